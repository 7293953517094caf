export {
  DOCUMENT_NOTES_MAX_LENGTH,
  DOCUMENT_TITLE_MAX_LENGTH,
  DocumentCreateForm,
} from './DocumentCreateForm';
export type { DocumentCreateFormProps, DocumentDraftFields } from './DocumentCreateForm';
