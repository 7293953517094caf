import {
  addBaseGroupsRefusal,
  addPermissionRefusal,
  createGroupRefusal,
  diagnoseRetailer,
  removePermissionRefusal,
  retailerAdminGroup,
  retailerBasicGroups,
  type FixRefusal,
  type RetailerHealthFacts,
} from '@backoffice/domain/model';
import { conflict, invalidProperty, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import {
  RETAILER_NOT_FOUND,
  auditRetailer,
  queryParams,
  requireProviderStaff,
  retailerScopeSql,
} from '../retailers/access';

interface DiagnosedRetailer {
  retailer_id: number;
  name: string;
  organisation_id: number | null;
  decision_policy_id: number | null;
}

/**
 * The merchant if the user may see it (its scope as in the merchant list; outside it the same
 * 404 as a missing one). A fix locks the row, so that two fixes of one merchant run in turn.
 */
async function scopedRetailer(
  context: OperationContext,
  { forUpdate = false } = {},
): Promise<DiagnosedRetailer> {
  const { values, param } = queryParams();
  const [row] = await context.sql.query<DiagnosedRetailer>(
    `SELECT r.retailer_id, r.name, r.organisation_id, r.decision_policy_id FROM retailers r
      WHERE r.retailer_id = ${param(Number(context.params.retailerId))}
        AND ${retailerScopeSql(sessionOf(context), 'r', param)}
      ${forUpdate ? 'FOR UPDATE' : ''}`,
    values,
  );
  if (!row) throw notFound(RETAILER_NOT_FOUND);
  return row;
}

/** Reads what the diagnosis is computed from: policy rules, rate cards, permissions, users, groups. */
async function healthFacts(
  context: OperationContext,
  retailer: DiagnosedRetailer,
): Promise<RetailerHealthFacts> {
  const { sql } = context;
  const ruleRows = await sql.query<{
    reference: string;
    products: { code: string | null; interestProduct: boolean }[] | null;
  }>(
    `SELECT r.reference,
            json_agg(json_build_object('code', p.product_code, 'interestProduct', p.interest_product)
                     ORDER BY p.position) FILTER (WHERE p.position IS NOT NULL) AS products
       FROM decision_policy_rules r
       LEFT JOIN decision_policy_rule_products p USING (decision_policy_id, reference)
      WHERE r.decision_policy_id = $1
      GROUP BY r.reference`,
    [retailer.decision_policy_id],
  );
  // A rate card counts while it has not ended (the merchant rate card view's current cards).
  const rateCardRows = await sql.query<{ product_code: string }>(
    `SELECT DISTINCT p.product_code FROM retailer_rate_cards rr
       JOIN rate_cards c USING (rate_card_id)
       JOIN rate_card_products p USING (rate_card_id)
      WHERE rr.retailer_id = $1 AND (c.end_time IS NULL OR c.end_time > $2)`,
    [retailer.retailer_id, context.config.clock.now().toISOString()],
  );
  const permissionRows = await sql.query<{ product_code: string }>(
    'SELECT product_code FROM retailer_product_permissions WHERE retailer_id = $1',
    [retailer.retailer_id],
  );
  const adminRows = await sql.query<{
    username: string;
    base_group: string | null;
    group_name: string | null;
    in_admin_group: boolean;
  }>(
    `SELECT ru.username, ru.base_group, ru.group_name,
            EXISTS (SELECT 1 FROM user_groups g
                     WHERE g.organisation_id = $2 AND g.group_name = $3
                       AND (ru.user_id IS NULL OR g.group_id = u.group_id)) AS in_admin_group
       FROM retailer_users ru LEFT JOIN users u USING (user_id)
      WHERE ru.retailer_id = $1 AND ru.is_admin`,
    [retailer.retailer_id, retailer.organisation_id, retailerAdminGroup.name],
  );
  const groupRows = await sql.query<{ name: string; permissions: string[] }>(
    `SELECT g.group_name AS name,
            array_remove(array_agg(p.category_id || ':' || p.rule_id), NULL) AS permissions
       FROM user_groups g LEFT JOIN group_permissions p USING (group_id)
      WHERE g.organisation_id = $1
      GROUP BY g.group_name`,
    [retailer.organisation_id],
  );
  return {
    rules: ruleRows.map((row) => ({ reference: row.reference, products: row.products ?? [] })),
    rateCardCodes: rateCardRows.map((row) => row.product_code),
    permittedCodes: permissionRows.map((row) => row.product_code),
    admins: adminRows.map((row) => ({
      username: row.username,
      baseGroup: row.base_group,
      groupName: row.group_name,
      inAdminGroup: row.in_admin_group,
    })),
    groups: groupRows,
  };
}

async function diagnosis(context: OperationContext, retailer: DiagnosedRetailer) {
  const diagnosed = diagnoseRetailer(await healthFacts(context, retailer));
  return { status: 200, body: { RetailerName: retailer.name, ...diagnosed } };
}

/** Answers a fix that does not apply: 409 (or the 404 / 400 the refusal names). */
function refuse(refusal: FixRefusal, property: string) {
  if (!refusal) return;
  if (refusal.kind === 'not-found') throw notFound(refusal.message);
  if (refusal.kind === 'invalid') throw invalidProperty(property, refusal.message);
  throw conflict(refusal.message);
}

/** A fix: provider staff only, on the locked merchant, refused unless it applies. */
async function beginFix(context: OperationContext) {
  requireProviderStaff(sessionOf(context));
  const retailer = await scopedRetailer(context, { forUpdate: true });
  const before = diagnoseRetailer(await healthFacts(context, retailer));
  return { retailer, before };
}

async function getRetailerDiagnostics(context: OperationContext) {
  return diagnosis(context, await scopedRetailer(context));
}

async function addRetailerProductPermission(context: OperationContext) {
  const { product_code: code } = context.body as { product_code: string };
  const { retailer, before } = await beginFix(context);
  refuse(addPermissionRefusal(before, code), 'product_code');
  await context.sql.query(
    `INSERT INTO retailer_product_permissions (retailer_id, product_code, granted_by)
     VALUES ($1, $2, $3)`,
    [retailer.retailer_id, code, sessionOf(context).userId],
  );
  await auditRetailer(context, retailer.retailer_id, 'health_permission_added', {
    product_code: code,
  });
  return diagnosis(context, retailer);
}

async function removeRetailerProductPermission(context: OperationContext) {
  const code = String(context.params.productCode);
  const { retailer, before } = await beginFix(context);
  refuse(removePermissionRefusal(before, code), 'productCode');
  await context.sql.query(
    'DELETE FROM retailer_product_permissions WHERE retailer_id = $1 AND product_code = $2',
    [retailer.retailer_id, code],
  );
  await auditRetailer(context, retailer.retailer_id, 'health_permission_removed', {
    product_code: code,
  });
  return diagnosis(context, retailer);
}

async function addRetailerUserBaseGroups(context: OperationContext) {
  const { username } = context.body as { username: string };
  const { retailer, before } = await beginFix(context);
  refuse(addBaseGroupsRefusal(before, username), 'username');
  // The admin's account moves into the admin group of the merchant's organisation too.
  await context.sql.query(
    `WITH moved AS (
       UPDATE retailer_users SET base_group = $3, group_name = $4
        WHERE retailer_id = $1 AND username = $2 AND is_admin
       RETURNING user_id)
     UPDATE users u SET group_id = g.group_id
       FROM moved, user_groups g
      WHERE u.user_id = moved.user_id AND g.organisation_id = $5 AND g.group_name = $4`,
    [
      retailer.retailer_id,
      username,
      retailerAdminGroup.baseGroup,
      retailerAdminGroup.name,
      retailer.organisation_id,
    ],
  );
  await auditRetailer(context, retailer.retailer_id, 'health_base_groups_added', { username });
  return diagnosis(context, retailer);
}

async function createRetailerBasicGroup(context: OperationContext) {
  const { name } = context.body as { name: string };
  const { retailer, before } = await beginFix(context);
  refuse(createGroupRefusal(before, name), 'name');
  const basic = retailerBasicGroups.find((group) => group.name === name)!;
  const userId = sessionOf(context).userId;
  let organisationId = retailer.organisation_id;
  if (organisationId === null) {
    // A merchant without users has no organisation yet: its groups need one.
    const [created] = await context.sql.query<{ organisation_id: number }>(
      `INSERT INTO organisations (organisation_type, name) VALUES ('retailer', $1)
       RETURNING organisation_id`,
      [retailer.name],
    );
    organisationId = created!.organisation_id;
    await context.sql.query('UPDATE retailers SET organisation_id = $2 WHERE retailer_id = $1', [
      retailer.retailer_id,
      organisationId,
    ]);
  }
  const [group] = await context.sql.query<{ group_id: number }>(
    `INSERT INTO user_groups (organisation_id, group_name, created_by, modified_by)
     VALUES ($1, $2, $3, $3)
     ON CONFLICT (organisation_id, group_name)
       DO UPDATE SET last_modified = now(), modified_by = EXCLUDED.modified_by
     RETURNING group_id`,
    [organisationId, basic.name, userId],
  );
  await context.sql.query(
    `INSERT INTO group_permissions (group_id, category_id, rule_id)
     SELECT $1, split_part(key, ':', 1)::int, split_part(key, ':', 2)::int
       FROM unnest($2::text[]) AS key
     ON CONFLICT DO NOTHING`,
    [group!.group_id, basic.permissions],
  );
  await auditRetailer(context, retailer.retailer_id, 'health_group_created', {
    group_id: group!.group_id,
    name: basic.name,
    permissions: basic.permissions,
  });
  return diagnosis(context, { ...retailer, organisation_id: organisationId });
}

/** The Retailer Health Checker's operations (merchants.md; issue 15). */
export const retailerDiagnosticHandlers: OperationHandlers = {
  getRetailerDiagnostics,
  addRetailerProductPermission,
  removeRetailerProductPermission,
  addRetailerUserBaseGroups,
  createRetailerBasicGroup,
};
