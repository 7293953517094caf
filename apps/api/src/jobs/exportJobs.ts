import type { AuditFilters } from '../routes/audit/auditTrail';
import type { ApplicationFilters } from '../routes/credit-applications/list';
import { watchListFileName } from '@backoffice/domain/model';
import { JobFailure } from './errors';
import {
  exportFileKey,
  loadExportOwner,
  writeAuditTrailExport,
  writeCreditApplicationExport,
  writeWatchListExport,
  type ExportOwner,
} from './exportFile';
import { audit } from '../http/audit';
import { allowedRecipientDomains, isAllowedRecipient } from '../routes/exports/recipients';
import { sendMail } from './mail';
import type { ClaimedJob, JobContext } from './worker';

/** What a finished export job records in jobs.result. */
export interface ExportJobResult {
  row_count: number;
  size: number;
}

interface ExportRow {
  export_id: number;
  user_id: number;
  report: string;
  filters: ApplicationFilters & AuditFilters & { fraud_watch_list_id?: number };
  fields: string[];
  sort_order: string[] | null;
}

export const exportFileUrl = (exportId: number) => `/api/exports/${exportId}/file`;

/** `credit_application-12.csv`; a watch list's file is named after the list (watch-list-3.csv). */
export function exportFileName(
  report: string,
  exportId: number,
  filters: { fraud_watch_list_id?: unknown } = {},
): string {
  if (report === 'watch_list' && typeof filters.fraud_watch_list_id === 'number') {
    return watchListFileName(filters.fraud_watch_list_id);
  }
  return `${report}-${exportId}.csv`;
}

async function makeExport(
  job: ClaimedJob,
  context: JobContext,
): Promise<{ row: ExportRow; owner: ExportOwner; result: ExportJobResult }> {
  const [row] = await context.db.query<ExportRow>(
    `SELECT export_id::int AS export_id, user_id, report, filters, fields, sort_order
       FROM exports WHERE export_id = $1`,
    [job.payload.export_id],
  );
  if (!row) throw new JobFailure('The export was deleted before it ran.');
  const owner = await loadExportOwner(context.db, row.user_id);
  if (row.report === 'watch_list') {
    const { rowCount, size } = await writeWatchListExport(
      context.db,
      context.storage,
      exportFileKey(row.export_id),
      owner,
      { watchListId: Number(row.filters.fraud_watch_list_id), fields: row.fields },
    );
    return { row, owner, result: { row_count: rowCount, size } };
  }
  if (row.report === 'audit_trail') {
    const { rowCount, size } = await writeAuditTrailExport(
      context.db,
      context.storage,
      exportFileKey(row.export_id),
      owner,
      { filters: row.filters, fields: row.fields },
    );
    return { row, owner, result: { row_count: rowCount, size } };
  }
  if (row.report !== 'credit_application') {
    throw new JobFailure(`The ${row.report} report cannot be exported yet.`);
  }
  const { rowCount, size } = await writeCreditApplicationExport(
    context.db,
    context.storage,
    exportFileKey(row.export_id),
    owner,
    { filters: row.filters, fields: row.fields, order: row.sort_order ?? [] },
  );
  return { row, owner, result: { row_count: rowCount, size } };
}

/** An export asked for in the console: the CSV in storage, polled for by the console. */
export async function runExportJob(job: ClaimedJob, context: JobContext): Promise<ExportJobResult> {
  return (await makeExport(job, context)).result;
}

/** A scheduled report's run: the export, then an email to each recipient. */
export async function runScheduledReportJob(
  job: ClaimedJob,
  context: JobContext,
): Promise<ExportJobResult> {
  const recipients = (job.payload.recipients ?? []) as string[];
  const frequency = String(job.payload.frequency ?? '');
  let made: Awaited<ReturnType<typeof makeExport>>;
  try {
    made = await makeExport(job, context);
  } catch (error) {
    if (error instanceof JobFailure) {
      await tellRecipientsItFailed(context, job, recipients, frequency, error.message);
    }
    throw error;
  }
  const { row, owner, result } = made;
  // The allowed domains are checked again at each run: the setting may have changed since.
  const allowed = await allowedRecipientDomains(context.db, context.config, owner.userId);
  const refused = recipients.filter((recipient) => !isAllowedRecipient(recipient, allowed));
  if (refused.length > 0) {
    throw new JobFailure(`The report may not be sent to ${refused.join(', ')}.`);
  }
  const link = `${context.config.publicUrl}${exportFileUrl(row.export_id)}`;
  for (const recipient of recipients) {
    try {
      await sendMail(context.db, context.config, {
        organisationId: owner.organisationId,
        to: recipient,
        subject: `Scheduled report: ${row.report}`,
        text:
          `Your ${frequency} ${row.report} report is ready.\n\n` +
          `Rows: ${result.row_count}\n` +
          `Download: ${link}\n`,
        attachment: {
          filename: exportFileName(row.report, row.export_id, row.filters),
          content: () => context.storage.read(exportFileKey(row.export_id)),
        },
      });
    } catch (error) {
      context.log?.error({ err: error, jobId: job.job_id, recipient }, 'report email failed');
      throw new JobFailure(`The report was made but could not be emailed to ${recipient}.`);
    }
  }
  await audit(context.db, {
    userId: owner.userId,
    action: 'export_schedule.sent',
    subject: `export_schedule:${String(job.payload.schedule_id)}`,
    detail: { export_id: row.export_id, recipients, row_count: result.row_count },
  });
  return result;
}

async function tellRecipientsItFailed(
  context: JobContext,
  job: ClaimedJob,
  recipients: string[],
  frequency: string,
  reason: string,
) {
  const [owner] = await context.db.query<{
    user_id: number;
    organisation_id: number;
    report: string;
  }>(
    `SELECT u.user_id, u.organisation_id, e.report FROM exports e JOIN users u ON u.user_id = e.user_id
      WHERE e.export_id = $1`,
    [job.payload.export_id],
  );
  if (!owner) return;
  const allowed = await allowedRecipientDomains(context.db, context.config, owner.user_id);
  for (const recipient of recipients.filter((to) => isAllowedRecipient(to, allowed))) {
    await sendMail(context.db, context.config, {
      organisationId: owner.organisation_id,
      to: recipient,
      subject: `Scheduled report: ${owner.report}`,
      text: `Your ${frequency} ${owner.report} report could not be made.\n\n${reason}\n`,
    });
  }
}
