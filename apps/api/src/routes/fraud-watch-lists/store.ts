import { parseWatchListItem, type WatchListItemInput } from '@backoffice/domain/model';
import type { Sql } from '../../db/database';
import { invalid, type ErrorProperty } from '../../http/errors';
import { isoString } from '../credit-applications/access';
import { watchListItemColumns, watchListItemValues } from './itemColumns';

export const WATCH_LIST_NOT_FOUND = 'Watch list not found.';

/** What a list row answers with: the contract's FraudWatchListSummary. */
export interface WatchListRow {
  fraud_watch_list_id: number;
  start_time: Date | string;
  end_time: Date | string | null;
  item_count: number;
  enabled: boolean;
}

export const watchListColumnsSql =
  'l.fraud_watch_list_id, l.start_time, l.end_time, l.item_count, l.enabled';

export function toWatchListSummary(row: WatchListRow) {
  return {
    fraud_watch_list_id: row.fraud_watch_list_id,
    start_time: isoString(row.start_time),
    end_time: row.end_time === null ? null : isoString(row.end_time),
    item_count: row.item_count,
    enabled: row.enabled,
  };
}

/** Problems named after the request's items (items.{i}.{field}), the first twenty of them. */
const MAX_LISTED_PROBLEMS = 20;

/**
 * Checks each item with the domain's schema, as the console checked each CSV row, and returns
 * them normalised; 400 ERR_FRONT_END_VALIDATION_ERROR naming the items that fail.
 */
export function checkedItems(items: readonly unknown[]): WatchListItemInput[] {
  const checked: WatchListItemInput[] = [];
  const problems: ErrorProperty[] = [];
  items.forEach((item, index) => {
    const parsed = parseWatchListItem(item);
    if (parsed.item) checked.push(parsed.item);
    else {
      for (const problem of parsed.problems) {
        problems.push({ property: `items.${index}.${problem.field}`, message: problem.message });
      }
    }
  });
  if (problems.length > 0) {
    throw invalid(
      `${problems.length === 1 ? 'An item is' : 'Items are'} not valid.`,
      problems.slice(0, MAX_LISTED_PROBLEMS),
    );
  }
  return checked;
}

export async function insertWatchListItems(
  sql: Sql,
  watchListId: number,
  userId: number | null,
  items: readonly WatchListItemInput[],
) {
  await sql.insertRows(
    'fraud_watch_list_items',
    ['fraud_watch_list_id', 'user_id', ...watchListItemColumns],
    items.map((item) => [watchListId, userId, ...watchListItemValues(item)]),
  );
}

/**
 * Enabling is serialised: at most one list is enabled (a unique index says so), and two
 * requests enabling lists at once must not both find the other still enabled.
 */
async function lockEnabledList(sql: Sql) {
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext('fraud_watch_lists.enabled'))`);
}

/** Ends the enabled list, if there is one other than `except`. */
async function endEnabledList(sql: Sql, except: number) {
  await sql.query(
    `UPDATE fraud_watch_lists SET enabled = false, end_time = now()
      WHERE enabled AND fraud_watch_list_id <> $1`,
    [except],
  );
}

/**
 * Makes a fully received list the enabled one from now on and ends the previous list, in the
 * caller's transaction (merchants.md section 4: a new list is enabled at once).
 */
export async function completeWatchList(
  sql: Sql,
  watchListId: number,
  itemCount: number,
): Promise<WatchListRow> {
  await lockEnabledList(sql);
  await endEnabledList(sql, watchListId);
  const [row] = (await sql.query<WatchListRow>(
    `UPDATE fraud_watch_lists l
        SET state = 'complete', enabled = true, start_time = now(), end_time = NULL,
            item_count = $2, upload_expires_at = NULL
      WHERE fraud_watch_list_id = $1
      RETURNING ${watchListColumnsSql}`,
    [watchListId, itemCount],
  )) as [WatchListRow];
  await sql.query('DELETE FROM fraud_watch_list_upload_chunks WHERE fraud_watch_list_id = $1', [
    watchListId,
  ]);
  return row;
}

/** Enables an earlier list again (ending the enabled one) or disables the enabled one. */
export async function setWatchListEnabled(
  sql: Sql,
  watchListId: number,
  enabled: boolean,
): Promise<WatchListRow | undefined> {
  await lockEnabledList(sql);
  if (enabled) await endEnabledList(sql, watchListId);
  const [row] = await sql.query<WatchListRow>(
    `UPDATE fraud_watch_lists l
        SET enabled = $2,
            end_time = CASE WHEN $2 THEN NULL
                            WHEN l.enabled THEN now()
                            ELSE l.end_time END
      WHERE fraud_watch_list_id = $1 AND state = 'complete'
      RETURNING ${watchListColumnsSql}`,
    [watchListId, enabled],
  );
  return row;
}

/** A new list row, hidden and disabled until `completeWatchList`. */
export async function createUploadingList(
  sql: Sql,
  userId: number,
  itemCount: number,
  expiresInMinutes: number,
): Promise<{ fraud_watch_list_id: number; upload_expires_at: Date | string }> {
  const [row] = (await sql.query<{ fraud_watch_list_id: number; upload_expires_at: Date }>(
    `INSERT INTO fraud_watch_lists (state, enabled, start_time, expected_items, upload_expires_at,
                                    created_by)
     VALUES ('uploading', false, NULL, $1, now() + make_interval(mins => $2), $3)
     RETURNING fraud_watch_list_id, upload_expires_at`,
    [itemCount, expiresInMinutes, userId],
  )) as [{ fraud_watch_list_id: number; upload_expires_at: Date }];
  return row;
}

/**
 * Deletes uploads left unfinished past their expiry, with everything they received; the job
 * worker calls this now and then. Returns how many it deleted.
 */
export async function deleteExpiredWatchListUploads(sql: Sql): Promise<number> {
  const deleted = await sql.query(
    `DELETE FROM fraud_watch_lists
      WHERE state = 'uploading' AND upload_expires_at < now()
      RETURNING fraud_watch_list_id`,
  );
  return deleted.length;
}
