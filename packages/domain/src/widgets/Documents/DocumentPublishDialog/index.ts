export { DocumentPublishDialog } from './DocumentPublishDialog';
export type { DocumentPublishDialogProps } from './DocumentPublishDialog';
