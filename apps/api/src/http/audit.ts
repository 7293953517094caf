import type { Sql } from '../db/database';

export interface AuditEntry {
  /** Who did it; null when no one is signed in (a password link, a sign-in attempt). */
  userId: number | null;
  action: string;
  /** What it was done to, as `kind:id`. */
  subject: string;
  detail?: object;
  ip?: string | null;
}

/** Records who did what to what, and from where, in the request's transaction. */
export async function audit(sql: Sql, entry: AuditEntry): Promise<void> {
  await sql.query(
    `INSERT INTO audit_log (user_id, action, subject, detail, ip_address) VALUES ($1, $2, $3, $4, $5)`,
    [
      entry.userId,
      entry.action,
      entry.subject,
      entry.detail ? JSON.stringify(entry.detail) : null,
      entry.ip ?? null,
    ],
  );
}
