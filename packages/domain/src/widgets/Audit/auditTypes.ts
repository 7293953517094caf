/** A person an audit event names, structurally the contract's AuditActor. */
export interface AuditActorView {
  user_id: number;
  name: string;
}

/** One audit event, structurally the contract's AuditEvent. */
export interface AuditEventRow {
  audit_id: number;
  happened_at: string;
  user: AuditActorView | null;
  ghosted_by: AuditActorView | null;
  action: string;
  record_kind: string;
  record_id: number | null;
  subject: string;
  detail: Readonly<Record<string, unknown>> | null;
  ip_address: string | null;
}

/** Where a record's page is (a credit application's, a merchant's), or null when it has none. */
export type AuditRecordHref = (kind: string, id: number) => string | null;
