export { MerchantAccountInformation } from './MerchantAccountInformation';
export type {
  MerchantAccountInformationProps,
  MerchantRateCardType,
} from './MerchantAccountInformation';
