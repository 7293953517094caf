export { DocumentPublishBar } from './DocumentPublishBar';
export type { DocumentPreview, DocumentPublishBarProps } from './DocumentPublishBar';
