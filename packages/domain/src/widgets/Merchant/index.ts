export * from './MerchantDetailLayout';
export * from './MerchantAccountInformation';
export * from './MerchantList';
export * from './MerchantCompanyInformation';
export * from './MerchantContacts';
export * from './MerchantCdsSettings';
