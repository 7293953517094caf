export { MerchantAccountDetails, merchantAccountDetailFields } from './MerchantAccountDetails';
export type {
  MerchantAccountDetailsProps,
  MerchantAccountDetailsUpdate,
  MerchantAccountDetailsValues,
} from './MerchantAccountDetails';
