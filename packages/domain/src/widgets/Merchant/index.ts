export * from './MerchantDetailLayout';
export * from './MerchantAccountInformation';
