import type { components } from '@backoffice/api-client/schema';
import { json, type Sql } from '../../db/database';
import { audit } from '../../http/audit';
import { forbidden, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationResult } from '../../http/operations';
import { paging, type ListQuery } from '../users/management';

export type CreditPolicy = components['schemas']['CreditPolicy'];
export type CreditPolicyInput = components['schemas']['CreditPolicyInput'];
export type CreditPolicyModule = components['schemas']['CreditPolicyModule'];
export type CreditPolicyModuleInput = components['schemas']['CreditPolicyModuleInput'];
export type PolicyStage = components['schemas']['PolicyStage'];
export type PolicyRule = components['schemas']['PolicyRule'];
export type PolicyRuleInput = components['schemas']['PolicyRuleInput'];
export type RuleCondition = components['schemas']['RuleCondition'];

/**
 * The lender whose policies and modules the signed-in user may see and change, or null for a
 * service user, who may see every lender's.
 */
export function lenderScopeOf(context: OperationContext): number | null {
  const principal = sessionOf(context);
  // A lender user without a lender sees nothing rather than everything.
  return principal.userType === 'lender' ? (principal.lenderId ?? 0) : null;
}

export function assertLenderAllowed(scope: number | null, lenderId: number) {
  if (scope !== null && scope !== lenderId) {
    throw forbidden('You may only work with the credit policies and modules of your own lender.');
  }
}

const isoString = (value: Date | string) => new Date(value).toISOString();

const stagesJson = (policyColumn: string) => `
  COALESCE((
    SELECT json_agg(json_build_object(
             'order', s.stage_order,
             'hard_search', s.hard_search,
             'modules', COALESCE((
               SELECT json_agg(json_build_object('module_id', sm.module_id) ORDER BY sm.position)
                 FROM credit_policy_stage_modules sm
                WHERE sm.credit_policy_id = s.credit_policy_id AND sm.stage_order = s.stage_order
             ), '[]'::json)
           ) ORDER BY s.stage_order)
      FROM credit_policy_stages s WHERE s.credit_policy_id = ${policyColumn}
  ), '[]'::json)`;

const rulesJson = (moduleColumn: string) => `
  COALESCE((
    SELECT json_agg(json_build_object(
             'rule_id', r.rule_id,
             'name', r.name,
             'order', r.rule_order,
             'termination_rule', r.termination_rule,
             'conditions', COALESCE((
               SELECT json_agg(json_build_object(
                        'order', c.condition_order,
                        'data_provider', c.data_provider,
                        'data_key', c.data_key,
                        'operator', c.operator,
                        'value', c.value,
                        'override', CASE WHEN c.override THEN 'TRUE' ELSE 'FALSE' END,
                        'action_true', c.action_true,
                        'action_true_goto', c.action_true_goto,
                        'action_false', c.action_false,
                        'action_false_goto', c.action_false_goto
                      ) ORDER BY c.condition_order)
                 FROM rule_conditions c WHERE c.rule_id = r.rule_id
             ), '[]'::json)
           ) ORDER BY r.rule_order)
      FROM rules r WHERE r.module_id = ${moduleColumn}
  ), '[]'::json)`;

interface PolicyRow {
  credit_policy_id: number;
  name: string;
  lender_id: number;
  regulated: boolean;
  created_at: Date | string;
  version: number;
  stages: PolicyStage[];
}

/** A policy with its stages; 404 when there is none, 403 when it is another lender's. */
export async function readPolicy(
  sql: Sql,
  policyId: number,
  scope: number | null,
): Promise<CreditPolicy> {
  const [row] = await sql.query<PolicyRow>(
    `SELECT p.credit_policy_id, p.name, p.lender_id, p.regulated, p.created_at, p.version,
            ${stagesJson('p.credit_policy_id')} AS stages
       FROM credit_policies p WHERE p.credit_policy_id = $1`,
    [policyId],
  );
  if (!row) throw notFound('Credit policy not found.');
  assertLenderAllowed(scope, row.lender_id);
  return { ...row, created_at: isoString(row.created_at) };
}

interface ModuleRow {
  module_id: number;
  name: string;
  lender_id: number;
  created_at: Date | string;
  version: number;
  rules: PolicyRule[];
  providers: { name: string; count: number }[];
}

/** Modules with their rules and providers table, in the order of `moduleIds`. */
export async function readModules(sql: Sql, moduleIds: readonly number[]) {
  const rows = await sql.query<ModuleRow>(
    `SELECT m.module_id, m.name, m.lender_id, m.created_at, m.version,
            ${rulesJson('m.module_id')} AS rules,
            (SELECT json_agg(json_build_object('name', p.data_provider, 'count',
                      (SELECT count(*) FROM rule_conditions c JOIN rules r USING (rule_id)
                        WHERE r.module_id = m.module_id AND c.data_provider = p.data_provider))
                    ORDER BY p.data_provider)
               FROM (SELECT DISTINCT data_provider FROM data_keys) p) AS providers
       FROM modules m WHERE m.module_id = ANY($1::int[])`,
    [moduleIds],
  );
  const byId = new Map(
    rows.map((row): [number, CreditPolicyModule] => [
      row.module_id,
      {
        module_id: row.module_id,
        name: row.name,
        lender_id: row.lender_id,
        rule_count: row.rules.length,
        rules: row.rules,
        // Every provider's keys are offered in the condition editor.
        providers: (row.providers ?? []).map((provider) => ({
          name: provider.name,
          available: true,
          count: Number(provider.count),
          enabled: true,
        })),
        created_at: isoString(row.created_at),
        version: row.version,
      },
    ]),
  );
  return moduleIds.flatMap((id) => byId.get(id) ?? []);
}

/** A module with its rules; 404 when there is none, 403 when it is another lender's. */
export async function readModule(
  sql: Sql,
  moduleId: number,
  scope: number | null,
): Promise<CreditPolicyModule> {
  const [module] = await readModules(sql, [moduleId]);
  if (!module) throw notFound('Credit policy module not found.');
  assertLenderAllowed(scope, module.lender_id);
  return module;
}

export const policySnapshot = (policy: CreditPolicy): CreditPolicyInput => ({
  name: policy.name,
  lender_id: policy.lender_id,
  regulated: policy.regulated,
  stages: policy.stages,
});

export const moduleSnapshot = (module: CreditPolicyModule): CreditPolicyModuleInput => ({
  name: module.name,
  lender_id: module.lender_id,
  rules: module.rules,
});

/** Replaces all stages of a policy. */
export async function writeStages(sql: Sql, policyId: number, stages: readonly PolicyStage[]) {
  await sql.query('DELETE FROM credit_policy_stages WHERE credit_policy_id = $1', [policyId]);
  if (stages.length === 0) return;
  await sql.insertRows(
    'credit_policy_stages',
    ['credit_policy_id', 'stage_order', 'hard_search'],
    stages.map((stage) => [policyId, stage.order, stage.hard_search]),
  );
  const placed = stages.flatMap((stage) =>
    stage.modules.map((module, index) => [policyId, stage.order, index + 1, module.module_id]),
  );
  if (placed.length > 0) {
    await sql.insertRows(
      'credit_policy_stage_modules',
      ['credit_policy_id', 'stage_order', 'position', 'module_id'],
      placed,
    );
  }
}

/**
 * Replaces all rules of a module. Rules sent with a rule_id keep it (the caller has checked that
 * those ids are this module's); new rules get new ids.
 */
export async function writeRules(sql: Sql, moduleId: number, rules: readonly PolicyRuleInput[]) {
  await sql.query('DELETE FROM rules WHERE module_id = $1', [moduleId]);
  for (const rule of rules) {
    const [saved] = (await sql.query<{ rule_id: number }>(
      rule.rule_id
        ? `INSERT INTO rules (rule_id, module_id, name, rule_order, termination_rule)
           VALUES ($5, $1, $2, $3, $4) RETURNING rule_id`
        : `INSERT INTO rules (module_id, name, rule_order, termination_rule)
           VALUES ($1, $2, $3, $4) RETURNING rule_id`,
      [
        moduleId,
        rule.name,
        rule.order,
        rule.termination_rule,
        ...(rule.rule_id ? [rule.rule_id] : []),
      ],
    )) as [{ rule_id: number }];
    if (rule.conditions.length === 0) continue;
    await sql.insertRows(
      'rule_conditions',
      [
        'rule_id',
        'condition_order',
        'data_provider',
        'data_key',
        'operator',
        'value',
        'override',
        'action_true',
        'action_true_goto',
        'action_false',
        'action_false_goto',
      ],
      rule.conditions.map((condition) => [
        saved.rule_id,
        condition.order,
        condition.data_provider,
        condition.data_key,
        condition.operator,
        condition.value,
        condition.override === 'TRUE',
        condition.action_true,
        condition.action_true === 'GOTO' ? (condition.action_true_goto ?? null) : null,
        condition.action_false,
        condition.action_false === 'GOTO' ? (condition.action_false_goto ?? null) : null,
      ]),
    );
  }
}

/** Records a change to a credit policy or a policy module (saved versions, deletions). */
export function auditPolicyChange(
  context: OperationContext,
  kind: 'credit_policy' | 'credit_policy_module',
  id: number,
  action: 'version_saved' | 'deleted',
  detail: object,
) {
  return audit(context.sql, {
    userId: sessionOf(context).userId,
    action: `${kind}.${action}`,
    subject: `${kind}:${id}`,
    detail,
    ip: context.ip,
  });
}

/**
 * Records the policy as it now stands as its next version (the first when just created), saved
 * by the signed-in user or, for an approved change, by its maker.
 */
export async function savePolicyVersion(
  context: OperationContext,
  policyId: number,
  savedBy = sessionOf(context).userId,
) {
  const [{ version }] = (await context.sql.query<{ version: number }>(
    `UPDATE credit_policies
        SET version = CASE WHEN EXISTS (SELECT 1 FROM credit_policy_versions v
                                         WHERE v.credit_policy_id = $1)
                           THEN version + 1 ELSE 1 END
      WHERE credit_policy_id = $1 RETURNING version`,
    [policyId],
  )) as [{ version: number }];
  const policy = await readPolicy(context.sql, policyId, null);
  await context.sql.query(
    `INSERT INTO credit_policy_versions (credit_policy_id, version, snapshot, saved_by)
     VALUES ($1, $2, $3, $4)`,
    [policyId, version, json(policySnapshot(policy)), savedBy],
  );
  await auditPolicyChange(context, 'credit_policy', policyId, 'version_saved', {
    version,
    name: policy.name,
  });
  return policy;
}

/** Records the module as it now stands as its next version, as savePolicyVersion does. */
export async function saveModuleVersion(
  context: OperationContext,
  moduleId: number,
  savedBy = sessionOf(context).userId,
) {
  const [{ version }] = (await context.sql.query<{ version: number }>(
    `UPDATE modules
        SET version = CASE WHEN EXISTS (SELECT 1 FROM module_versions v WHERE v.module_id = $1)
                           THEN version + 1 ELSE 1 END
      WHERE module_id = $1 RETURNING version`,
    [moduleId],
  )) as [{ version: number }];
  const module = await readModule(context.sql, moduleId, null);
  await context.sql.query(
    `INSERT INTO module_versions (module_id, version, snapshot, saved_by) VALUES ($1, $2, $3, $4)`,
    [moduleId, version, json(moduleSnapshot(module)), savedBy],
  );
  await auditPolicyChange(context, 'credit_policy_module', moduleId, 'version_saved', {
    version,
    name: module.name,
  });
  return module;
}

interface VersionRow {
  version: number;
  saved_at: Date | string;
  user_id: number | null;
  username: string | null;
  snapshot?: unknown;
}

const versionTables = {
  policy: { table: 'credit_policy_versions', key: 'credit_policy_id' },
  module: { table: 'module_versions', key: 'module_id' },
} as const;

const toVersionSummary = (row: VersionRow) => ({
  version: row.version,
  saved_at: isoString(row.saved_at),
  saved_by:
    row.user_id !== null && row.username !== null
      ? { user_id: row.user_id, username: row.username }
      : null,
});

export async function listVersions(
  sql: Sql,
  kind: keyof typeof versionTables,
  id: number,
  page: { perPage: number; offset: number },
) {
  const { table, key } = versionTables[kind];
  const [{ total }] = (await sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${table} WHERE ${key} = $1`,
    [id],
  )) as [{ total: number }];
  const rows = await sql.query<VersionRow>(
    `SELECT v.version, v.saved_at, u.user_id, u.username
       FROM ${table} v LEFT JOIN users u ON u.user_id = v.saved_by
      WHERE v.${key} = $1
      ORDER BY v.version DESC LIMIT ${page.perPage} OFFSET ${page.offset}`,
    [id],
  );
  return { items: rows.map(toVersionSummary), total };
}

export async function readVersion(
  sql: Sql,
  kind: keyof typeof versionTables,
  id: number,
  version: number,
) {
  const { table, key } = versionTables[kind];
  const [row] = await sql.query<VersionRow>(
    `SELECT v.version, v.saved_at, u.user_id, u.username, v.snapshot
       FROM ${table} v LEFT JOIN users u ON u.user_id = v.saved_by
      WHERE v.${key} = $1 AND v.version = $2`,
    [id, version],
  );
  if (!row) throw notFound('Version not found.');
  return { summary: toVersionSummary(row), snapshot: row.snapshot };
}

/**
 * Listing and reading the saved versions of a policy or a module: the same for both once the
 * owner has been read within the user's lender scope (which answers 404 or 403 otherwise).
 */
export function versionReadHandlers(
  kind: keyof typeof versionTables,
  idParam: 'policyId' | 'moduleId',
  readOwner: (sql: Sql, id: number, scope: number | null) => Promise<unknown>,
) {
  const readOwnerId = async (context: OperationContext) => {
    const id = context.params[idParam] as number;
    await readOwner(context.sql, id, lenderScopeOf(context));
    return id;
  };
  return {
    async list(context: OperationContext): Promise<OperationResult> {
      const id = await readOwnerId(context);
      const { page, perPage, offset } = paging(context.query as ListQuery, 25);
      const { items, total } = await listVersions(context.sql, kind, id, { perPage, offset });
      return { status: 200, body: { items, meta: { page, perPage, total } } };
    },
    async read(context: OperationContext): Promise<OperationResult> {
      const id = await readOwnerId(context);
      const version = context.params.version as number;
      const { summary, snapshot } = await readVersion(context.sql, kind, id, version);
      return { status: 200, body: { ...summary, [kind]: snapshot } };
    },
  };
}
