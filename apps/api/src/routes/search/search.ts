import { invalid } from '../../http/errors';
import { autocommit, sessionOf, type OperationHandlers } from '../../http/operations';
import { mayReadMerchants, queryParams, retailerScopeSql } from '../retailers/access';

/** Past this many matches the console shows "100+" instead of counting on. */
export const SEARCH_COUNT_LIMIT = 100;

const VIEW_CONSUMER_DATA = '100:10';
const CREDIT_APPLICATION_LIST = '200:1';

interface SearchRow {
  type: 'retailers' | 'credit_applications';
  id: string;
  title: string | null;
  /** How many matches there are in all, on every row. */
  matched: number;
}

/**
 * Quick search over merchants (id, name) and credit applications (id, retailer reference, and
 * for users who may see consumers: consumer name, email and postcode, of applications not
 * hidden by data protection). Exact id and reference matches rank first, then by trigram
 * similarity; a lender sees only its own applications and the merchants its lender deals with,
 * and merchants are found only for users of the merchant lists.
 */
export const searchHandlers: OperationHandlers = {
  search: autocommit(async (context) => {
    const principal = sessionOf(context);
    const term = String(context.params.searchTerm).trim();
    if (term.length < 3 || term.length > 100) {
      throw invalid('Search for between 3 and 100 characters.', [
        { property: 'searchTerm', message: 'must be between 3 and 100 characters' },
      ]);
    }
    const query = context.query as { page?: number; perPage?: number };
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 15;
    const like = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    // Compared as a number, so that the primary keys' indexes serve it (an id cast to text would
    // scan every application); without leading zeros, as an id's text has none.
    const numericId = /^[1-9]\d{0,14}$/.test(term) ? term : null;
    const postcode = term.toUpperCase().replace(/\s/g, '');
    const showConsumer = principal.permissions.has(VIEW_CONSUMER_DATA);
    const { values, param } = queryParams([
      term,
      numericId,
      like,
      postcode,
      showConsumer,
      principal.lenderId,
    ]);
    // Merchants as the merchant lists show them: to their readers, within the user's scope.
    const merchantScope = mayReadMerchants(principal)
      ? retailerScopeSql(principal, 'r', param)
      : 'false';
    // Applications only for users of the application list; a merchant's user, its own only.
    const applicationScope = !principal.permissions.has(CREDIT_APPLICATION_LIST)
      ? 'false'
      : principal.organisationType === 'retailer'
        ? `a.retailer_id = ${param(principal.retailerId ?? 0)}`
        : 'true';
    // Personal data is neither shown nor matched where it may not be seen: matching on it alone
    // would tell who an application belongs to.
    const consumerMatches = `$5 AND NOT a.data_protection_hidden AND (
              (c.forename || ' ' || c.surname) ILIKE $3 OR c.email_address ILIKE $3
              OR EXISTS (SELECT 1 FROM addresses d WHERE d.credit_application_id = a.credit_application_id
                            AND replace(upper(d.postcode), ' ', '') = $4))`;
    // The applications' ids come from one index each (id, reference, the name and email trigram
    // indexes, the postcode) rather than from one OR over the join, which read every application
    // (450 ms at 50,000); gathered into an array, so that the planner looks each up by its key
    // instead of hashing whole tables. The full condition then holds for each one found.
    const matches = `
      SELECT 'retailers' AS type, r.retailer_id::text AS id, r.name AS title,
             CASE WHEN r.retailer_id = $2::bigint THEN 2 ELSE similarity(r.name, $1) END AS score
        FROM retailers r
       WHERE (r.name ILIKE $3 OR r.retailer_id = $2::bigint) AND ${merchantScope}
      UNION ALL
      SELECT 'credit_applications', a.credit_application_id::text,
             CASE WHEN $5 AND NOT a.data_protection_hidden THEN c.forename || ' ' || c.surname END,
             CASE WHEN a.credit_application_id = $2::bigint OR a.retailer_reference = $1 THEN 2
                  WHEN NOT $5 OR a.data_protection_hidden THEN 0
                  ELSE greatest(similarity(c.forename || ' ' || c.surname, $1),
                                similarity(coalesce(c.email_address, ''), $1)) END
        FROM credit_applications a
        JOIN consumers c ON c.credit_application_id = a.credit_application_id
       WHERE a.credit_application_id = ANY (ARRAY(
               SELECT credit_application_id FROM credit_applications WHERE credit_application_id = $2::bigint
               UNION SELECT credit_application_id FROM credit_applications WHERE retailer_reference = $1
               UNION SELECT credit_application_id FROM consumers
                      WHERE $5 AND (forename || ' ' || surname) ILIKE $3
               UNION SELECT credit_application_id FROM consumers WHERE $5 AND email_address ILIKE $3
               UNION SELECT credit_application_id FROM addresses
                      WHERE $5 AND replace(upper(postcode), ' ', '') = $4))
         AND ($6::int IS NULL OR a.lender_id = $6) AND ${applicationScope}
         AND (a.credit_application_id = $2::bigint OR a.retailer_reference = $1
              OR (${consumerMatches}))`;
    // Ranking reads every match anyway, so the page carries their number with it; only a page
    // past the last match, which has no row to carry it, counts them on its own.
    const rows = await context.sql.query<SearchRow>(
      `SELECT type, id, title, count(*) OVER ()::int AS matched FROM (${matches}) m
        ORDER BY score DESC, type, id::bigint DESC
        LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      values,
    );
    const matched =
      rows[0]?.matched ??
      (
        await context.sql.query<{ matched: number }>(
          `SELECT count(*)::int AS matched FROM (${matches} LIMIT ${SEARCH_COUNT_LIMIT + 1}) m`,
          values,
        )
      )[0]!.matched;
    const count = Math.min(matched, SEARCH_COUNT_LIMIT + 1);
    return {
      status: 200,
      body: {
        results: rows.map((row) => ({
          type: row.type,
          id: Number(row.id),
          title: row.title ?? (row.type === 'credit_applications' ? 'N/A' : ''),
        })),
        results_count: count,
      },
    };
  }),
};
