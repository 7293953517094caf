import { audit } from '../../http/audit';
import { conflict, invalid, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import type { ScheduleDateRange } from '@backoffice/domain/model';
import {
  DEFAULT_SEND_TIME,
  firstRunAt,
  sendTimeParts,
  type ScheduleFrequency,
} from '../../jobs/schedules';
import { json } from '../../db/database';
import type { ApplicationFilters } from '../credit-applications/list';
import { isoString } from '../credit-applications/access';
import { scheduleDateRange } from './dateRange';
import { allowedRecipientDomains, isAllowedRecipient } from './recipients';
import { exportDefinition, type ExportRequestBody } from './request';

export const SCHEDULE_NOT_FOUND = 'Scheduled report not found.';

interface ScheduleRow {
  id: number;
  report: string;
  filters: ApplicationFilters;
  date_range: ScheduleDateRange | null;
  fields: string[];
  sort_order: string[] | null;
  frequency: ScheduleFrequency;
  recipients: string[];
  send_time: string;
  paused_at: Date | string | null;
  next_run_at: Date | string;
  last_run_at: Date | string | null;
  last_export_id: number | null;
  created_at: Date | string;
}

const scheduleColumns = `schedule_id AS id, report, filters, date_range, fields, sort_order, frequency,
  recipients, send_time, paused_at, next_run_at, last_run_at, last_export_id::int AS last_export_id, created_at`;

function toSchedule(row: ScheduleRow) {
  return {
    id: row.id,
    report: row.report,
    filters: row.filters,
    date_range: row.date_range,
    fields: row.fields,
    order: row.sort_order ?? [],
    frequency: row.frequency,
    recipients: row.recipients,
    send_time: row.send_time,
    paused: row.paused_at !== null,
    next_run_at: isoString(row.next_run_at),
    last_run_at: row.last_run_at === null ? null : isoString(row.last_run_at),
    last_export_id: row.last_export_id,
    created_at: isoString(row.created_at),
  };
}

/** Refuses recipients outside the allowed domains, naming each one. */
async function checkRecipientDomains(context: OperationContext, recipients: readonly string[]) {
  const allowed = await allowedRecipientDomains(
    context.sql,
    context.config,
    sessionOf(context).userId,
  );
  const problems = recipients.flatMap((email, index) =>
    isAllowedRecipient(email, allowed)
      ? []
      : [
          {
            property: `recipients.${index}`,
            message:
              allowed.length > 0
                ? `must be an address at ${allowed.join(', ')}`
                : 'cannot be sent to: no recipient domain is allowed',
          },
        ],
  );
  if (problems.length > 0) {
    throw invalid('Scheduled reports can only be sent to addresses of allowed domains.', problems);
  }
}

interface ScheduleRequestBody extends ExportRequestBody {
  frequency: ScheduleFrequency;
  recipients: string[];
  date_range?: ScheduleDateRange | null;
  send_time?: string;
}

type ScheduleChange = Partial<
  Pick<ScheduleRequestBody, 'frequency' | 'recipients' | 'date_range' | 'send_time'>
>;

/** Lower-cased, each once. */
const normalisedRecipients = (recipients: readonly string[]) => [
  ...new Set(recipients.map((email) => email.trim().toLowerCase())),
];

/** One of the user's schedules, locked for a change; 404 when it is not theirs. */
async function ownSchedule(context: OperationContext): Promise<ScheduleRow> {
  const [row] = await context.sql.query<ScheduleRow>(
    `SELECT ${scheduleColumns} FROM export_schedules WHERE schedule_id = $1 AND user_id = $2
        FOR UPDATE`,
    [context.params.scheduleId, sessionOf(context).userId],
  );
  if (!row) throw notFound(SCHEDULE_NOT_FOUND);
  return row;
}

/** The next run after a change of frequency or send time (unchanged otherwise). */
function nextRunAfterChange(row: ScheduleRow, change: ScheduleChange, now: Date): Date {
  const frequency = change.frequency ?? row.frequency;
  const sendTime = change.send_time ?? row.send_time;
  const current = new Date(row.next_run_at);
  if (change.frequency !== undefined && change.frequency !== row.frequency) {
    return firstRunAt(now, frequency, sendTime);
  }
  if (sendTime === row.send_time) return current;
  // The same day at the new time, or a period later when that has passed.
  const [hours, minutes] = sendTimeParts(sendTime);
  const moved = new Date(current);
  moved.setUTCHours(hours, minutes, 0, 0);
  return moved > now ? moved : firstRunAt(moved, frequency, sendTime);
}

async function auditSchedule(
  context: OperationContext,
  id: number,
  action: string,
  detail?: Record<string, unknown>,
) {
  await audit(context.sql, {
    userId: sessionOf(context).userId,
    action,
    subject: `export_schedule:${id}`,
    ...(detail ? { detail } : {}),
    ip: context.ip,
  });
}

/** Schedule as Report: the user's scheduled exports, which the job worker runs and emails. */
export const exportScheduleHandlers: OperationHandlers = {
  async listExportSchedules(context) {
    const rows = await context.sql.query<ScheduleRow>(
      `SELECT ${scheduleColumns} FROM export_schedules WHERE user_id = $1
        ORDER BY created_at DESC, schedule_id DESC`,
      [sessionOf(context).userId],
    );
    return { status: 200, body: { items: rows.map(toSchedule) } };
  },

  async createExportSchedule(context) {
    const principal = sessionOf(context);
    const body = context.body as ScheduleRequestBody;
    const definition = exportDefinition(principal, body);
    const dateRange = scheduleDateRange(body.date_range, definition.filters);
    const { date_from: _from, date_to: _to, ...filters } = definition.filters;
    const recipients = normalisedRecipients(body.recipients);
    await checkRecipientDomains(context, body.recipients);
    const sendTime = body.send_time ?? DEFAULT_SEND_TIME;
    const now = new Date();
    const [row] = await context.sql.query<ScheduleRow>(
      `INSERT INTO export_schedules (user_id, report, filters, date_range, fields, sort_order,
                                     frequency, recipients, send_time, next_run_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       RETURNING ${scheduleColumns}`,
      [
        principal.userId,
        definition.report,
        json(filters),
        dateRange === null ? null : json(dateRange),
        json(definition.fields),
        json(definition.order),
        body.frequency,
        recipients,
        sendTime,
        // The first run is one period after the schedule is made, as every later one.
        firstRunAt(now, body.frequency, sendTime).toISOString(),
        now.toISOString(),
      ],
    );
    await auditSchedule(context, row!.id, 'export_schedule.created', {
      report: definition.report,
      frequency: body.frequency,
      recipients,
      date_range: dateRange,
      send_time: sendTime,
    });
    return { status: 201, body: toSchedule(row!) };
  },

  async deleteExportSchedule(context) {
    const { userId } = sessionOf(context);
    const [deleted] = await context.sql.query<{ id: number }>(
      'DELETE FROM export_schedules WHERE schedule_id = $1 AND user_id = $2 RETURNING schedule_id::int AS id',
      [context.params.scheduleId, userId],
    );
    if (!deleted) throw notFound(SCHEDULE_NOT_FOUND);
    await auditSchedule(context, deleted.id, 'export_schedule.deleted');
    return { status: 204 };
  },

  async updateExportSchedule(context) {
    const change = context.body as ScheduleChange;
    const row = await ownSchedule(context);
    const recipients =
      change.recipients === undefined ? row.recipients : normalisedRecipients(change.recipients);
    if (change.recipients !== undefined) await checkRecipientDomains(context, change.recipients);
    const dateRange =
      change.date_range === undefined ? row.date_range : scheduleDateRange(change.date_range, {});
    const nextRun = nextRunAfterChange(row, change, new Date());
    const [updated] = await context.sql.query<ScheduleRow>(
      `UPDATE export_schedules
          SET frequency = $2, recipients = $3, date_range = $4, send_time = $5, next_run_at = $6
        WHERE schedule_id = $1
        RETURNING ${scheduleColumns}`,
      [
        row.id,
        change.frequency ?? row.frequency,
        recipients,
        dateRange === null ? null : json(dateRange),
        change.send_time ?? row.send_time,
        nextRun.toISOString(),
      ],
    );
    await auditSchedule(context, row.id, 'export_schedule.updated', { ...change, recipients });
    return { status: 200, body: toSchedule(updated!) };
  },

  async pauseExportSchedule(context) {
    const row = await ownSchedule(context);
    if (row.paused_at !== null) throw conflict('The scheduled report is already paused.');
    const [updated] = await context.sql.query<ScheduleRow>(
      `UPDATE export_schedules SET paused_at = now() WHERE schedule_id = $1
        RETURNING ${scheduleColumns}`,
      [row.id],
    );
    await auditSchedule(context, row.id, 'export_schedule.paused');
    return { status: 200, body: toSchedule(updated!) };
  },

  async resumeExportSchedule(context) {
    const row = await ownSchedule(context);
    if (row.paused_at === null) throw conflict('The scheduled report is not paused.');
    // Runs missed while paused are not made up: the next is the first still to come.
    const now = new Date();
    const nextRun =
      new Date(row.next_run_at) > now
        ? new Date(row.next_run_at)
        : firstRunAt(now, row.frequency, row.send_time);
    const [updated] = await context.sql.query<ScheduleRow>(
      `UPDATE export_schedules SET paused_at = NULL, next_run_at = $2 WHERE schedule_id = $1
        RETURNING ${scheduleColumns}`,
      [row.id, nextRun.toISOString()],
    );
    await auditSchedule(context, row.id, 'export_schedule.resumed');
    return { status: 200, body: toSchedule(updated!) };
  },
};
