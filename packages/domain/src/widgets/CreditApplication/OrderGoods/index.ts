export { OrderGoods } from './OrderGoods';
export type { OrderGoodsProps } from './OrderGoods';
