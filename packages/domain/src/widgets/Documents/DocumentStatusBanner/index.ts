export { DocumentStatusBanner } from './DocumentStatusBanner';
export type { DocumentStatus, DocumentStatusBannerProps } from './DocumentStatusBanner';
