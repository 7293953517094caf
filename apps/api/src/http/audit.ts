import type { Sql } from '../db/database';

export interface AuditEntry {
  /** Who did it; null when no one is signed in (a password link, a sign-in attempt). */
  userId: number | null;
  action: string;
  /** What it was done to, as `kind:id`. */
  subject: string;
  detail?: object;
  ip?: string | null;
  /**
   * The staff member behind a ghost session, for a request that is not the ghost session's own
   * (its sign-out); inside one, the column's default names them.
   */
  ghostedBy?: number | null;
}

/** Records who did what to what, and from where, in the request's transaction. */
export async function audit(sql: Sql, entry: AuditEntry): Promise<void> {
  const values = [
    entry.userId,
    entry.action,
    entry.subject,
    entry.detail ? JSON.stringify(entry.detail) : null,
    entry.ip ?? null,
  ];
  await (entry.ghostedBy === undefined
    ? sql.query(
        `INSERT INTO audit_log (user_id, action, subject, detail, ip_address)
         VALUES ($1, $2, $3, $4, $5)`,
        values,
      )
    : sql.query(
        `INSERT INTO audit_log (user_id, action, subject, detail, ip_address, ghosted_by)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [...values, entry.ghostedBy],
      ));
}
