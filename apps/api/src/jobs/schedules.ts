import type { Database, Sql } from '../db/database';
import { json } from '../db/database';
import type { ApplicationFilters } from '../routes/credit-applications/list';

export type ScheduleFrequency = 'daily' | 'weekly' | 'monthly';

export const frequencyInterval: Record<ScheduleFrequency, string> = {
  daily: '1 day',
  weekly: '7 days',
  monthly: '1 month',
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayText = (dayNumberValue: number) =>
  new Date(dayNumberValue * DAY_MS).toISOString().slice(0, 10);

export type DateOffsets = Partial<Record<'date_from' | 'date_to', number>>;

/** The date filters as days from `today` (UTC), so that each run can move them to its own day. */
export function dateOffsets(filters: ApplicationFilters, today: Date): DateOffsets {
  const base = dayNumber(today.toISOString().slice(0, 10));
  const offsets: DateOffsets = {};
  for (const key of ['date_from', 'date_to'] as const) {
    const day = filters[key];
    if (day) offsets[key] = dayNumber(day) - base;
  }
  return offsets;
}

/** The schedule's filters for a run on `runDay`: its dates as far from that day as when made. */
export function filtersForRun(
  filters: ApplicationFilters,
  offsets: DateOffsets,
  runDay: Date,
): ApplicationFilters {
  const base = dayNumber(runDay.toISOString().slice(0, 10));
  const shifted = { ...filters };
  for (const key of ['date_from', 'date_to'] as const) {
    const offset = offsets[key];
    if (offset !== undefined) shifted[key] = dayText(base + offset);
  }
  return shifted;
}

/** An export and the job that makes it, in the caller's transaction. */
export async function queueExport(
  sql: Sql,
  exportRow: {
    userId: number;
    report: string;
    filters: ApplicationFilters | { fraud_watch_list_id: number };
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
  date_offsets: DateOffsets;
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
      `SELECT schedule_id, user_id, report, filters, date_offsets, fields, sort_order, frequency,
              recipients
         FROM export_schedules
        WHERE next_run_at <= $1
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
        filters: filtersForRun(schedule.filters, schedule.date_offsets, now),
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
