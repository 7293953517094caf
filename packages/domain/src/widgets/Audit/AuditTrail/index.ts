export { AuditTrail, auditEventColumns } from './AuditTrail';
export type { AuditTrailProps } from './AuditTrail';
