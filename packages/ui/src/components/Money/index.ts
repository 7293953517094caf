export { Money, formatMoney } from './Money';
export type { MoneyProps } from './Money';
