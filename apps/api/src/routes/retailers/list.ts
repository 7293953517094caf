import type { components } from '@backoffice/api-client/schema';
import type { SessionPrincipal } from '../../auth/principal';
import { invalidProperty } from '../../http/errors';
import { pageLinks, pageWindow, type ReportOrdering } from '../../http/keysetPaging';
import { sessionOf, type OperationContext } from '../../http/operations';
import { isoString, lenderScope, queryParams, retailerScopeSql } from './access';
import { flagsVisible, quickViewNotesSql, toRetailerNote, type NoteRow } from './notes';
import { QUICK_VIEW_NOTES, assignmentsOf, type AssignmentColumns } from './read';

type RetailerSummary = components['schemas']['RetailerSummary'];

/** Counting stops here: the list shows "10,000+" rather than scan every matching row. */
export const RETAILER_TOTAL_CAP = 10_000;

interface ListQuery {
  page?: number;
  perPage?: number;
  'order[]'?: string[];
  date_from?: string;
  date_to?: string;
  'account_status[]'?: string[];
  'lender_status[]'?: string[];
  'account_manager_id[]'?: number[];
  'product_package_id[]'?: number[];
  'decision_policy_id[]'?: number[];
  name?: string;
  after?: string;
  before?: string;
  'fields[]'?: string[];
}

/** Optional columns a list asks for with fields[]. */
const optionalFields = ['notes'] as const;

/** Orderable columns, each leading an index of migration 0020; newest first by default. */
const merchantOrdering: ReportOrdering = {
  sortColumns: { created_at: 'r.created_at', retailer_id: 'r.retailer_id', name: 'r.name' },
  timestampColumn: 'r.created_at',
  idColumn: 'r.retailer_id',
  perPage: { default: 100, max: 100 },
};

/**
 * The lender status filter, on the lender columns the list indexes carry (migration 0020): for a
 * lender user its own lender's status; for the others any of the merchant's lenders ('null' also
 * matching a merchant given to no lender).
 */
function lenderStatusSql(
  principal: SessionPrincipal,
  statuses: readonly string[],
  param: (value: unknown) => string,
): string {
  const scope = lenderScope(principal);
  return scope === null
    ? `(r.lender_status_bits & retailer_lender_status_mask(${param(statuses)}::text[])) <> 0`
    : `r.lender_status_codes && retailer_lender_status_codes(${param(scope)}, ${param(statuses)}::text[])`;
}

/** The WHERE conditions of the merchant lists over `retailers r`: the user's scope and filters. */
function filterSql(
  principal: SessionPrincipal,
  query: ListQuery,
  param: (value: unknown) => string,
) {
  const conditions = [retailerScopeSql(principal, 'r', param)];
  if (query.date_from) conditions.push(`r.created_at >= ${param(query.date_from)}::date`);
  // Inclusive: the whole of the last day.
  if (query.date_to) conditions.push(`r.created_at < ${param(query.date_to)}::date + 1`);
  if (query['account_status[]']?.length) {
    conditions.push(`r.account_status = ANY(${param(query['account_status[]'])}::text[])`);
  }
  if (query['lender_status[]']?.length) {
    conditions.push(lenderStatusSql(principal, query['lender_status[]'], param));
  }
  const lists = [
    ['account_manager_id[]', 'account_manager_user_id'],
    ['product_package_id[]', 'product_package_id'],
    ['decision_policy_id[]', 'decision_policy_id'],
  ] as const;
  for (const [name, column] of lists) {
    if (query[name]?.length) conditions.push(`r.${column} = ANY(${param(query[name])}::int[])`);
  }
  const name = query.name?.trim();
  if (name) {
    const pattern = `%${name.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      /^\d{1,9}$/.test(name)
        ? `(r.name ILIKE ${param(pattern)} OR r.retailer_id = ${param(Number(name))})`
        : `r.name ILIKE ${param(pattern)}`,
    );
  }
  return conditions.join(' AND ');
}

interface SummaryRow extends AssignmentColumns {
  retailer_id: number;
  name: string;
  account_status: RetailerSummary['account_status'];
  created_at: Date | string;
  lender_statuses: RetailerSummary['lender_statuses'];
  flags: { id: number; message: string; type: 'retailer'; resolved: boolean; created_at: string }[];
  notes?: NoteRow[];
  note_count?: number;
}

/**
 * The merchant list and New Merchants: one report over `retailers`. A page's ids come from the
 * covering indexes of migration 0020 alone (the filters ride along in INCLUDE); only the page's
 * rows are read in full. Pages go by keyset cursor in the default order, else by OFFSET; the
 * total is counted up to RETAILER_TOTAL_CAP.
 */
async function listMerchants(context: OperationContext, path: string) {
  const principal = sessionOf(context);
  const query = context.query as ListQuery;

  const { values, param } = queryParams();
  const filter = filterSql(principal, query, param);
  const { page, perPage, condition, orderSql, offset, cursor, keyset } = pageWindow(
    query,
    merchantOrdering,
    param,
  );
  const showFlags = flagsVisible(principal);
  const scope = lenderScope(principal);
  const fields = new Set<string>();
  for (const field of query['fields[]'] ?? []) {
    if (!(optionalFields as readonly string[]).includes(field)) {
      throw invalidProperty('fields[]', `has no field ${field}`);
    }
    fields.add(field);
  }
  const countOrder = cursor ? 'r.created_at DESC, r.retailer_id DESC' : orderSql;
  const outerOrder = orderSql.replace(/\br\./g, 'page_rows.');
  // The list reads covering indexes. PostgreSQL prices a sequential scan of the wide merchant
  // rows below a walk of the narrower index, though reaching their last columns costs several
  // times more (bench-merchants, a lender's New Merchants: about 90 ms against 25 ms at 50,000
  // merchants), so this transaction does without sequential scans.
  await context.sql.query('SET LOCAL enable_seqscan = off');
  // One statement: the capped count, and the page's rows from the covering indexes alone (name
  // and every filter column ride along; one more row than asked tells whether a next page
  // exists). Only the page's rows are then joined to their manager, package, policy, flags,
  // lender statuses and latest notes. The count's row comes back even for an empty page.
  const rows = await context.sql.query<SummaryRow & { total: number }>(
    `WITH counted AS (
       SELECT count(*)::int AS total FROM (
         -- In the page's order, so that it walks the same covering index the page does.
         SELECT 1 FROM retailers r WHERE ${filter} ORDER BY ${countOrder}
          LIMIT ${RETAILER_TOTAL_CAP + 1}) capped)
     SELECT counted.total, page_rows.* FROM counted LEFT JOIN (
     SELECT p.retailer_id, p.name, p.account_status, p.created_at,
            am.user_id AS account_manager_id,
            NULLIF(concat_ws(' ', am.first_name, am.last_name), '') AS account_manager_name,
            pp.product_package_id, pp.name AS product_package_name,
            dp.decision_policy_id, dp.name AS decision_policy_name,
            dp.is_regulated AS decision_policy_regulated,
            ${
              showFlags
                ? `COALESCE((SELECT json_agg(json_build_object('id', f.flag_id, 'message', f.message,
                     'type', f.type, 'resolved', f.resolved, 'created_at', f.created_at)
                     ORDER BY f.created_at DESC, f.flag_id DESC)
                     FROM retailer_flags f WHERE f.retailer_id = p.retailer_id AND NOT f.resolved), '[]'::json)`
                : `'[]'::json`
            } AS flags,
            COALESCE((SELECT json_agg(json_build_object('lender_id', rl.lender_id, 'lender_name', l.name,
                        'status', rl.lender_status) ORDER BY rl.lender_id)
                        FROM retailer_lenders rl JOIN lenders l ON l.lender_id = rl.lender_id
                       WHERE rl.retailer_id = p.retailer_id
                         AND (${param(scope)}::int IS NULL OR rl.lender_id = ${param(scope)}::int)),
                     '[]'::json) AS lender_statuses,
            ${fields.has('notes') ? quickViewNotesSql(principal, 'p', QUICK_VIEW_NOTES, param) : `NULL AS notes, NULL AS note_count`}
       FROM (SELECT r.retailer_id, r.name, r.account_status, r.created_at,
                    r.account_manager_user_id,
                    r.product_package_id, r.decision_policy_id
               FROM retailers r
              WHERE ${filter}${condition}
              ORDER BY ${orderSql} LIMIT ${perPage + 1} OFFSET ${offset}) p
       LEFT JOIN users am ON am.user_id = p.account_manager_user_id
       LEFT JOIN product_packages pp ON pp.product_package_id = p.product_package_id
       LEFT JOIN decision_policies dp ON dp.decision_policy_id = p.decision_policy_id
     ) page_rows ON true
     ORDER BY ${outerOrder}`,
    values,
  );
  const counted = rows[0]?.total ?? 0;
  const found = rows.filter((row) => row.retailer_id !== null);
  const hasMore = found.length > perPage;
  const pageRows = found.slice(0, perPage);
  if (cursor && !cursor.forward) pageRows.reverse();
  const total = Math.min(counted, RETAILER_TOTAL_CAP);

  const items: RetailerSummary[] = pageRows.map((row) => {
    return {
      retailer_id: row.retailer_id,
      name: row.name,
      account_status: row.account_status,
      lender_status: row.lender_statuses[0]?.status ?? null,
      lender_statuses: row.lender_statuses,
      ...assignmentsOf(row),
      created_at: isoString(row.created_at),
      flag_count: row.flags.length,
      flags: row.flags.map((flag) => ({ ...flag, created_at: isoString(flag.created_at) })),
      ...(row.notes
        ? {
            notes: row.notes.map((note) => toRetailerNote(context, note, row.name)),
            note_count: row.note_count ?? 0,
          }
        : {}),
      // The quick view offers no actions: a row links to its merchant only.
      _links: { self: { href: `/retailers/${row.retailer_id}`, method: 'GET' } },
    };
  });

  const rowKey = (row: { retailer_id: number; created_at: Date | string }) => ({
    timestamp: isoString(row.created_at),
    id: row.retailer_id,
  });
  return {
    status: 200,
    headers: { 'content-type': 'application/hal+json' },
    body: {
      _links: pageLinks({
        path,
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
      meta: { page, perPage, total, total_capped: counted > RETAILER_TOTAL_CAP },
    },
  };
}

export const listRetailers = (context: OperationContext) => listMerchants(context, '/retailers');
export const listRetailerApplications = (context: OperationContext) =>
  listMerchants(context, '/retailer-applications');
