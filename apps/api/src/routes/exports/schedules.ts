import { audit } from '../../http/audit';
import { invalid, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import { dateOffsets, frequencyInterval, type ScheduleFrequency } from '../../jobs/schedules';
import { json } from '../../db/database';
import type { ApplicationFilters } from '../credit-applications/list';
import { isoString } from '../credit-applications/access';
import { allowedRecipientDomains, isAllowedRecipient } from './recipients';
import { exportDefinition, type ExportRequestBody } from './request';

export const SCHEDULE_NOT_FOUND = 'Scheduled report not found.';

interface ScheduleRow {
  id: number;
  report: string;
  filters: ApplicationFilters;
  fields: string[];
  sort_order: string[] | null;
  frequency: ScheduleFrequency;
  recipients: string[];
  next_run_at: Date | string;
  last_run_at: Date | string | null;
  last_export_id: number | null;
  created_at: Date | string;
}

const scheduleColumns = `schedule_id AS id, report, filters, fields, sort_order, frequency,
  recipients, next_run_at, last_run_at, last_export_id::int AS last_export_id, created_at`;

function toSchedule(row: ScheduleRow) {
  return {
    id: row.id,
    report: row.report,
    filters: row.filters,
    fields: row.fields,
    order: row.sort_order ?? [],
    frequency: row.frequency,
    recipients: row.recipients,
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
    const recipients = [...new Set(body.recipients.map((email) => email.trim().toLowerCase()))];
    await checkRecipientDomains(context, body.recipients);
    const now = new Date();
    const [row] = await context.sql.query<ScheduleRow>(
      `INSERT INTO export_schedules (user_id, report, filters, date_offsets, fields, sort_order,
                                     frequency, recipients, next_run_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz + $10::interval, $9)
       RETURNING ${scheduleColumns}`,
      [
        principal.userId,
        definition.report,
        json(definition.filters),
        json(dateOffsets(definition.filters, now)),
        json(definition.fields),
        json(definition.order),
        body.frequency,
        recipients,
        now.toISOString(),
        // The first run is one period after the schedule is made, as every later one.
        frequencyInterval[body.frequency],
      ],
    );
    await audit(context.sql, {
      userId: principal.userId,
      action: 'export_schedule.created',
      subject: `export_schedule:${row!.id}`,
      detail: { report: definition.report, frequency: body.frequency, recipients },
      ip: context.ip,
    });
    return { status: 201, body: toSchedule(row!) };
  },

  async deleteExportSchedule(context) {
    const { userId } = sessionOf(context);
    const deleted = await context.sql.query(
      'DELETE FROM export_schedules WHERE schedule_id = $1 AND user_id = $2 RETURNING schedule_id',
      [context.params.scheduleId, userId],
    );
    if (deleted.length === 0) throw notFound(SCHEDULE_NOT_FOUND);
    await audit(context.sql, {
      userId,
      action: 'export_schedule.deleted',
      subject: `export_schedule:${String(context.params.scheduleId)}`,
      ip: context.ip,
    });
    return { status: 204 };
  },
};
