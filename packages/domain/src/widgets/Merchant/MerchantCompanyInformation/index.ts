export { MerchantCompanyInformation, merchantCompanyFields } from './MerchantCompanyInformation';
export type {
  MerchantCompany,
  MerchantCompanyInformationProps,
  MerchantCompanyUpdate,
} from './MerchantCompanyInformation';
