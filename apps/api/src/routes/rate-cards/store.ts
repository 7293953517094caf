import {
  duplicateRateCardProducts,
  rateCardNumericFields,
  rateCardProductProblems,
  type RateCardProductValues,
} from '@backoffice/domain/model';
import type { Sql } from '../../db/database';
import { audit } from '../../http/audit';
import { HttpError, invalidProperty, notFound } from '../../http/errors';
import { sessionOf, type OperationContext } from '../../http/operations';
import { isoString } from '../retailers/access';

export const RATE_CARD_NOT_FOUND = 'Rate card not found.';
export const RATE_CARD_TYPE_UNKNOWN = 'Choose a rate card type that exists.';
export const RATE_CARD_IN_USE =
  'This rate card is used by merchants and cannot be deleted. Give them another rate card first.';

/** The columns of rate_card_products by the contract's field names (amounts stored in pence). */
const storedColumn: Record<(typeof rateCardNumericFields)[number], string> = {
  tier_set1_rate_lender: 'tier_set1_rate_lender',
  tier_set2_rate_lender: 'tier_set2_rate_lender',
  tier_set2_min: 'tier_set2_min_pence',
  lender_min_fee: 'lender_min_fee_pence',
  lender_fixed_fee: 'lender_fixed_fee_pence',
  min_amount: 'min_amount_pence',
  max_amount: 'max_amount_pence',
  cut_off_point: 'cut_off_point_pence',
  credit_sentry_fee: 'credit_sentry_fee_pence',
  cancel_fee: 'cancel_fee_pence',
  amend_fee: 'amend_fee_pence',
  p4_l_min_fee: 'p4_l_min_fee_pence',
  tier_set1_rate_p4_l: 'tier_set1_rate_p4_l',
};

const isRateColumn = (column: string) => !column.endsWith('_pence');

/** A product row as JSON in the contract's shape; a missing number reads 0. */
const productJson = (alias: string) =>
  `json_build_object('product_code', ${alias}.product_code, 'product_name', ${alias}.product_name,
     'display_name', coalesce(${alias}.display_name, ${alias}.product_name),
     ${rateCardNumericFields
       .map((field) => {
         const column = storedColumn[field];
         return `'${field}', coalesce(${alias}.${column}, 0)${isRateColumn(column) ? '::float8' : ''}`;
       })
       .join(',\n     ')})`;

/** The products of the card aliased `rc`, in the order they were saved. */
export const productsSql = `coalesce((SELECT json_agg(${productJson('p')} ORDER BY p.rate_card_product_id)
    FROM rate_card_products p WHERE p.rate_card_id = rc.rate_card_id), '[]'::json)`;

export const rateCardColumnsSql = `rc.rate_card_id, rc.name, rc.template_name, rc.date_created,
  rc.last_modified, rc.start_time, rc.end_time, t.rate_card_type_id, t.name AS type_name`;

export interface RateCardRow {
  rate_card_id: number;
  name: string;
  template_name: string | null;
  date_created: Date | string;
  last_modified: Date | string | null;
  start_time: Date | string | null;
  end_time: Date | string | null;
  rate_card_type_id: number;
  type_name: string;
}

const optionalTime = (value: Date | string | null) => (value === null ? null : isoString(value));

export function toRateCardSummary(row: RateCardRow) {
  return {
    rate_card_id: row.rate_card_id,
    name: row.name,
    template_name: row.template_name,
    type: { rate_card_type_id: row.rate_card_type_id, name: row.type_name },
    date_created: isoString(row.date_created),
    last_modified: optionalTime(row.last_modified),
    start_time: optionalTime(row.start_time),
    end_time: optionalTime(row.end_time),
  };
}

export function toRateCard(row: RateCardRow & { products: RateCardProductValues[] }) {
  return { ...toRateCardSummary(row), products: row.products };
}

/** A card with its products; 404 when there is none. `forUpdate` locks it for a change. */
export async function findRateCard(sql: Sql, rateCardId: number, { forUpdate = false } = {}) {
  if (forUpdate) {
    const locked = await sql.query(
      'SELECT rate_card_id FROM rate_cards WHERE rate_card_id = $1 FOR UPDATE',
      [rateCardId],
    );
    if (locked.length === 0) throw notFound(RATE_CARD_NOT_FOUND);
  }
  const [row] = await sql.query<RateCardRow & { products: RateCardProductValues[] }>(
    `SELECT ${rateCardColumnsSql}, ${productsSql} AS products
       FROM rate_cards rc JOIN rate_card_types t ON t.rate_card_type_id = rc.rate_card_type_id
      WHERE rc.rate_card_id = $1`,
    [rateCardId],
  );
  if (!row) throw notFound(RATE_CARD_NOT_FOUND);
  return row;
}

/**
 * Checks the products with the shared row schema (and that no code appears twice) before
 * anything is written: a 400 names `products.{index}.{field}`.
 */
export function checkProducts(products: readonly RateCardProductValues[]) {
  const problems = rateCardProductProblems(products);
  const duplicates = duplicateRateCardProducts(products.map((product) => product.product_code));
  const seen = new Set<string>();
  products.forEach((product, index) => {
    if (duplicates.has(product.product_code) && seen.has(product.product_code)) {
      problems.push({
        property: `products.${index}.product_code`,
        message: `Product code ${product.product_code} appears more than once.`,
      });
    }
    seen.add(product.product_code);
  });
  if (problems.length > 0) {
    throw new HttpError(400, 'ERR_SCHEMA_VALIDATION_ERROR', 'The request is not valid.', problems);
  }
}

export async function checkRateCardType(sql: Sql, rateCardTypeId: number) {
  const [type] = await sql.query('SELECT 1 FROM rate_card_types WHERE rate_card_type_id = $1', [
    rateCardTypeId,
  ]);
  if (!type) throw invalidProperty('rate_card_type_id', RATE_CARD_TYPE_UNKNOWN);
}

/** Writes a card's products in one statement (a 1,000-row card is one round trip). */
export async function insertProducts(
  sql: Sql,
  rateCardId: number,
  products: readonly RateCardProductValues[],
) {
  if (products.length === 0) return;
  const columns = rateCardNumericFields.map((field) => storedColumn[field]);
  await sql.query(
    `INSERT INTO rate_card_products
       (rate_card_id, product_code, product_name, display_name, ${columns.join(', ')})
     SELECT $1, p.product_code, p.product_name, p.display_name,
            ${rateCardNumericFields.map((field) => `p.${field}`).join(', ')}
       FROM json_to_recordset($2::json) AS p(product_code text, product_name text, display_name text,
            ${rateCardNumericFields
              .map(
                (field) => `${field} ${isRateColumn(storedColumn[field]) ? 'numeric' : 'integer'}`,
              )
              .join(', ')})`,
    [rateCardId, JSON.stringify(products.map(withDefaults))],
  );
}

/** The contract's defaults (0) for the numeric fields a request left out. */
export function withDefaults(product: RateCardProductValues): RateCardProductValues {
  const complete = { ...product };
  for (const field of rateCardNumericFields) complete[field] ??= 0;
  return complete;
}

export function auditRateCard(
  context: OperationContext,
  rateCardId: number,
  action: string,
  detail?: object,
) {
  return audit(context.sql, {
    userId: sessionOf(context).userId,
    action: `rate_card.${action}`,
    subject: `rate_card:${rateCardId}`,
    detail,
    ip: context.ip,
  });
}
