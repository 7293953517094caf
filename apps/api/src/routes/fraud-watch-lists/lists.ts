import { watchListColumns, watchListFileName } from '@backoffice/domain/model';
import { notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import { orderBy, paging, type ListQuery } from '../users/management';
import {
  WATCH_LIST_NOT_FOUND,
  setWatchListEnabled,
  toWatchListSummary,
  watchListColumnsSql,
  type WatchListRow,
} from './store';
import { watchListFileKey, writeWatchListCsv } from './watchListCsv';

/** A view of a list's items (personal data) is audited, as every view of it is. */
export async function auditWatchList(
  context: OperationContext,
  watchListId: number,
  action: string,
  detail?: object,
) {
  await context.sql.query(
    `INSERT INTO audit_log (user_id, action, subject, detail, ip_address) VALUES ($1, $2, $3, $4, $5)`,
    [
      sessionOf(context).userId,
      `fraud_watch_list.${action}`,
      `fraud_watch_list:${watchListId}`,
      detail ? JSON.stringify(detail) : null,
      context.ip,
    ],
  );
}

async function completeList(context: OperationContext, watchListId: number) {
  const [row] = await context.sql.query<WatchListRow>(
    `SELECT ${watchListColumnsSql} FROM fraud_watch_lists l
      WHERE l.fraud_watch_list_id = $1 AND l.state = 'complete'`,
    [watchListId],
  );
  if (!row) throw notFound(WATCH_LIST_NOT_FOUND);
  return row;
}

const itemFields = watchListColumns.map((column) => column.field);

export const watchListHandlers: OperationHandlers = {
  /** The report of lists (Watch List ID, Start Time, End Time, Item Count), newest first. */
  async listFraudWatchLists(context) {
    const query = context.query as ListQuery & { enabled?: boolean };
    const { page, perPage, offset } = paging(query, 25);
    const conditions = [`l.state = 'complete'`];
    const values: unknown[] = [];
    const where = (condition: (placeholder: string) => string, value: unknown) => {
      values.push(value);
      conditions.push(condition(`$${values.length}`));
    };
    if (query.enabled !== undefined) where((p) => `l.enabled = ${p}`, query.enabled);
    if (query.date_from) where((p) => `l.start_time >= ${p}::date`, query.date_from);
    if (query.date_to) where((p) => `l.start_time < ${p}::date + 1`, query.date_to);
    const filter = conditions.join(' AND ');
    const order = orderBy(
      query['order[]'],
      {
        fraud_watch_list_id: 'l.fraud_watch_list_id',
        start_time: 'l.start_time',
        end_time: 'l.end_time',
        item_count: 'l.item_count',
      },
      'l.start_time DESC',
    );
    const [{ total }] = (await context.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM fraud_watch_lists l WHERE ${filter}`,
      values,
    )) as [{ total: number }];
    const rows = await context.sql.query<WatchListRow>(
      `SELECT ${watchListColumnsSql} FROM fraud_watch_lists l WHERE ${filter}
        ORDER BY ${order}, l.fraud_watch_list_id DESC LIMIT ${perPage} OFFSET ${offset}`,
      values,
    );
    return {
      status: 200,
      body: { items: rows.map(toWatchListSummary), meta: { page, perPage, total } },
    };
  },

  /** A list with one page of its items; the view is audited. */
  async getFraudWatchList(context) {
    const watchListId = context.params.watchListId as number;
    const { page, perPage, offset } = paging(context.query as ListQuery, 100);
    const list = await completeList(context, watchListId);
    const items = await context.sql.query(
      `SELECT fraud_watch_list_item_id, user_id, ${itemFields.join(', ')}
         FROM fraud_watch_list_items
        WHERE fraud_watch_list_id = $1
        ORDER BY fraud_watch_list_item_id
        LIMIT ${perPage} OFFSET ${offset}`,
      [watchListId],
    );
    await auditWatchList(context, watchListId, 'viewed', { page, perPage });
    return {
      status: 200,
      body: {
        ...toWatchListSummary(list),
        items,
        meta: { page, perPage, total: list.item_count },
      },
    };
  },

  async updateFraudWatchList(context) {
    const watchListId = context.params.watchListId as number;
    const { enabled } = context.body as { enabled: boolean };
    const row = await setWatchListEnabled(context.sql, watchListId, enabled);
    if (!row) throw notFound(WATCH_LIST_NOT_FOUND);
    await auditWatchList(context, watchListId, enabled ? 'enabled' : 'disabled');
    return { status: 200, body: toWatchListSummary(row) };
  },

  /**
   * The list as CSV, streamed from storage. A committed list never changes, so its file is made
   * once, on the first download, and kept.
   */
  async downloadFraudWatchList(context) {
    const watchListId = context.params.watchListId as number;
    await completeList(context, watchListId);
    const key = watchListFileKey(watchListId);
    let file = await context.storage.read(key);
    if (!file) {
      await writeWatchListCsv(context.sql, context.storage, key, watchListId);
      file = await context.storage.read(key);
    }
    if (!file) throw notFound('The file of this watch list could not be made.');
    await auditWatchList(context, watchListId, 'downloaded');
    return {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${watchListFileName(watchListId)}"`,
      },
      stream: file,
    };
  },
};
