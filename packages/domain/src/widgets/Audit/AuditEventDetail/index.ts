export { AuditEventDetail } from './AuditEventDetail';
export type { AuditEventDetailProps } from './AuditEventDetail';
