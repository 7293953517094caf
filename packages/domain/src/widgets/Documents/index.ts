export * from './DocumentList';
export * from './DocumentCreateForm';
export * from './DocumentVersionBanner';
export * from './DocumentStatusBanner';
export * from './DocumentChecks';
export * from './DocumentPublishDialog';
export * from './DocumentPreviewDialog';
export * from './DocumentPublishBar';
export * from './DocumentVersions';
export type {
  DocumentOwnerRecord,
  DocumentSummaryRecord,
  DocumentVersionRecord,
} from './documentRecords';
