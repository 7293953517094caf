import { retailerBasicGroups } from '@backoffice/domain/model';
import type { ColumnValue, Sql } from '../db/database';
import type { SeedContext } from './merchants';

/**
 * Merchants whose Retailer Health Checker shows one colour each (within the first 30, so that
 * the API tests' small seed has them; all have users). Every other merchant's diagnosis follows
 * from its drawn rate cards and decision policy.
 */
export const healthShowcaseMerchants = {
  /** Every product on the rate card and enabled; admins and groups in order. */
  green: 17,
  /** As green, but ISIF12 lacks its permission: Add permission turns it green. */
  orange: 29,
  /**
   * A product not on the rate card, an enabled product the policy does not support, an admin
   * without its base groups and a basic group without its permission.
   */
  red: 6,
  /** A decision policy rule whose product has no code. */
  noData: 7,
} as const;

/** The product left without its permission on the orange merchant. */
export const ORANGE_PRODUCT = 'ISIF12';
/** The product the showcase rate card leaves out, which the red merchant's policy offers. */
const MISSING_PRODUCT = 'IS-29.9-60';
/** The product the red merchant may sell though its policy does not offer it. */
const UNUSED_ENABLED_PRODUCT = 'ONIF12';

type Line = [code: string | null, interestProduct: boolean];

/** Each seeded decision policy's rules (by Reference) and the products they offer. */
const policyRules: Record<number, Record<string, Line[]>> = {
  1: {
    'R1 Interest free': [
      ['ISIF6', false],
      ['ISIF12', false],
    ],
    'R2 Interest bearing': [
      ['IS-9.9-24', true],
      ['IS-14.9-36', true],
    ],
  },
  2: { 'R1 Online interest free': [['ONIF12', false]], 'R2 Online': [['ON-9.9-12', true]] },
  3: { 'R1 Short term': [['ISIF6', false]] },
  4: {
    'R1 Home improvement': [['IH-14.9-60', true]],
    'R2 Long term': [
      ['IS-29.9-60', true],
      ['IS-19.9-48', true],
    ],
    'R3 Interest free': [['IHIF10', false]],
  },
  5: { 'R1 Treatment': [['IHIF10', false]], 'R2 Treatment plans': [['IS-9.9-24', true]] },
  6: {
    'R1 Bullet': [['ISIF12', false]],
    // A rule imported without its product code: the checker shows 'No Data'.
    'R2 Legacy bullet': [[null, false]],
  },
};

const showcaseCardCodes = [
  'ISIF6',
  'ISIF12',
  'ISIF24',
  'IS-9.9-24',
  'IS-14.9-36',
  'IS-19.9-48',
  'ONIF12',
  'ON-9.9-12',
  'IHIF10',
  'IH-14.9-60',
];

/** Decision policy rules, product permissions and the health showcase merchants. */
export async function seedRetailerHealth(sql: Sql, context: SeedContext): Promise<void> {
  const rules: ColumnValue[][] = [];
  const products: ColumnValue[][] = [];
  for (const [policyId, byReference] of Object.entries(policyRules)) {
    for (const [reference, lines] of Object.entries(byReference)) {
      rules.push([Number(policyId), reference]);
      lines.forEach(([code, interest], index) =>
        products.push([Number(policyId), reference, index + 1, code, interest]),
      );
    }
  }
  await sql.insertRows('decision_policy_rules', ['decision_policy_id', 'reference'], rules);
  await sql.insertRows(
    'decision_policy_rule_products',
    ['decision_policy_id', 'reference', 'position', 'product_code', 'interest_product'],
    products,
  );

  // Merchants may sell their policy's products that are on their rate cards; every 5th lacks
  // the first product's permission (orange).
  await sql.query(
    `INSERT INTO retailer_product_permissions (retailer_id, product_code, granted_by, granted_at)
     SELECT DISTINCT r.retailer_id, p.product_code, $1::int, r.created_at
       FROM retailers r
       JOIN decision_policy_rule_products p USING (decision_policy_id)
       JOIN retailer_rate_cards rr ON rr.retailer_id = r.retailer_id
       JOIN rate_card_products c ON c.rate_card_id = rr.rate_card_id AND c.product_code = p.product_code
      WHERE r.retailer_id % 5 <> 0 OR p.position > 1`,
    [context.adminId],
  );

  const [card] = await sql.query<{ rate_card_id: number }>(
    `INSERT INTO rate_cards (name, rate_card_type_id, date_created, start_time)
     VALUES ('Health check showcase rate card', 1, $1, $1) RETURNING rate_card_id`,
    [context.now.toISOString()],
  );
  const cardId = card!.rate_card_id;
  await sql.insertRows(
    'rate_card_products',
    ['rate_card_id', 'product_code', 'product_name', 'min_amount_pence', 'max_amount_pence'],
    showcaseCardCodes.map((code) => [cardId, code, `${code} product`, 25_000, 2_500_000]),
  );

  const showcase = healthShowcaseMerchants;
  const policyOf = {
    [showcase.green]: 1,
    [showcase.orange]: 1,
    [showcase.red]: 4,
    [showcase.noData]: 6,
  };
  const ids = Object.values(showcase);
  await sql.query('DELETE FROM retailer_rate_cards WHERE retailer_id = ANY($1::int[])', [ids]);
  await sql.query('DELETE FROM retailer_product_permissions WHERE retailer_id = ANY($1::int[])', [
    ids,
  ]);
  await sql.insertRows(
    'retailer_rate_cards',
    ['retailer_id', 'rate_card_id'],
    ids.map((id) => [id, cardId]),
  );
  const permissions: ColumnValue[][] = [];
  for (const id of ids) {
    await sql.query('UPDATE retailers SET decision_policy_id = $2 WHERE retailer_id = $1', [
      id,
      policyOf[id]!,
    ]);
    const codes = Object.values(policyRules[policyOf[id]!]!)
      .flat()
      .flatMap(([code]) => (code && code !== MISSING_PRODUCT ? [code] : []))
      .filter((code) => !(id === showcase.orange && code === ORANGE_PRODUCT));
    if (id === showcase.red) codes.push(UNUSED_ENABLED_PRODUCT);
    for (const code of codes) permissions.push([id, code, context.adminId]);
  }
  await sql.insertRows(
    'retailer_product_permissions',
    ['retailer_id', 'product_code', 'granted_by'],
    permissions,
  );

  // The red merchant's admin lost its base group, and its Sales group its permission.
  await sql.query(
    'UPDATE retailer_users SET base_group = NULL WHERE retailer_id = $1 AND is_admin',
    [showcase.red],
  );
  await sql.query(
    `DELETE FROM group_permissions p USING user_groups g, retailers r
      WHERE p.group_id = g.group_id AND g.organisation_id = r.organisation_id
        AND r.retailer_id = $1 AND g.group_name = $2`,
    [showcase.red, retailerBasicGroups[1].name],
  );
}
