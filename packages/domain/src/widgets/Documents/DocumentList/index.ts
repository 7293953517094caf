export { DocumentList } from './DocumentList';
export type { DocumentListProps } from './DocumentList';
