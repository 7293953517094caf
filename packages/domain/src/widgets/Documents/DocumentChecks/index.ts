export { DocumentChecks } from './DocumentChecks';
export type { DocumentChecksProps } from './DocumentChecks';
