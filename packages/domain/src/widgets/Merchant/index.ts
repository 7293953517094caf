export * from './MerchantDetailLayout';
export * from './MerchantAccountInformation';
export * from './MerchantList';
export * from './MerchantCompanyInformation';
export * from './MerchantBankDetails';
export * from './MerchantAccountDetails';
export * from './MerchantFinanceInformation';
export * from './MerchantContacts';
export * from './MerchantCdsSettings';
export * from './MerchantActionsPanel';
export * from './MerchantActionModal';
export type {
  MerchantActionChoices,
  MerchantActionEntry,
  MerchantActionRequest,
  MerchantActionsMerchant,
  MerchantLink,
  MerchantLinks,
  MerchantModalAction,
} from './merchantActionTypes';
export * from './OperatingAgreementDialog';
export * from './GhostUserDialog';
export * from './GhostBanner';
export * from './MerchantFlags';
export * from './MerchantNotes';
export * from './MerchantContactMerchant';
