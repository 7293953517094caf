import { defaultListedStatuses } from '@backoffice/domain/model';
import { invalidProperty } from '../../http/errors';
import { pageLinks, pageWindow, type ReportOrdering } from '../../http/keysetPaging';
import { sessionOf, type OperationContext } from '../../http/operations';
import { APPLICATION_PERMISSIONS, applicationLenderScope, isoString } from './access';
import { applicationLinks } from './links';

/** Counting stops here: the list shows "10,000+" rather than scan every matching row. */
export const TOTAL_CAP = 10_000;
const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 25;

interface ListQuery {
  page?: number;
  perPage?: number;
  'order[]'?: string[];
  'fields[]'?: string[];
  date_from?: string;
  date_to?: string;
  'status[]'?: string[];
  historic?: boolean;
  credit_sentry_flagged?: boolean;
  retailer_name?: string;
  'decision_policy_id[]'?: number[];
  'product_package_id[]'?: number[];
  after?: string;
  before?: string;
}

/** Sortable columns: each is the leading column of an index of migration 0003. */
export const sortColumns: Record<string, string> = {
  timestamp: 'a.status_timestamp',
  time_submitted: 'a.time_submitted',
  credit_application_id: 'a.credit_application_id',
};

const applicationOrdering: ReportOrdering = {
  sortColumns,
  timestampColumn: sortColumns.timestamp!,
  idColumn: 'a.credit_application_id',
  perPage: { default: DEFAULT_PER_PAGE, max: MAX_PER_PAGE },
};

const alwaysFields = [
  'credit_application_id',
  'consumer_name',
  'retailer_id',
  'retailer_name',
  'loan_type',
  'advance_pence',
  'current_status',
  'credit_sentry_flagged',
  'time_submitted',
];
const optionalFields = ['status_logs', 'product_code', 'retailer_reference', 'lender'] as const;
type OptionalField = (typeof optionalFields)[number];

interface SummaryRow {
  credit_application_id: number;
  consumer_name: string | null;
  retailer_id: number;
  retailer_name: string;
  loan_type: 'IS' | 'ON' | 'BL';
  advance_pence: number;
  current_status: string;
  current_reason: string | null;
  status_timestamp: Date | string;
  time_submitted: Date | string;
  data_protection_hidden: boolean;
  credit_sentry_flagged: boolean;
  product_code: string;
  retailer_reference: string | null;
  lender_id: number | null;
  lender_name: string | null;
  status_logs?: { status: string; current_reason: string | null; timestamp: string }[];
}

/** The report's filters by their query parameter names without `[]`; absent = the default. */
export interface ApplicationFilters {
  date_from?: string | undefined;
  date_to?: string | undefined;
  status?: readonly string[] | undefined;
  historic?: boolean | undefined;
  credit_sentry_flagged?: boolean | undefined;
  retailer_name?: string | undefined;
  decision_policy_id?: readonly number[] | undefined;
  product_package_id?: readonly number[] | undefined;
}

/**
 * The WHERE conditions of the credit application report over `credit_applications a`: the
 * lender's scope, the filters and their defaults. `param` adds a value and names its placeholder.
 * The list and the export job share it, so an export holds exactly the rows the list shows.
 */
export function applicationFilterSql(
  filters: ApplicationFilters,
  lenderScope: number | null,
  param: (value: unknown) => string,
): string {
  const conditions: string[] = [];
  if (lenderScope !== null) conditions.push(`a.lender_id = ${param(lenderScope)}`);
  conditions.push(
    `a.current_status = ANY(${param(filters.status ?? [...defaultListedStatuses])}::text[])`,
  );
  if (filters.date_from) {
    conditions.push(`a.status_timestamp >= ${param(filters.date_from)}::date`);
  }
  if (filters.date_to) {
    // Inclusive: the whole of the last day.
    conditions.push(`a.status_timestamp < ${param(filters.date_to)}::date + 1`);
  }
  conditions.push(`a.data_protection_hidden = ${param(filters.historic ?? false)}`);
  if (filters.credit_sentry_flagged !== undefined) {
    conditions.push(`a.credit_sentry_flagged = ${param(filters.credit_sentry_flagged)}`);
  }
  const retailerConditions: string[] = [];
  if (filters.retailer_name) {
    const pattern = `%${filters.retailer_name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    retailerConditions.push(`r.name ILIKE ${param(pattern)}`);
  }
  if (filters.decision_policy_id?.length) {
    retailerConditions.push(`r.decision_policy_id = ANY(${param(filters.decision_policy_id)})`);
  }
  if (filters.product_package_id?.length) {
    retailerConditions.push(`r.product_package_id = ANY(${param(filters.product_package_id)})`);
  }
  if (retailerConditions.length > 0) {
    conditions.push(
      `a.retailer_id IN (SELECT r.retailer_id FROM retailers r WHERE ${retailerConditions.join(' AND ')})`,
    );
  }
  return conditions.join(' AND ');
}

/**
 * The credit application report. Every filter and sort rides an index of migration 0003 (status
 * date, status + status date, lender + status date, retailer + status date), pages come by
 * OFFSET or by a keyset cursor, and the total is counted only up to TOTAL_CAP.
 */
export async function listCreditApplications(context: OperationContext) {
  const principal = sessionOf(context);
  const query = context.query as ListQuery;

  const fields = new Set<OptionalField>();
  for (const field of query['fields[]'] ?? []) {
    if ((optionalFields as readonly string[]).includes(field)) fields.add(field as OptionalField);
    else if (!alwaysFields.includes(field))
      throw invalidProperty('fields[]', `has no field ${field}`);
  }

  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const filter = applicationFilterSql(
    {
      date_from: query.date_from,
      date_to: query.date_to,
      status: query['status[]'],
      historic: query.historic,
      credit_sentry_flagged: query.credit_sentry_flagged,
      retailer_name: query.retailer_name,
      decision_policy_id: query['decision_policy_id[]'],
      product_package_id: query['product_package_id[]'],
    },
    applicationLenderScope(principal),
    param,
  );
  const filterValues = [...values];

  const { page, perPage, condition, orderSql, offset, cursor, keyset } = pageWindow(
    query,
    applicationOrdering,
    param,
  );

  const showConsumer = principal.permissions.has(APPLICATION_PERMISSIONS.viewConsumer);
  const statusLogs = fields.has('status_logs')
    ? `, COALESCE((SELECT json_agg(json_build_object('status', l.status, 'current_reason', l.reason,
                    'timestamp', l.logged_at) ORDER BY l.logged_at DESC, l.status_log_id DESC)
                   FROM status_logs l WHERE l.credit_application_id = a.credit_application_id),
                 '[]'::json) AS status_logs`
    : '';
  // One more row than asked tells whether a next page exists.
  const rows = await context.sql.query<SummaryRow>(
    `SELECT a.credit_application_id::int AS credit_application_id, a.retailer_id, r.name AS retailer_name,
            a.loan_type, a.advance_pence, a.current_status, a.current_reason, a.status_timestamp,
            a.time_submitted, a.data_protection_hidden, a.product_code, a.retailer_reference,
            a.lender_id, ln.name AS lender_name,
            ${showConsumer ? "CASE WHEN a.data_protection_hidden THEN NULL ELSE concat_ws(' ', c.title, c.forename, c.surname) END" : 'NULL::text'} AS consumer_name,
            a.credit_sentry_flagged
            ${statusLogs}
       FROM (SELECT a.credit_application_id FROM credit_applications a
              WHERE ${filter}${condition}
              ORDER BY ${orderSql}
              LIMIT ${perPage + 1} OFFSET ${offset}) page
       -- The page's ids come from the report index alone (an index-only scan, even deep into
       -- the table by OFFSET); only the rows of the page are read from the table.
       JOIN credit_applications a ON a.credit_application_id = page.credit_application_id
       JOIN retailers r ON r.retailer_id = a.retailer_id
       LEFT JOIN lenders ln ON ln.lender_id = a.lender_id
       LEFT JOIN consumers c ON c.credit_application_id = a.credit_application_id
      ORDER BY ${orderSql}`,
    values,
  );
  const hasMore = rows.length > perPage;
  const pageRows = rows.slice(0, perPage);
  if (cursor && !cursor.forward) pageRows.reverse();

  const [counted] = await context.sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (
       SELECT 1 FROM credit_applications a WHERE ${filter} LIMIT ${TOTAL_CAP + 1}) counted`,
    filterValues,
  );
  const total = Math.min(counted?.total ?? 0, TOTAL_CAP);

  const items = pageRows.map((row) => ({
    credit_application_id: row.credit_application_id,
    consumer_name: row.consumer_name || null,
    retailer_id: row.retailer_id,
    retailer_name: row.retailer_name,
    loan_type: row.loan_type,
    advance_pence: row.advance_pence,
    current_status: {
      status: row.current_status,
      current_reason: row.current_reason,
      timestamp: isoString(row.status_timestamp),
    },
    credit_sentry_flagged: row.credit_sentry_flagged,
    time_submitted: isoString(row.time_submitted),
    ...(fields.has('status_logs')
      ? {
          status_logs: (row.status_logs ?? []).map((log) => ({
            ...log,
            timestamp: isoString(log.timestamp),
          })),
        }
      : {}),
    ...(fields.has('product_code') ? { product_code: row.product_code } : {}),
    ...(fields.has('retailer_reference') ? { retailer_reference: row.retailer_reference } : {}),
    ...(fields.has('lender')
      ? {
          lender:
            row.lender_id === null
              ? null
              : { lender_id: row.lender_id, display_name: row.lender_name ?? '' },
        }
      : {}),
    _links: applicationLinks(principal, row),
  }));

  return {
    status: 200,
    headers: { 'content-type': 'application/hal+json' },
    body: {
      _links: pageLinks({
        path: '/credit-applications',
        query: context.query as Record<string, unknown>,
        page,
        perPage,
        hasMore,
        cursor,
        keyset,
        first: pageRows[0] && rowKey(pageRows[0]),
        last: pageRows.at(-1) && rowKey(pageRows.at(-1)!),
      }),
      _embedded: { items },
      meta: { page, perPage, total, total_capped: (counted?.total ?? 0) > TOTAL_CAP },
    },
  };
}

const rowKey = (row: SummaryRow) => ({
  timestamp: isoString(row.status_timestamp),
  id: row.credit_application_id,
});
