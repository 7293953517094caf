export * from './AuditEventDetail';
export * from './AuditTrail';
export * from './AuditHistory';
export * from './SubjectAccessView';
export type { AuditActorView, AuditEventRow, AuditRecordHref } from './auditTypes';
