export { DocumentPreviewDialog } from './DocumentPreviewDialog';
export type { DocumentPreviewDialogProps } from './DocumentPreviewDialog';
