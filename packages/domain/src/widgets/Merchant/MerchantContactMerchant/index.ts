export { MerchantContactMerchant } from './MerchantContactMerchant';
export type { MerchantContactMerchantProps, MerchantEmail } from './MerchantContactMerchant';
