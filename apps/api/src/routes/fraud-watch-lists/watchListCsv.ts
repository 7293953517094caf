import { Readable } from 'node:stream';
import { csvLine, watchListColumns, type WatchListItemField } from '@backoffice/domain/model';
import type { Sql } from '../../db/database';
import type { FileStorage } from '../../storage/fileStorage';

/** Items per query while a list is written out: flat memory, short queries. */
export const WATCH_LIST_CSV_BATCH_ROWS = 5_000;

/** Where a list's CSV is kept once made: a committed list never changes, nor does its file. */
export const watchListFileKey = (watchListId: number) => `watch-lists/${watchListId}.csv`;

/**
 * A list's items as CSV in the upload's columns (so that a download uploads again unchanged),
 * every cell protected against formula injection, read in keyset batches of item ids.
 */
async function* watchListCsvChunks(
  sql: Sql,
  watchListId: number,
  fields: readonly string[],
  batchRows: number,
) {
  // Only known columns reach the query, in the order asked for, headed by their upload names.
  const columns = fields.map((field) => {
    const column = watchListColumns.find((candidate) => candidate.field === field);
    if (!column) throw new Error(`A watch list has no column ${field}`);
    return column;
  });
  yield Buffer.from(csvLine(columns.map((column) => column.header)));
  let after = 0;
  for (;;) {
    const rows = await sql.queryArrays(
      `SELECT fraud_watch_list_item_id, ${columns.map((column) => column.field).join(', ')}
         FROM fraud_watch_list_items
        WHERE fraud_watch_list_id = $1 AND fraud_watch_list_item_id > $2
        ORDER BY fraud_watch_list_item_id
        LIMIT ${batchRows}`,
      [watchListId, after],
    );
    if (rows.length === 0) return;
    yield Buffer.from(rows.map((row) => csvLine(row.slice(1) as (string | null)[])).join(''));
    if (rows.length < batchRows) return;
    after = Number(rows.at(-1)![0]);
  }
}

const allFields: readonly WatchListItemField[] = watchListColumns.map((column) => column.field);

/**
 * Writes a list's CSV into storage under `key` (every column unless `fields` chooses some);
 * nothing is left there if it fails.
 */
export async function writeWatchListCsv(
  sql: Sql,
  storage: FileStorage,
  key: string,
  watchListId: number,
  fields: readonly string[] = allFields,
  batchRows = WATCH_LIST_CSV_BATCH_ROWS,
): Promise<{ size: number }> {
  try {
    return await storage.put(
      key,
      Readable.from(watchListCsvChunks(sql, watchListId, fields, batchRows), {
        objectMode: false,
      }),
    );
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
