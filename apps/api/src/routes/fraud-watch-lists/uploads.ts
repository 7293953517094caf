import { HttpError, conflict, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import { isoString } from '../credit-applications/access';
import { auditWatchList } from './lists';
import {
  checkedItems,
  completeWatchList,
  createUploadingList,
  insertWatchListItems,
  toWatchListSummary,
} from './store';

/** The most items one request carries (the contract's maxItems of FraudWatchListCreate). */
export const WATCH_LIST_CHUNK_MAX_ITEMS = 2_000;
/** An upload with no chunk for this long is abandoned; each chunk moves its expiry on. */
export const WATCH_LIST_UPLOAD_EXPIRY_MINUTES = 60;

export const UPLOAD_NOT_FOUND = 'This upload has ended or expired. Please upload the file again.';

interface UploadRow {
  fraud_watch_list_id: number;
  expected_items: number;
  upload_expires_at: Date | string;
  received_items: number;
}

/**
 * The user's own upload, still open, locked so that its chunks and its commit run one after
 * another. Another user's upload is as missing as an expired one.
 */
async function openUpload(context: OperationContext): Promise<UploadRow> {
  const [row] = await context.sql.query<UploadRow>(
    `SELECT l.fraud_watch_list_id, l.expected_items, l.upload_expires_at,
            (SELECT coalesce(sum(c.item_count), 0)::int FROM fraud_watch_list_upload_chunks c
              WHERE c.fraud_watch_list_id = l.fraud_watch_list_id) AS received_items
       FROM fraud_watch_lists l
      WHERE l.fraud_watch_list_id = $1 AND l.state = 'uploading' AND l.created_by = $2
        AND l.upload_expires_at > now()
      FOR UPDATE`,
    [context.params.uploadId, sessionOf(context).userId],
  );
  if (!row) throw notFound(UPLOAD_NOT_FOUND);
  return row;
}

function toUpload(row: UploadRow) {
  return {
    upload_id: row.fraud_watch_list_id,
    item_count: row.expected_items,
    received_items: row.received_items,
    max_chunk_items: WATCH_LIST_CHUNK_MAX_ITEMS,
    expires_at: isoString(row.upload_expires_at),
  };
}

/**
 * Watch lists uploaded whole (up to 2,000 items) or in chunks (up to 100,000): every item
 * checked again with the CSV's schema, and the list enabled only once all of it has arrived.
 */
export const watchListUploadHandlers: OperationHandlers = {
  async createFraudWatchList(context) {
    const { userId } = sessionOf(context);
    const items = checkedItems((context.body as { items: unknown[] }).items);
    const { fraud_watch_list_id: watchListId } = await createUploadingList(
      context.sql,
      userId,
      items.length,
      WATCH_LIST_UPLOAD_EXPIRY_MINUTES,
    );
    await insertWatchListItems(context.sql, watchListId, userId, items);
    const row = await completeWatchList(context.sql, watchListId, items.length);
    await auditWatchList(context, watchListId, 'created', { item_count: items.length });
    return { status: 201, body: toWatchListSummary(row) };
  },

  async createFraudWatchListUpload(context) {
    const { item_count: itemCount } = context.body as { item_count: number };
    const created = await createUploadingList(
      context.sql,
      sessionOf(context).userId,
      itemCount,
      WATCH_LIST_UPLOAD_EXPIRY_MINUTES,
    );
    return {
      status: 201,
      body: toUpload({ ...created, expected_items: itemCount, received_items: 0 }),
    };
  },

  async putFraudWatchListUploadChunk(context) {
    const upload = await openUpload(context);
    const chunkIndex = context.params.chunkIndex as number;
    const items = checkedItems((context.body as { items: unknown[] }).items);
    const [received] = await context.sql.query<{ item_count: number }>(
      `SELECT item_count FROM fraud_watch_list_upload_chunks
        WHERE fraud_watch_list_id = $1 AND chunk_index = $2`,
      [upload.fraud_watch_list_id, chunkIndex],
    );
    if (received) {
      // The same chunk again (its answer was lost): it is already in.
      if (received.item_count === items.length) return { status: 200, body: toUpload(upload) };
      throw conflict(`Chunk ${chunkIndex} was already received with other items.`);
    }
    if (upload.received_items + items.length > upload.expected_items) {
      throw conflict(
        `The upload announced ${upload.expected_items} items; this chunk would make ${
          upload.received_items + items.length
        }.`,
      );
    }
    await insertWatchListItems(
      context.sql,
      upload.fraud_watch_list_id,
      sessionOf(context).userId,
      items,
    );
    await context.sql.query(
      `INSERT INTO fraud_watch_list_upload_chunks (fraud_watch_list_id, chunk_index, item_count)
       VALUES ($1, $2, $3)`,
      [upload.fraud_watch_list_id, chunkIndex, items.length],
    );
    const [moved] = (await context.sql.query<{ upload_expires_at: Date }>(
      `UPDATE fraud_watch_lists SET upload_expires_at = now() + make_interval(mins => $2)
        WHERE fraud_watch_list_id = $1 RETURNING upload_expires_at`,
      [upload.fraud_watch_list_id, WATCH_LIST_UPLOAD_EXPIRY_MINUTES],
    )) as [{ upload_expires_at: Date }];
    return {
      status: 200,
      body: toUpload({
        ...upload,
        upload_expires_at: moved.upload_expires_at,
        received_items: upload.received_items + items.length,
      }),
    };
  },

  async commitFraudWatchListUpload(context) {
    const upload = await openUpload(context);
    const missing = upload.expected_items - upload.received_items;
    if (missing > 0) {
      throw new HttpError(
        409,
        'ERR_CONFLICT',
        `The upload is missing ${missing} of its ${upload.expected_items} items.`,
      );
    }
    const row = await completeWatchList(
      context.sql,
      upload.fraud_watch_list_id,
      upload.expected_items,
    );
    await auditWatchList(context, upload.fraud_watch_list_id, 'created', {
      item_count: upload.expected_items,
    });
    return { status: 201, body: toWatchListSummary(row) };
  },

  async deleteFraudWatchListUpload(context) {
    const upload = await openUpload(context);
    await context.sql.query('DELETE FROM fraud_watch_lists WHERE fraud_watch_list_id = $1', [
      upload.fraud_watch_list_id,
    ]);
    return { status: 204 };
  },
};
