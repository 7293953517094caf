import type { RateCardProductValues } from '@backoffice/domain/model';
import { conflict } from '../../http/errors';
import { sessionOf, type OperationHandlers } from '../../http/operations';
import { orderBy, paging, type ListQuery } from '../users/management';
import { visibleRetailer } from '../retailers/access';
import {
  RATE_CARD_IN_USE,
  auditRateCard,
  checkProducts,
  checkRateCardType,
  findRateCard,
  insertProducts,
  productsSql,
  rateCardColumnsSql,
  toRateCard,
  toRateCardSummary,
  type RateCardRow,
} from './store';

interface RateCardListQuery extends ListQuery {
  name?: string;
  'rate_card_type_id[]'?: number[];
}

type RateCardCreateBody = { name: string; rate_card_type_id: number } & (
  { copy_from_rate_card_id: number } | { products: RateCardProductValues[] }
);

interface RateCardReplaceBody {
  name: string;
  rate_card_type_id: number;
  products: RateCardProductValues[];
}

const fromCards = `FROM rate_cards rc JOIN rate_card_types t ON t.rate_card_type_id = rc.rate_card_type_id`;

/** The rate card operations (merchants.md sections 2, 4, 5 and 7; issue 15). */
export const rateCardHandlers: OperationHandlers = {
  /** The Rate Cards report: name contains, types and created dates; newest first. */
  async listRateCards(context) {
    const query = context.query as RateCardListQuery;
    const { page, perPage, offset } = paging(query, 100);
    const conditions: string[] = ['true'];
    const values: unknown[] = [];
    const where = (condition: (placeholder: string) => string, value: unknown) => {
      values.push(value);
      conditions.push(condition(`$${values.length}`));
    };
    if (query.name) {
      where((p) => `rc.name ILIKE ${p}`, `%${query.name.replace(/[\\%_]/g, '\\$&')}%`);
    }
    const types = query['rate_card_type_id[]'];
    if (types && types.length > 0) where((p) => `rc.rate_card_type_id = ANY(${p}::int[])`, types);
    if (query.date_from) where((p) => `rc.date_created >= ${p}::date`, query.date_from);
    if (query.date_to) where((p) => `rc.date_created < ${p}::date + 1`, query.date_to);
    const filter = conditions.join(' AND ');
    const order = orderBy(
      query['order[]'],
      {
        rate_card_id: 'rc.rate_card_id',
        name: 'lower(rc.name)',
        type: 't.name',
        date_created: 'rc.date_created',
        last_modified: 'coalesce(rc.last_modified, rc.date_created)',
      },
      'rc.date_created DESC',
    );
    const [{ total }] = (await context.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total ${fromCards} WHERE ${filter}`,
      values,
    )) as [{ total: number }];
    const rows = await context.sql.query<RateCardRow>(
      `SELECT ${rateCardColumnsSql} ${fromCards} WHERE ${filter}
        ORDER BY ${order}, rc.rate_card_id DESC LIMIT ${perPage} OFFSET ${offset}`,
      values,
    );
    return {
      status: 200,
      body: { items: rows.map(toRateCardSummary), meta: { page, perPage, total } },
    };
  },

  async getRateCard(context) {
    const row = await findRateCard(context.sql, context.params.rateCardId as number);
    return { status: 200, body: toRateCard(row) };
  },

  /** A new card, its products copied from another card or from the imported CSV rows. */
  async createRateCard(context) {
    const body = context.body as RateCardCreateBody;
    if ('products' in body) checkProducts(body.products);
    await checkRateCardType(context.sql, body.rate_card_type_id);
    const products =
      'products' in body
        ? body.products
        : (await findRateCard(context.sql, body.copy_from_rate_card_id)).products;
    const [created] = (await context.sql.query<{ rate_card_id: number }>(
      `INSERT INTO rate_cards (name, rate_card_type_id, start_time, last_modified, modified_by)
       VALUES ($1, $2, now(), now(), $3) RETURNING rate_card_id`,
      [body.name.trim(), body.rate_card_type_id, sessionOf(context).userId],
    )) as [{ rate_card_id: number }];
    await insertProducts(context.sql, created.rate_card_id, products);
    await auditRateCard(context, created.rate_card_id, 'created', {
      source: 'products' in body ? 'csv' : 'copy',
      ...('copy_from_rate_card_id' in body ? { copied_from: body.copy_from_rate_card_id } : {}),
      products: products.length,
    });
    const card = await findRateCard(context.sql, created.rate_card_id);
    return { status: 201, body: toRateCard(card) };
  },

  /**
   * Saves name, type and the whole product list at once; start and end time are not the
   * console's to change, so the card keeps the dates it had. Every merchant using the card sees
   * the change.
   */
  async replaceRateCard(context) {
    const rateCardId = context.params.rateCardId as number;
    const body = context.body as RateCardReplaceBody;
    checkProducts(body.products);
    await findRateCard(context.sql, rateCardId, { forUpdate: true });
    await checkRateCardType(context.sql, body.rate_card_type_id);
    await context.sql.query(
      `UPDATE rate_cards SET name = $2, rate_card_type_id = $3, last_modified = now(), modified_by = $4
        WHERE rate_card_id = $1`,
      [rateCardId, body.name.trim(), body.rate_card_type_id, sessionOf(context).userId],
    );
    await context.sql.query('DELETE FROM rate_card_products WHERE rate_card_id = $1', [rateCardId]);
    await insertProducts(context.sql, rateCardId, body.products);
    await auditRateCard(context, rateCardId, 'saved', { products: body.products.length });
    return { status: 200, body: toRateCard(await findRateCard(context.sql, rateCardId)) };
  },

  /** 409 while merchants still use the card. */
  async deleteRateCard(context) {
    const rateCardId = context.params.rateCardId as number;
    const card = await findRateCard(context.sql, rateCardId, { forUpdate: true });
    const [used] = await context.sql.query(
      'SELECT 1 FROM retailer_rate_cards WHERE rate_card_id = $1 LIMIT 1',
      [rateCardId],
    );
    if (used) throw conflict(RATE_CARD_IN_USE);
    await context.sql.query('DELETE FROM rate_cards WHERE rate_card_id = $1', [rateCardId]);
    await auditRateCard(context, rateCardId, 'deleted', { name: card.name });
    return { status: 204 };
  },

  /** The products known to any card, by code, for the Add Rate Card Product modal. */
  async listRateCardProducts(context) {
    const { page, perPage, offset } = paging(context.query as ListQuery, 100);
    const [{ total }] = (await context.sql.query<{ total: number }>(
      'SELECT count(DISTINCT product_code)::int AS total FROM rate_card_products',
    )) as [{ total: number }];
    const items = await context.sql.query(
      `SELECT DISTINCT ON (product_code) product_code, product_name,
              coalesce(display_name, product_name) AS display_name
         FROM rate_card_products
        ORDER BY product_code, rate_card_product_id DESC
        LIMIT ${perPage} OFFSET ${offset}`,
    );
    return { status: 200, body: { items, meta: { page, perPage, total } } };
  },

  async listRateCardTypes(context) {
    const { page, perPage, offset } = paging(context.query as ListQuery, 100);
    const items = await context.sql.query(
      `SELECT rate_card_type_id, name FROM rate_card_types ORDER BY rate_card_type_id
        LIMIT ${perPage} OFFSET ${offset}`,
    );
    const [{ total }] = (await context.sql.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM rate_card_types',
    )) as [{ total: number }];
    return { status: 200, body: { items, meta: { page, perPage, total } } };
  },

  /**
   * The merchant's rate cards with their products, by end time (current cards first, then the
   * most recently ended) and type name; a merchant outside the user's scope answers 404.
   */
  async listRetailerRateCards(context) {
    const retailerId = context.params.retailerId as number;
    await visibleRetailer(context, retailerId);
    const { page, perPage, offset } = paging(context.query as ListQuery, 100);
    const rows = await context.sql.query<
      RateCardRow & { products: RateCardProductValues[]; total: number }
    >(
      `SELECT ${rateCardColumnsSql}, ${productsSql} AS products, count(*) OVER ()::int AS total
         FROM retailer_rate_cards rr JOIN rate_cards rc ON rc.rate_card_id = rr.rate_card_id
         JOIN rate_card_types t ON t.rate_card_type_id = rc.rate_card_type_id
        WHERE rr.retailer_id = $1
        ORDER BY rc.end_time DESC NULLS FIRST, t.name, rc.rate_card_id
        LIMIT ${perPage} OFFSET ${offset}`,
      [retailerId],
    );
    return {
      status: 200,
      body: { items: rows.map(toRateCard), meta: { page, perPage, total: rows[0]?.total ?? 0 } },
    };
  },
};
