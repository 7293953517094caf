export { DocumentVersionBanner } from './DocumentVersionBanner';
export type { DocumentVersionBannerProps } from './DocumentVersionBanner';
