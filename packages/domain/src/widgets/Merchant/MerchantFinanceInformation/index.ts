export { MerchantFinanceInformation, merchantFinanceFields } from './MerchantFinanceInformation';
export type {
  MerchantFinanceDetails,
  MerchantFinanceDetailsUpdate,
  MerchantFinanceInformationProps,
} from './MerchantFinanceInformation';
