export { MerchantDetailHeading, MerchantDetailLayout } from './MerchantDetailLayout';
export type { MerchantDetailHeadingProps, MerchantDetailLayoutProps } from './MerchantDetailLayout';
