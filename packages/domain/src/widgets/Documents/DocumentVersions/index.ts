export { DocumentVersions } from './DocumentVersions';
export type { DocumentVersionsProps } from './DocumentVersions';
