export { MerchantFlags } from './MerchantFlags';
export type { MerchantFlag, MerchantFlagsProps } from './MerchantFlags';
