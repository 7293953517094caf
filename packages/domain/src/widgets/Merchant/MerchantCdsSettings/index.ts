export { MerchantCdsSettings, merchantCdsFields } from './MerchantCdsSettings';
export type { MerchantCds, MerchantCdsSettingsProps } from './MerchantCdsSettings';
