import type { Sql } from '../../db/database';
import { conflict } from '../../http/errors';
import type { OperationHandlers } from '../../http/operations';
import { orderBy, paging, type ListQuery } from '../users/management';
import {
  assertLenderAllowed,
  lenderScopeOf,
  versionReadHandlers,
  readModule,
  saveModuleVersion,
  writeRules,
  type CreditPolicyModuleInput,
  type PolicyRuleInput,
  auditPolicyChange,
} from './store';
import { assertSameLender, checkModule } from './validation';

async function ruleIdsOf(sql: Sql, moduleId: number): Promise<Set<number>> {
  const rows = await sql.query<{ rule_id: number }>(
    'SELECT rule_id FROM rules WHERE module_id = $1',
    [moduleId],
  );
  return new Set(rows.map((row) => row.rule_id));
}

/** Checks and writes a module's new rules; rule ids not (or no longer) this module's are refused. */
async function replaceRules(sql: Sql, moduleId: number, rules: readonly PolicyRuleInput[]) {
  await checkModule(sql, { rules: [...rules] }, await ruleIdsOf(sql, moduleId));
  await writeRules(sql, moduleId, rules);
}

/**
 * Applies a whole module (an approved change): the lender stays as stored, and rules of the
 * input deleted from the module since (a restored snapshot's) come back as new rules, with new
 * ids. The caller saves the version.
 */
export async function applyModuleInput(
  sql: Sql,
  storedLenderId: number,
  moduleId: number,
  input: CreditPolicyModuleInput,
) {
  assertSameLender(storedLenderId, input.lender_id, 'module');
  const own = await ruleIdsOf(sql, moduleId);
  const rules = input.rules.map(({ rule_id: ruleId, ...rule }) =>
    ruleId !== undefined && own.has(ruleId) ? { rule_id: ruleId, ...rule } : rule,
  );
  await replaceRules(sql, moduleId, rules);
  await sql.query('UPDATE modules SET name = $2 WHERE module_id = $1', [moduleId, input.name]);
}

const moduleVersions = versionReadHandlers('module', 'moduleId', readModule);

export const creditPolicyModuleHandlers: OperationHandlers = {
  async listCreditPolicyModules(context) {
    const scope = lenderScopeOf(context);
    const query = context.query as ListQuery & { 'lender_id[]'?: number[] };
    const { page, perPage, offset } = paging(query, 25);
    const conditions: string[] = [];
    const values: unknown[] = [];
    const where = (condition: (placeholder: string) => string, value: unknown) => {
      values.push(value);
      conditions.push(condition(`$${values.length}`));
    };
    if (scope !== null) where((p) => `m.lender_id = ${p}`, scope);
    if (query['lender_id[]']?.length)
      where((p) => `m.lender_id = ANY(${p}::int[])`, query['lender_id[]']);
    const filter = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = orderBy(
      query['order[]'],
      {
        module_id: 'm.module_id',
        name: 'lower(m.name)',
        lender_id: 'm.lender_id',
        rule_count: 'rule_count',
        created_at: 'm.created_at',
      },
      'm.module_id ASC',
    );
    const [{ total }] = (await context.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM modules m ${filter}`,
      values,
    )) as [{ total: number }];
    const rows = await context.sql.query<{
      module_id: number;
      name: string;
      lender_id: number;
      rule_count: number;
      created_at: Date | string;
    }>(
      `SELECT m.module_id, m.name, m.lender_id, m.created_at,
              (SELECT count(*)::int FROM rules r WHERE r.module_id = m.module_id) AS rule_count
         FROM modules m ${filter}
        ORDER BY ${order}, m.module_id LIMIT ${perPage} OFFSET ${offset}`,
      values,
    );
    return {
      status: 200,
      body: {
        items: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
        meta: { page, perPage, total },
      },
    };
  },

  async createCreditPolicyModule(context) {
    const body = context.body as CreditPolicyModuleInput;
    assertLenderAllowed(lenderScopeOf(context), body.lender_id);
    // A new module has no rules yet, so ids sent (a copied module's JSON) are not kept.
    const rules = body.rules.map(({ rule_id: _dropped, ...rule }) => rule);
    await checkModule(context.sql, { lender_id: body.lender_id, rules }, null);
    const [{ module_id: moduleId }] = (await context.sql.query<{ module_id: number }>(
      'INSERT INTO modules (name, lender_id) VALUES ($1, $2) RETURNING module_id',
      [body.name, body.lender_id],
    )) as [{ module_id: number }];
    await writeRules(context.sql, moduleId, rules);
    const module = await saveModuleVersion(context, moduleId);
    return {
      status: 201,
      body: module,
      headers: { location: `/api/credit-policy-modules/${moduleId}` },
    };
  },

  async getCreditPolicyModule(context) {
    const module = await readModule(
      context.sql,
      context.params.moduleId as number,
      lenderScopeOf(context),
    );
    return { status: 200, body: module };
  },

  async deleteCreditPolicyModule(context) {
    const moduleId = context.params.moduleId as number;
    const module = await readModule(context.sql, moduleId, lenderScopeOf(context));
    const holders = await context.sql.query<{ name: string }>(
      `SELECT DISTINCT p.name FROM credit_policy_stage_modules sm
         JOIN credit_policies p USING (credit_policy_id)
        WHERE sm.module_id = $1 ORDER BY p.name`,
      [moduleId],
    );
    if (holders.length > 0) {
      throw conflict(
        `This module is used by a stage of ${holders.map((holder) => holder.name).join(', ')}; remove it from those stages first.`,
      );
    }
    await context.sql.query('DELETE FROM modules WHERE module_id = $1', [moduleId]);
    await auditPolicyChange(context, 'credit_policy_module', moduleId, 'deleted', {
      name: module.name,
    });
    return { status: 204 };
  },

  listCreditPolicyModuleVersions: moduleVersions.list,
  getCreditPolicyModuleVersion: moduleVersions.read,

  async listTerminationRules(context) {
    const scope = lenderScopeOf(context);
    const query = context.query as ListQuery & { module_id?: number };
    const { page, perPage, offset } = paging(query, 25);
    const conditions = ['r.termination_rule'];
    const values: unknown[] = [];
    if (scope !== null) {
      values.push(scope);
      conditions.push(`m.lender_id = $${values.length}`);
    }
    if (query.module_id !== undefined) {
      values.push(query.module_id);
      conditions.push(`r.module_id = $${values.length}`);
    }
    const from = `FROM rules r JOIN modules m USING (module_id) WHERE ${conditions.join(' AND ')}`;
    const [{ total }] = (await context.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total ${from}`,
      values,
    )) as [{ total: number }];
    const items = await context.sql.query<{ rule_id: number; module_id: number }>(
      `SELECT r.rule_id, r.module_id ${from} ORDER BY r.rule_id LIMIT ${perPage} OFFSET ${offset}`,
      values,
    );
    return { status: 200, body: { items, meta: { page, perPage, total } } };
  },

  async listDataKeys(context) {
    const query = context.query as ListQuery & { 'data_provider[]'?: string[] };
    const { page, perPage, offset } = paging(query, 25);
    const providers = query['data_provider[]'];
    const filter = providers?.length ? 'WHERE data_provider = ANY($1::text[])' : '';
    const values = providers?.length ? [providers] : [];
    const [{ total }] = (await context.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM data_keys ${filter}`,
      values,
    )) as [{ total: number }];
    const items = await context.sql.query<{ data_provider: string; key: string }>(
      `SELECT data_provider, key FROM data_keys ${filter}
        ORDER BY data_provider, key LIMIT ${perPage} OFFSET ${offset}`,
      values,
    );
    return { status: 200, body: { items, meta: { page, perPage, total } } };
  },
};
