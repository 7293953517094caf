export * from './MerchantDetailLayout';
export * from './MerchantAccountInformation';
export * from './MerchantList';
