import type { Sql } from '../../db/database';
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
}

/**
 * Quick search (ADR 0077) over merchants (id, or a run of words of the name that the term
 * starts) and credit applications (id, retailer reference, and for users who may see consumers:
 * postcode, a run of words of the consumer's name that the term starts, or the start of the email
 * address or of its domain, for applications not hidden by data protection). Applications found
 * by id, reference or postcode come first, newest first; then merchants and applications found by
 * their words, in turn, each in the order of the words matched and then newest first. A lender
 * sees only its own applications and the merchants its lender deals with, and merchants are found
 * only for users of the merchant lists.
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
    const offset = (page - 1) * perPage;
    // Each kind of match is read only as far as this page or the count ("100+") needs.
    const wanted = Math.max(offset + perPage, SEARCH_COUNT_LIMIT + 1);
    const showConsumer = principal.permissions.has(VIEW_CONSUMER_DATA);
    const listsApplications = principal.permissions.has(CREDIT_APPLICATION_LIST);
    const readsMerchants = mayReadMerchants(principal);
    // A merchant's user finds its own merchant's applications only.
    const merchantOnly =
      principal.organisationType === 'retailer' ? (principal.retailerId ?? 0) : null;
    const lender = principal.lenderId ?? null;

    const { values, param } = queryParams();
    // Compared as a number, so that the primary keys' indexes serve it (an id cast to text would
    // scan every application); without leading zeros, as an id's text has none.
    const numericId = param(/^[1-9]\d{0,14}$/.test(term) ? term : null);
    const consumerShown = param(showConsumer);
    const reference = param(term);
    const lenderOnly = param(lender);
    const ofMerchant = param(merchantOnly);
    // Personal data is neither shown nor matched where it may not be seen: matching on it alone
    // would tell who an application belongs to.
    const exact = await context.sql.query<SearchRow>(
      `(SELECT 'credit_applications' AS type, a.credit_application_id::text AS id,
               CASE WHEN ${consumerShown} AND NOT a.data_protection_hidden
                    THEN c.forename || ' ' || c.surname END AS title
          FROM credit_applications a
          JOIN consumers c ON c.credit_application_id = a.credit_application_id
         WHERE a.credit_application_id = ANY (ARRAY(
                 SELECT credit_application_id FROM credit_applications
                  WHERE credit_application_id = ${numericId}::bigint
                 UNION SELECT credit_application_id FROM credit_applications
                  WHERE retailer_reference = ${reference}
                 UNION SELECT credit_application_id FROM addresses
                  WHERE ${consumerShown}
                    AND replace(upper(postcode), ' ', '') = ${param(term.toUpperCase().replace(/\s/g, ''))}))
           AND ${param(listsApplications)}
           AND (${lenderOnly}::int IS NULL OR a.lender_id = ${lenderOnly})
           AND (${ofMerchant}::int IS NULL OR a.retailer_id = ${ofMerchant})
           AND (a.credit_application_id = ${numericId}::bigint OR a.retailer_reference = ${reference}
                OR (${consumerShown} AND NOT a.data_protection_hidden))
         ORDER BY a.credit_application_id DESC LIMIT ${wanted})
       UNION ALL
       (SELECT 'retailers', r.retailer_id::text, r.name FROM retailers r
         WHERE r.retailer_id = ${numericId}::bigint
           AND ${readsMerchants ? retailerScopeSql(principal, 'r', param) : 'false'})`,
      values,
    );
    const found = new Set(exact.map((row) => `${row.type} ${row.id}`));
    const notFoundYet = (row: SearchRow) => !found.has(`${row.type} ${row.id}`);
    const patterns = [...new Set([searchPhrase(term), term.toLowerCase()])].map(
      (prefix) => `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`,
    );

    const merchants = readsMerchants
      ? (
          await firstByWords(
            context.sql,
            patterns,
            (pattern, param) => `SELECT r.retailer_id::text AS id, r.name AS title, m.words,
                     r.retailer_id AS newest
                FROM merchant_search_words m JOIN retailers r ON r.retailer_id = m.retailer_id
               WHERE m.words LIKE ${param(pattern)} AND ${retailerScopeSql(principal, 'r', param)}
               ORDER BY m.words, m.retailer_id DESC`,
            wanted,
          )
        )
          .map((row) => ({ type: 'retailers' as const, ...row }))
          .filter(notFoundYet)
      : [];
    const applications =
      showConsumer && listsApplications
        ? (
            await firstByWords(
              context.sql,
              patterns,
              (pattern, param) => `SELECT credit_application_id::text AS id, NULL AS title, words,
                       time_submitted AS newest
                  FROM application_search_words
                 WHERE words LIKE ${param(pattern)}
                   AND (${param(lender)}::int IS NULL OR lender_id = ${param(lender)})
                   AND (${param(merchantOnly)}::int IS NULL
                        OR retailer_id = ${param(merchantOnly)})
                 ORDER BY words, time_submitted DESC, credit_application_id DESC`,
              wanted,
            )
          )
            .map((row) => ({ type: 'credit_applications' as const, ...row }))
            .filter(notFoundYet)
        : [];

    // The console shows merchants and applications in sections of their own: taking them in turn
    // gives both a share of every page, where a common word such as "and" would otherwise fill
    // the first pages with one kind.
    const matches = [...exact, ...takeInTurn(merchants, applications)];
    const results = matches.slice(offset, offset + perPage);
    // Applications found by words are shown to users who see consumers only, so their names may be.
    const foundByWords = new Set(applications.map((row) => row.id));
    const named = results
      .filter((row) => row.type === 'credit_applications' && foundByWords.has(row.id))
      .map((row) => row.id);
    const names = new Map(
      (named.length
        ? await context.sql.query<{ id: string; title: string }>(
            `SELECT credit_application_id::text AS id, forename || ' ' || surname AS title
               FROM consumers WHERE credit_application_id = ANY ($1::bigint[])`,
            [named],
          )
        : []
      ).map((row) => [row.id, row.title]),
    );
    return {
      status: 200,
      body: {
        results: results.map((row) => ({
          type: row.type,
          id: Number(row.id),
          title:
            row.title ?? names.get(row.id) ?? (row.type === 'credit_applications' ? 'N/A' : ''),
        })),
        results_count: Math.min(matches.length, SEARCH_COUNT_LIMIT + 1),
      },
    };
  }),
};

function takeInTurn(first: SearchRow[], second: SearchRow[]): SearchRow[] {
  return Array.from({ length: Math.max(first.length, second.length) }, (_, index) => [
    ...first.slice(index, index + 1),
    ...second.slice(index, index + 1),
  ]).flat();
}

/**
 * A term as migration 0086 files names: lower case, every run of separators one space, so that
 * "Zebedee-M" finds "Zebedee-Marchbanks" and "smith & sons" finds "Smith & Sons".
 */
function searchPhrase(term: string) {
  return term
    .toLowerCase()
    .replace(/[\s,;:/&()+-]+/g, ' ')
    .trim();
}

/**
 * The first `wanted` rows found by words, in the words' order and then newest first, each once:
 * a row is filed under several runs of words and a term can start more than one of them ("mar"
 * starts "maria smith" and "marsh"), so more index entries are read than rows wanted, and more
 * again in the rare case that was too few. `select` reads one pattern's entries in that order;
 * with two patterns (a term as words and as typed, for an email) their entries are merged.
 */
async function firstByWords(
  sql: Sql,
  patterns: string[],
  select: (pattern: string, param: (value: unknown) => string) => string,
  wanted: number,
): Promise<Omit<SearchRow, 'type'>[]> {
  for (let entries = wanted * 4; ; entries *= 4) {
    const { values, param } = queryParams();
    const rows = await sql.query<Omit<SearchRow, 'type'>>(
      `SELECT id, title FROM (${patterns
        .map((pattern) => `(${select(pattern, param)} LIMIT ${entries})`)
        .join(' UNION ALL ')}) entries
        ORDER BY words, newest DESC, id::bigint DESC LIMIT ${entries}`,
      values,
    );
    const distinct = [...new Map(rows.map((row) => [row.id, row])).values()];
    if (distinct.length >= wanted || rows.length < entries) return distinct.slice(0, wanted);
  }
}
