import {
  WATCH_LIST_MATCH_FLAG,
  applicationMatchKeys,
  hasMatchKeys,
  matchedKinds,
  watchListSentrySection,
  type ApplicationMatchFacts,
  type WatchListHit,
} from '@backoffice/domain/model';
import { json, type Sql } from '../../db/database';

/** Hits beyond these are not listed on the application (one is enough to flag it). */
const MAX_HITS = 20;

interface ItemKeysRow {
  fraud_watch_list_item_id: number;
  match_postcode: string | null;
  match_phone: string | null;
  match_mobile: string | null;
  match_email: string | null;
  match_bank_account: string | null;
  match_ip_address: string | null;
  match_name_postcode: string | null;
}

const itemKeyColumns = `fraud_watch_list_item_id, match_postcode, match_phone, match_mobile,
  match_email, match_bank_account, match_ip_address, match_name_postcode`;

/** One lookup per kind of key, each answered by its (list, key) index. */
const keyLookups = [
  'match_postcode = ANY($2::text[])',
  'match_phone = ANY($3::text[])',
  'match_mobile = ANY($3::text[])',
  'match_email = $4',
  'match_bank_account = $5',
  'match_ip_address = $6',
  'match_name_postcode = ANY($7::text[])',
].map(
  (condition) =>
    `SELECT ${itemKeyColumns} FROM fraud_watch_list_items
      WHERE fraud_watch_list_id = $1 AND ${condition}`,
);

/**
 * The items sharing a key with the application: a union of one lookup per kind of key rather
 * than one OR, so that each lookup is planned on its own index, whatever the planner guesses
 * about the list's size; the hits are ordered and cut only after.
 */
export const matchingItemsSql = `
  WITH hits AS MATERIALIZED (${keyLookups.join('\n UNION \n')})
  SELECT * FROM hits ORDER BY fraud_watch_list_item_id LIMIT ${MAX_HITS}`;

/** What of an application is matched: its consumer, its addresses and where it came from. */
async function applicationMatchFacts(
  sql: Sql,
  applicationId: number,
): Promise<ApplicationMatchFacts | undefined> {
  const [row] = await sql.query<{
    forename: string | null;
    surname: string | null;
    phone_number: string | null;
    mobile_number: string | null;
    email_address: string | null;
    bank_sortcode: string | null;
    bank_current_account: string | null;
    ip_address: string | null;
    postcodes: string[] | null;
  }>(
    `SELECT c.forename, c.surname, c.phone_number, c.mobile_number, c.email_address,
            c.bank_sortcode, c.bank_current_account, a.ip_address,
            (SELECT array_agg(ad.postcode ORDER BY ad.address_number) FROM addresses ad
              WHERE ad.credit_application_id = a.credit_application_id) AS postcodes
       FROM credit_applications a
       LEFT JOIN consumers c ON c.credit_application_id = a.credit_application_id
      WHERE a.credit_application_id = $1`,
    [applicationId],
  );
  if (!row) return undefined;
  return {
    forename: row.forename,
    surname: row.surname,
    postcodes: row.postcodes ?? [],
    phoneNumbers: [row.phone_number, row.mobile_number],
    emailAddress: row.email_address,
    sortCode: row.bank_sortcode,
    accountNumber: row.bank_current_account,
    ipAddress: row.ip_address,
  };
}

/**
 * The enabled list's items that share a key with the application. Each key is looked up in its
 * own index of the list (a bitmap OR of index scans), so the cost does not grow with the list.
 */
export async function findWatchListHits(sql: Sql, applicationId: number): Promise<WatchListHit[]> {
  const facts = await applicationMatchFacts(sql, applicationId);
  if (!facts) return [];
  const keys = applicationMatchKeys(facts);
  if (!hasMatchKeys(keys)) return [];
  const [enabled] = await sql.query<{ fraud_watch_list_id: number }>(
    'SELECT fraud_watch_list_id FROM fraud_watch_lists WHERE enabled',
  );
  if (!enabled) return [];
  const rows = await sql.query<ItemKeysRow>(matchingItemsSql, [
    enabled.fraud_watch_list_id,
    keys.postcodes,
    keys.phones,
    keys.email,
    keys.bank_account,
    keys.ip_address,
    keys.name_postcodes,
  ]);
  return rows.map((row) => ({
    fraud_watch_list_id: enabled.fraud_watch_list_id,
    fraud_watch_list_item_id: row.fraud_watch_list_item_id,
    kinds: matchedKinds(
      {
        postcode: row.match_postcode,
        phone: row.match_phone,
        mobile: row.match_mobile,
        email: row.match_email,
        bank_account: row.match_bank_account,
        ip_address: row.match_ip_address,
        name_postcode: row.match_name_postcode,
      },
      keys,
    ),
  }));
}

/**
 * Matches an application against the enabled watch list and records the outcome in its Credit
 * Sentry data: the WATCH_LIST_MATCH flag and a watch_list section naming the items and keys hit,
 * or neither when it no longer matches. Runs in the caller's transaction, where the application
 * was submitted or re-scored.
 */
export async function screenApplication(sql: Sql, applicationId: number): Promise<WatchListHit[]> {
  const hits = await findWatchListHits(sql, applicationId);
  const section = watchListSentrySection(hits);
  await sql.query(
    `INSERT INTO credit_sentry (credit_application_id, flags, content)
     VALUES ($1, CASE WHEN $2 THEN ARRAY[$3] ELSE '{}' END::text[],
             CASE WHEN $2 THEN jsonb_build_object('watch_list', $4::jsonb) ELSE '{}' END)
     ON CONFLICT (credit_application_id) DO UPDATE SET
       flags = array_remove(credit_sentry.flags, $3)
               || CASE WHEN $2 THEN ARRAY[$3] ELSE '{}' END::text[],
       content = (credit_sentry.content - 'watch_list')
                 || CASE WHEN $2 THEN jsonb_build_object('watch_list', $4::jsonb) ELSE '{}' END`,
    [applicationId, hits.length > 0, WATCH_LIST_MATCH_FLAG, json(section)],
  );
  return hits;
}
