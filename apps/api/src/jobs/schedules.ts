import type { Database, Sql } from '../db/database';
import { json } from '../db/database';
import {
  DEFAULT_SCHEDULE_SEND_TIME,
  resolveScheduleDateRange,
  type ScheduleDateRange,
} from '@backoffice/domain/model';
import type { AuditFilters } from '../routes/audit/auditTrail';
import type { ApplicationFilters } from '../routes/credit-applications/list';

export type ScheduleFrequency = 'daily' | 'weekly' | 'monthly';

export const frequencyInterval: Record<ScheduleFrequency, string> = {
  daily: '1 day',
  weekly: '7 days',
  monthly: '1 month',
};

/** A schedule's time of day when none is given (HH:MM, UTC). */
export const DEFAULT_SEND_TIME = DEFAULT_SCHEDULE_SEND_TIME;

/** A send time's hours and minutes (UTC), from its HH:MM. */
export const sendTimeParts = (sendTime: string) =>
  sendTime.split(':').map(Number) as [hours: number, minutes: number];

/**
 * The first run of a schedule made (or given a new frequency) at `from`: one period on, at its
 * send time (UTC). A month on from the 31st is the last day of the next month.
 */
export function firstRunAt(from: Date, frequency: ScheduleFrequency, sendTime: string): Date {
  const [hours, minutes] = sendTimeParts(sendTime);
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + (frequency === 'monthly' ? 1 : 0);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day =
    frequency === 'monthly'
      ? Math.min(from.getUTCDate(), lastDay)
      : from.getUTCDate() + (frequency === 'daily' ? 1 : 7);
  return new Date(Date.UTC(year, month, day, hours, minutes));
}

/**
 * The schedule's filters (which hold no dates) for a run at `runAt`: its date range resolved on
 * that run's day.
 */
export const filtersForRun = (
  filters: ApplicationFilters,
  dateRange: ScheduleDateRange | null,
  runAt: Date,
): ApplicationFilters =>
  dateRange ? { ...filters, ...resolveScheduleDateRange(dateRange, runAt) } : filters;

/** An export and the job that makes it, in the caller's transaction. */
export async function queueExport(
  sql: Sql,
  exportRow: {
    userId: number;
    report: string;
    filters: ApplicationFilters | { fraud_watch_list_id: number } | AuditFilters;
    fields: readonly string[];
    order: readonly string[];
  },
  job: { kind: 'export' | 'scheduled_report'; payload?: Record<string, unknown> },
) {
  const [created] = await sql.query<{ export_id: number; created_at: Date | string }>(
    `INSERT INTO exports (user_id, report, type, filters, fields, sort_order)
     VALUES ($1, $2, 'csv', $3, $4, $5) RETURNING export_id::int AS export_id, created_at`,
    [
      exportRow.userId,
      exportRow.report,
      json(exportRow.filters),
      json(exportRow.fields),
      json(exportRow.order),
    ],
  );
  const exportId = created!.export_id;
  const [queued] = await sql.query<{ job_id: number }>(
    `INSERT INTO jobs (kind, payload, created_by) VALUES ($1, $2, $3) RETURNING job_id::int AS job_id`,
    [job.kind, json({ ...job.payload, export_id: exportId }), exportRow.userId],
  );
  await sql.query('UPDATE exports SET job_id = $2 WHERE export_id = $1', [
    exportId,
    queued!.job_id,
  ]);
  return { exportId, createdAt: created!.created_at, jobId: queued!.job_id };
}

interface DueSchedule {
  schedule_id: number;
  user_id: number;
  report: string;
  filters: ApplicationFilters;
  date_range: ScheduleDateRange | null;
  fields: string[];
  sort_order: string[] | null;
  frequency: ScheduleFrequency;
  recipients: string[];
}

/**
 * Takes one due schedule (any instance may: FOR UPDATE SKIP LOCKED), moves its next run one
 * period on (past now, when runs were missed while no worker ran) and queues its export, all
 * in one short transaction. Returns the export id, or null when nothing is due.
 */
export async function queueDueSchedule(db: Database, now = new Date()): Promise<number | null> {
  return db.transaction(async (sql) => {
    const [schedule] = await sql.query<DueSchedule>(
      `SELECT schedule_id, user_id, report, filters, date_range, fields, sort_order, frequency,
              recipients
         FROM export_schedules
        WHERE next_run_at <= $1 AND paused_at IS NULL
        ORDER BY next_run_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED`,
      [now.toISOString()],
    );
    if (!schedule) return null;
    const { exportId } = await queueExport(
      sql,
      {
        userId: schedule.user_id,
        report: schedule.report,
        filters: filtersForRun(schedule.filters, schedule.date_range, now),
        fields: schedule.fields,
        order: schedule.sort_order ?? [],
      },
      {
        kind: 'scheduled_report',
        payload: {
          schedule_id: schedule.schedule_id,
          frequency: schedule.frequency,
          recipients: schedule.recipients,
        },
      },
    );
    await sql.query(
      `UPDATE export_schedules s
          SET next_run_at = (SELECT min(run) FROM generate_series(
                               s.next_run_at, $2::timestamptz + $3::interval, $3::interval) run
                              WHERE run > $2::timestamptz),
              last_run_at = $2::timestamptz,
              last_export_id = $4
        WHERE schedule_id = $1`,
      [schedule.schedule_id, now.toISOString(), frequencyInterval[schedule.frequency], exportId],
    );
    return exportId;
  });
}
