export { ModuleChecks } from './ModuleChecks';
export type { ModuleChecksProps } from './ModuleChecks';
