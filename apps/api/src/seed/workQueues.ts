import { standardQueueStatuses } from '@backoffice/domain/model';
import type { Sql } from '../db/database';

/** The service level every seeded queue starts with: amber after 4 hours, red after a day. */
const seededServiceLevel = { amber_after_hours: 4, red_after_hours: 24 };

/**
 * Hours ago at which some of lender 2's items entered their status, so that its queues show
 * every colour whatever time of day the seed runs (the seeded statuses are at least a day old).
 */
const freshItems: { status: string; hoursAgo: number[] }[] = [
  { status: 'REFER', hoursAgo: [1, 2, 6, 10] },
  { status: 'INSPECT', hoursAgo: [3, 8] },
];

export async function seedWorkQueues(sql: Sql, { clock }: { clock: Date }): Promise<void> {
  for (const status of standardQueueStatuses) {
    await sql.query(
      `INSERT INTO work_queues (lender_id, status, amber_after_hours, red_after_hours)
       SELECT lender_id, $1, $2, $3 FROM lenders`,
      [status, seededServiceLevel.amber_after_hours, seededServiceLevel.red_after_hours],
    );
  }
  for (const { status, hoursAgo } of freshItems) {
    const newest = await sql.query<{ id: number }>(
      `SELECT credit_application_id::int AS id FROM credit_applications
        WHERE lender_id = 2 AND current_status = $1
        ORDER BY status_timestamp DESC, credit_application_id DESC
        LIMIT $2`,
      [status, hoursAgo.length],
    );
    for (const [index, { id }] of newest.entries()) {
      const enteredAt = new Date(clock.getTime() - (hoursAgo[index] as number) * 3_600_000);
      await sql.query(
        'UPDATE credit_applications SET status_timestamp = $2 WHERE credit_application_id = $1',
        [id, enteredAt],
      );
      // The history's last entry is the move into this status: it moves with it.
      await sql.query(
        `UPDATE status_logs SET logged_at = $2
          WHERE status_log_id = (SELECT status_log_id FROM status_logs
                                  WHERE credit_application_id = $1
                                  ORDER BY logged_at DESC, status_log_id DESC LIMIT 1)`,
        [id, enteredAt],
      );
    }
  }
}
