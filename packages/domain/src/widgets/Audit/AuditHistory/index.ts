export { AuditHistory } from './AuditHistory';
export type { AuditHistoryProps } from './AuditHistory';
