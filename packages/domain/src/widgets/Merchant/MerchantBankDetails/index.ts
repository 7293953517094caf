export { MerchantBankDetails, merchantBankDetailFields } from './MerchantBankDetails';
export type {
  MerchantBankDetail,
  MerchantBankDetailUpdate,
  MerchantBankDetailsProps,
} from './MerchantBankDetails';
