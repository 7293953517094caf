import { EXPORT_ROW_LIMIT, exportLimitMessage } from '@backoffice/domain/model';
import { audit } from '../../http/audit';
import { HttpError, conflict, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import { countExportRows, exportFileKey } from '../../jobs/exportFile';
import { exportFileName, exportFileUrl, type ExportJobResult } from '../../jobs/exportJobs';
import { queueExport } from '../../jobs/schedules';
import { applicationLenderScope, isoString } from '../credit-applications/access';
import { WATCH_LIST_NOT_FOUND } from '../fraud-watch-lists/store';
import { auditScope, countAuditEvents } from '../audit/auditTrail';
import {
  auditTrailExportDefinition,
  exportDefinition,
  watchListExportDefinition,
  type AuditTrailExportDefinition,
  type ExportDefinition,
  type ExportRequestBody,
  type WatchListExportDefinition,
} from './request';

export const EXPORT_NOT_FOUND = 'Export not found.';

interface ExportStateRow {
  id: number;
  report: string;
  filters?: { fraud_watch_list_id?: unknown };
  created_at: Date | string;
  state: 'queued' | 'running' | 'done' | 'failed' | null;
  result: ExportJobResult | null;
  error: string | null;
}

const overTheLimit = () =>
  new HttpError(400, 'ERR_EXPORT_LIMIT', exportLimitMessage(EXPORT_ROW_LIMIT));

const exportColumns = `e.export_id::int AS id, e.report, e.filters, e.created_at, j.state, j.result, j.error
   FROM exports e LEFT JOIN jobs j ON j.job_id = e.job_id`;

/** The contract's Export: PENDING while its job waits or runs, then COMPLETED or FAILED. */
function toExport(row: ExportStateRow) {
  const base = { id: row.id, report: row.report, created_at: isoString(row.created_at) };
  if (row.state === 'done') {
    return {
      ...base,
      status: 'COMPLETED' as const,
      row_count: row.result?.row_count ?? 0,
      file: { url: exportFileUrl(row.id) },
      error: null,
    };
  }
  if (row.state === 'failed' || row.state === null) {
    return {
      ...base,
      status: 'FAILED' as const,
      row_count: null,
      file: null,
      error: row.error ?? 'The export could not be made. Please try again.',
    };
  }
  return { ...base, status: 'PENDING' as const, row_count: null, file: null, error: null };
}

/** One of the user's own exports; someone else's is as missing as one that never was. */
async function ownExport(context: OperationContext): Promise<ExportStateRow> {
  const [row] = await context.sql.query<ExportStateRow>(
    `SELECT ${exportColumns} WHERE e.export_id = $1 AND e.user_id = $2`,
    [context.params.exportId, sessionOf(context).userId],
  );
  if (!row) throw notFound(EXPORT_NOT_FOUND);
  return row;
}

/** Exports of reports as CSV, made by the job worker and polled by the console. */
export const exportJobHandlers: OperationHandlers = {
  async createExport(context) {
    const principal = sessionOf(context);
    const body = context.body as ExportRequestBody;
    let definition: ExportDefinition | WatchListExportDefinition | AuditTrailExportDefinition;
    if (body.report === 'audit_trail') {
      definition = auditTrailExportDefinition(principal, body);
      const scope = auditScope(principal);
      if (
        (await countAuditEvents(context.sql, definition.filters, scope, EXPORT_ROW_LIMIT)) >
        EXPORT_ROW_LIMIT
      ) {
        throw overTheLimit();
      }
    } else if (body.report === 'watch_list') {
      definition = watchListExportDefinition(principal, body);
      const [list] = await context.sql.query(
        `SELECT 1 FROM fraud_watch_lists WHERE fraud_watch_list_id = $1 AND state = 'complete'`,
        [definition.filters.fraud_watch_list_id],
      );
      if (!list) {
        throw new HttpError(400, 'ERR_SCHEMA_VALIDATION_ERROR', WATCH_LIST_NOT_FOUND, [
          { property: 'filters.fraud_watch_list_id', message: 'is not a watch list' },
        ]);
      }
    } else {
      definition = exportDefinition(principal, body);
      const matching = await countExportRows(
        context.sql,
        definition.filters,
        applicationLenderScope(principal),
      );
      if (matching > EXPORT_ROW_LIMIT) throw overTheLimit();
    }
    const { exportId, createdAt } = await queueExport(
      context.sql,
      { userId: principal.userId, ...definition },
      { kind: 'export' },
    );
    await audit(context.sql, {
      userId: principal.userId,
      action: 'export.created',
      subject: `export:${exportId}`,
      detail: { report: definition.report, fields: definition.fields, filters: definition.filters },
      ip: context.ip,
    });
    return {
      status: 202,
      body: toExport({
        id: exportId,
        report: definition.report,
        created_at: createdAt,
        state: 'queued',
        result: null,
        error: null,
      }),
    };
  },

  async getExport(context) {
    return { status: 200, body: toExport(await ownExport(context)) };
  },

  async listExports(context) {
    const { userId } = sessionOf(context);
    const page = (context.query.page as number | undefined) ?? 1;
    const perPage = (context.query.perPage as number | undefined) ?? 25;
    const [counted] = await context.sql.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM exports WHERE user_id = $1',
      [userId],
    );
    const rows = await context.sql.query<ExportStateRow>(
      `SELECT ${exportColumns} WHERE e.user_id = $1
        ORDER BY e.created_at DESC, e.export_id DESC
        LIMIT $2 OFFSET $3`,
      [userId, perPage, (page - 1) * perPage],
    );
    return {
      status: 200,
      body: { items: rows.map(toExport), meta: { page, perPage, total: counted?.total ?? 0 } },
    };
  },

  async downloadExport(context) {
    const row = await ownExport(context);
    if (row.state !== 'done') {
      throw conflict(
        row.state === 'failed' || row.state === null
          ? 'The export failed, so it has no file.'
          : 'The export is not ready yet.',
      );
    }
    const file = await context.storage.read(exportFileKey(row.id));
    if (!file) throw notFound('The file of this export is no longer kept.');
    await audit(context.sql, {
      userId: sessionOf(context).userId,
      action: 'export.downloaded',
      subject: `export:${row.id}`,
      ip: context.ip,
    });
    return {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(row.report, row.id, row.filters)}"`,
      },
      stream: file,
    };
  },
};
