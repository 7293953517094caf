export { MerchantContacts, merchantContactFields } from './MerchantContacts';
export type {
  MerchantContact,
  MerchantContactFields,
  MerchantContactsProps,
} from './MerchantContacts';
