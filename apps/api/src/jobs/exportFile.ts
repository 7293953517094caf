import { Readable } from 'node:stream';
import {
  EXPORT_ROW_LIMIT,
  PERMISSIONS,
  csvLine,
  exportFieldLabels,
  exportLimitMessage,
} from '@backoffice/domain/model';
import type { Sql } from '../db/database';
import type { FileStorage } from '../storage/fileStorage';
import {
  applicationFilterSql,
  sortColumns,
  type ApplicationFilters,
} from '../routes/credit-applications/list';
import { APPLICATION_PERMISSIONS } from '../routes/credit-applications/access';
import {
  auditEventBatch,
  auditScope,
  countAuditEvents,
  type AuditEvent,
  type AuditFilters,
} from '../routes/audit/auditTrail';
import {
  AUDIT_TRAIL_REPORT_PERMISSION,
  CREDIT_APPLICATION_REPORT_PERMISSION,
  WATCH_LIST_REPORT_PERMISSION,
} from '../routes/exports/request';
import { HttpError } from '../http/errors';
import { writeWatchListCsv } from '../routes/fraud-watch-lists/watchListCsv';
import { faultPoint } from '../faults';
import { JobFailure } from './errors';

/** Rows per query: large enough to stream quickly, small enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 5_000;

export const exportFileKey = (exportId: number) => `exports/${exportId}.csv`;

/** The user an export runs for, read again when it runs: scope and permissions may have changed. */
export interface ExportOwner {
  userId: number;
  organisationId: number;
  organisationType: 'service_user' | 'lender' | 'retailer';
  userType: 'service_user' | 'lender';
  lenderId: number | null;
  /** The lender whose applications the owner sees, or null for a service user. */
  lenderScope: number | null;
  permissions: ReadonlySet<string>;
}

export async function loadExportOwner(sql: Sql, userId: number): Promise<ExportOwner> {
  const [row] = await sql.query<{
    user_type: 'service_user' | 'lender';
    lender_id: number | null;
    organisation_id: number;
    organisation_type: ExportOwner['organisationType'];
    locked: boolean;
    permissions: string[] | null;
  }>(
    `SELECT u.user_type, u.lender_id, u.organisation_id, o.organisation_type, u.locked,
            (SELECT array_agg(p.category_id || ':' || p.rule_id) FROM group_permissions p
              WHERE p.group_id = u.group_id) AS permissions
       FROM users u JOIN organisations o ON o.organisation_id = u.organisation_id
      WHERE u.user_id = $1`,
    [userId],
  );
  if (!row || row.locked) throw new JobFailure('The owner of this export may no longer sign in.');
  return {
    userId,
    organisationId: row.organisation_id,
    organisationType: row.organisation_type,
    userType: row.user_type,
    lenderId: row.lender_id,
    // As applicationLenderScope: a lender user without a lender sees nothing.
    lenderScope: row.user_type === 'lender' ? (row.lender_id ?? 0) : null,
    permissions: new Set(row.permissions ?? []),
  };
}

const isoTimestamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Each export field of the credit application report as text. Related rows come by scalar
 * subqueries, looked up by key for the batch's rows only: a join let the planner hash a whole
 * table (every consumer) for each batch.
 */
function fieldColumn(field: string, showConsumer: boolean): string {
  switch (field) {
    case 'credit_application_id':
      return 'a.credit_application_id::text';
    case 'credit_request_id':
      return 'a.credit_request_id::text';
    case 'consumer':
      return showConsumer
        ? `CASE WHEN a.data_protection_hidden THEN NULL
                ELSE (SELECT concat_ws(' ', c.title, c.forename, c.surname) FROM consumers c
                       WHERE c.credit_application_id = a.credit_application_id) END`
        : 'NULL::text';
    case 'originator.name':
      return '(SELECT r.name FROM retailers r WHERE r.retailer_id = a.retailer_id)';
    case 'retailer_reference':
      return 'a.retailer_reference';
    case 'retailer_installation_name':
      return 'a.retailer_installation_name';
    case 'loan_type.code':
      return 'a.loan_type';
    case 'advance':
      // Pounds with two decimals, exact: pence are whole numbers.
      return '(a.advance_pence::numeric / 100)::numeric(12, 2)::text';
    case 'finance.product.product_code':
      return 'a.product_code';
    case 'lender':
      return '(SELECT ln.name FROM lenders ln WHERE ln.lender_id = a.lender_id)';
    case 'lender_reference':
      return 'a.lender_reference';
    case 'current_status.status':
      return 'a.current_status';
    case 'current_status.current_reason':
      return 'a.current_reason';
    case 'current_status.timestamp':
      return isoTimestamp('a.status_timestamp');
    case 'time_submitted':
      return isoTimestamp('a.time_submitted');
    default:
      throw new JobFailure(`The credit_application report has no field ${field}.`);
  }
}

const keyTypes: Record<string, string> = {
  'a.status_timestamp': 'timestamptz',
  'a.time_submitted': 'timestamptz',
  'a.credit_application_id': 'bigint',
};

interface OrderKey {
  column: string;
  descending: boolean;
}

/** The requested order (the list's default without one), made total by the application id. */
function orderKeys(order: readonly string[]): OrderKey[] {
  const keys = (order.length > 0 ? order : ['-timestamp']).map((key) => {
    const descending = key.startsWith('-');
    const column = sortColumns[descending ? key.slice(1) : key];
    if (!column) throw new JobFailure(`The report cannot be sorted by ${key}.`);
    return { column, descending };
  });
  if (!keys.some((key) => key.column === 'a.credit_application_id')) {
    keys.push({ column: 'a.credit_application_id', descending: keys[0]!.descending });
  }
  return keys;
}

/**
 * Rows after the last one written. One direction throughout compares row values, which an
 * index range can start from; mixed directions need the expanded form.
 */
function keysetCondition(keys: OrderKey[], last: readonly string[], param: (v: unknown) => string) {
  const values = keys.map((key, index) => `${param(last[index])}::${keyTypes[key.column]}`);
  if (keys.every((key) => key.descending === keys[0]!.descending)) {
    const comparison = keys[0]!.descending ? '<' : '>';
    return `(${keys.map((key) => key.column).join(', ')}) ${comparison} (${values.join(', ')})`;
  }
  const alternatives = keys.map((key, index) => {
    const equalBefore = keys.slice(0, index).map((before, i) => `${before.column} = ${values[i]}`);
    return [...equalBefore, `${key.column} ${key.descending ? '<' : '>'} ${values[index]}`].join(
      ' AND ',
    );
  });
  return `(${alternatives.map((alternative) => `(${alternative})`).join(' OR ')})`;
}

export interface CreditApplicationExport {
  filters: ApplicationFilters;
  fields: readonly string[];
  order: readonly string[];
}

/** Matching rows, counted no further than one past the limit. */
export async function countExportRows(
  sql: Sql,
  filters: ApplicationFilters,
  lenderScope: number | null,
): Promise<number> {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const filter = applicationFilterSql(filters, lenderScope, param);
  const [counted] = await sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (
       SELECT 1 FROM credit_applications a WHERE ${filter} LIMIT ${EXPORT_ROW_LIMIT + 1}) counted`,
    values,
  );
  return counted?.total ?? 0;
}

/**
 * Writes the credit application report as CSV into storage, batch by batch: each batch is one
 * short query that starts after the last row written (keyset), so memory stays flat and no
 * transaction or cursor holds PGlite's single connection for the whole export.
 */
export async function writeCreditApplicationExport(
  sql: Sql,
  storage: FileStorage,
  key: string,
  owner: ExportOwner,
  definition: CreditApplicationExport,
  batchRows = EXPORT_BATCH_ROWS,
): Promise<{ rowCount: number; size: number }> {
  // The owner is read again for each run: a scheduled report stops once they lose either.
  if (
    !owner.permissions.has(CREDIT_APPLICATION_REPORT_PERMISSION) ||
    !owner.permissions.has(PERMISSIONS.exportReports)
  ) {
    throw new JobFailure('You do not have permission to do this.');
  }
  if ((await countExportRows(sql, definition.filters, owner.lenderScope)) > EXPORT_ROW_LIMIT) {
    throw new JobFailure(exportLimitMessage(EXPORT_ROW_LIMIT));
  }
  const showConsumer = owner.permissions.has(APPLICATION_PERMISSIONS.viewConsumer);
  const columns = definition.fields.map((field) => fieldColumn(field, showConsumer));
  const keys = orderKeys(definition.order);
  const orderSql = keys.map((key) => `${key.column} ${key.descending ? 'DESC' : 'ASC'}`).join(', ');
  let rowCount = 0;
  async function* chunks() {
    yield Buffer.from(csvLine(exportFieldLabels('credit_application', definition.fields)));
    let last: string[] | null = null;
    for (;;) {
      const values: unknown[] = [];
      const param = (value: unknown) => {
        values.push(value);
        return `$${values.length}`;
      };
      const filter = applicationFilterSql(definition.filters, owner.lenderScope, param);
      const after = last ? ` AND ${keysetCondition(keys, last, param)}` : '';
      const rows = await sql.queryArrays(
        `SELECT ${[...columns, ...keys.map((k) => `${k.column}::text`)].join(', ')}
           FROM (SELECT a.* FROM credit_applications a
                  WHERE ${filter}${after}
                  ORDER BY ${orderSql}
                  LIMIT ${batchRows}) a
          ORDER BY ${orderSql}`,
        values,
      );
      if (rows.length === 0) return;
      rowCount += rows.length;
      yield Buffer.from(
        rows.map((row) => csvLine(row.slice(0, columns.length) as (string | null)[])).join(''),
      );
      await faultPoint('export-after-first-batch');
      if (rows.length < batchRows) return;
      last = rows.at(-1)!.slice(columns.length) as string[];
    }
  }
  try {
    const { size } = await storage.put(key, Readable.from(chunks(), { objectMode: false }));
    return { rowCount, size };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/**
 * Writes one watch list's items as CSV into storage: the chosen upload columns under their
 * upload names, protected like every CSV. The owner's permission is checked again as it runs.
 */
export async function writeWatchListExport(
  sql: Sql,
  storage: FileStorage,
  key: string,
  owner: ExportOwner,
  definition: { watchListId: number; fields: readonly string[] },
): Promise<{ rowCount: number; size: number }> {
  if (!owner.permissions.has(WATCH_LIST_REPORT_PERMISSION)) {
    throw new JobFailure('You do not have permission to do this.');
  }
  const [list] = await sql.query<{ item_count: number }>(
    `SELECT item_count FROM fraud_watch_lists WHERE fraud_watch_list_id = $1 AND state = 'complete'`,
    [definition.watchListId],
  );
  if (!list) throw new JobFailure('The watch list no longer exists.');
  const { size } = await writeWatchListCsv(
    sql,
    storage,
    key,
    definition.watchListId,
    definition.fields,
  );
  return { rowCount: list.item_count, size };
}

/** Each field of the audit_trail report as a cell of an event the trail's list answers. */
const auditTrailCells: Record<string, (event: AuditEvent) => string | null> = {
  audit_id: (event) => String(event.audit_id),
  happened_at: (event) => event.happened_at,
  'user.name': (event) => event.user?.name ?? null,
  'ghosted_by.name': (event) => event.ghosted_by?.name ?? null,
  action: (event) => event.action,
  subject: (event) => event.subject,
  detail: (event) => (event.detail === null ? null : JSON.stringify(event.detail)),
  ip_address: (event) => event.ip_address,
};

/**
 * Writes the audit trail as CSV into storage, newest first, batch by batch after the last event
 * written: the rows, scope and withheld details of the trail's list, for the owner as they are
 * when it runs (the trail's permission and exporting both still held).
 */
export async function writeAuditTrailExport(
  sql: Sql,
  storage: FileStorage,
  key: string,
  owner: ExportOwner,
  definition: { filters: AuditFilters; fields: readonly string[] },
  batchRows = EXPORT_BATCH_ROWS,
): Promise<{ rowCount: number; size: number }> {
  if (
    !owner.permissions.has(AUDIT_TRAIL_REPORT_PERMISSION) ||
    !owner.permissions.has(PERMISSIONS.exportReports)
  ) {
    throw new JobFailure('You do not have permission to do this.');
  }
  let scope: number | null;
  try {
    scope = auditScope(owner);
  } catch (error) {
    if (error instanceof HttpError) throw new JobFailure(error.message);
    throw error;
  }
  if (
    (await countAuditEvents(sql, definition.filters, scope, EXPORT_ROW_LIMIT)) > EXPORT_ROW_LIMIT
  ) {
    throw new JobFailure(exportLimitMessage(EXPORT_ROW_LIMIT));
  }
  const cells = definition.fields.map((field) => {
    const cell = auditTrailCells[field];
    if (!cell) throw new JobFailure(`The audit_trail report has no field ${field}.`);
    return cell;
  });
  let rowCount = 0;
  async function* chunks() {
    yield Buffer.from(csvLine(exportFieldLabels('audit_trail', definition.fields)));
    let beforeId: number | null = null;
    for (;;) {
      const events = await auditEventBatch(sql, owner, definition.filters, scope, {
        beforeId,
        size: batchRows,
      });
      if (events.length === 0) return;
      rowCount += events.length;
      yield Buffer.from(events.map((event) => csvLine(cells.map((cell) => cell(event)))).join(''));
      if (events.length < batchRows) return;
      beforeId = events.at(-1)!.audit_id;
    }
  }
  try {
    const { size } = await storage.put(key, Readable.from(chunks(), { objectMode: false }));
    return { rowCount, size };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
