import type { Sql } from '../../db/database';
import { invalidProperties, invalidProperty, type ErrorProperty } from '../../http/errors';
import type { CreditPolicyInput, CreditPolicyModuleInput, PolicyStage } from './store';

/** The checks the contract's schema cannot say, answered like its own (400, property named). */
function failIfAny(problems: ErrorProperty[]) {
  if (problems.length > 0) throw invalidProperties(problems);
}

const at = (prefix: string, property: string) => (prefix ? `${prefix}.${property}` : property);

/** A full save naming another lender than the stored one: the lender is fixed once saved. */
export function assertSameLender(stored: number, sent: number, prefix = '') {
  if (stored !== sent) {
    throw invalidProperty(at(prefix, 'lender_id'), 'cannot change once saved');
  }
}

/** Indexes of the items whose key repeats an earlier item's. */
function repeatedIndexes<T>(items: readonly T[], keyOf: (item: T) => unknown): number[] {
  const seen = new Set<unknown>();
  return items.flatMap((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

async function lenderProblems(sql: Sql, lenderId: number, prefix: string) {
  const [lender] = await sql.query('SELECT 1 FROM lenders WHERE lender_id = $1', [lenderId]);
  return lender ? [] : [{ property: at(prefix, 'lender_id'), message: 'is not a known lender' }];
}

/**
 * Stage orders distinct, and every module of a stage exists and belongs to the policy's lender.
 * `prefix` names where the policy sits in the body (`policy` for a simulation).
 */
export async function checkPolicy(
  sql: Sql,
  lenderId: number,
  stages: readonly PolicyStage[],
  prefix = '',
  { checkLender = true } = {},
) {
  const problems: ErrorProperty[] = checkLender ? await lenderProblems(sql, lenderId, prefix) : [];
  for (const index of repeatedIndexes(stages, (stage) => stage.order)) {
    problems.push({
      property: at(prefix, `stages.${index}.order`),
      message: 'repeats the order of another stage',
    });
  }
  const moduleIds = [...new Set(stages.flatMap((stage) => stage.modules.map((m) => m.module_id)))];
  const owners = new Map(
    (
      await sql.query<{ module_id: number; lender_id: number }>(
        'SELECT module_id, lender_id FROM modules WHERE module_id = ANY($1::int[])',
        [moduleIds],
      )
    ).map((row) => [row.module_id, row.lender_id]),
  );
  stages.forEach((stage, stageIndex) =>
    stage.modules.forEach((module, moduleIndex) => {
      const owner = owners.get(module.module_id);
      if (owner === lenderId) return;
      problems.push({
        property: at(prefix, `stages.${stageIndex}.modules.${moduleIndex}.module_id`),
        message:
          owner === undefined ? 'is not an existing module' : 'is a module of another lender',
      });
    }),
  );
  failIfAny(problems);
}

export const checkPolicyInput = (sql: Sql, input: CreditPolicyInput, prefix = '') =>
  checkPolicy(sql, input.lender_id, input.stages, prefix);

/**
 * Rule orders distinct in the module, condition orders distinct in each rule, every GOTO names a
 * condition order of its rule, every condition's provider:key is a known data key, and rule ids
 * sent are rules of this module (`ownRuleIds`; on create no rule is, so the ids are dropped).
 */
export async function checkModule(
  sql: Sql,
  input: Pick<CreditPolicyModuleInput, 'rules'> & { lender_id?: number },
  ownRuleIds: ReadonlySet<number> | null,
) {
  const problems: ErrorProperty[] =
    input.lender_id === undefined ? [] : await lenderProblems(sql, input.lender_id, '');
  const known = new Set(
    (
      await sql.query<{ name: string }>(`SELECT data_provider || ':' || key AS name FROM data_keys`)
    ).map((row) => row.name),
  );
  for (const index of repeatedIndexes(input.rules, (rule) => rule.order)) {
    problems.push({
      property: `rules.${index}.order`,
      message: 'repeats the order of another rule',
    });
  }
  if (ownRuleIds) {
    const withIds = input.rules.map((rule, index) => ({ id: rule.rule_id, index }));
    for (const index of repeatedIndexes(withIds, (item) => item.id ?? `new ${item.index}`)) {
      problems.push({
        property: `rules.${index}.rule_id`,
        message: 'repeats the id of another rule',
      });
    }
    input.rules.forEach((rule, index) => {
      if (rule.rule_id !== undefined && !ownRuleIds.has(rule.rule_id)) {
        problems.push({
          property: `rules.${index}.rule_id`,
          message: 'is not a rule of this module',
        });
      }
    });
  }
  input.rules.forEach((rule, ruleIndex) => {
    const orders = new Set(rule.conditions.map((condition) => condition.order));
    for (const index of repeatedIndexes(rule.conditions, (condition) => condition.order)) {
      problems.push({
        property: `rules.${ruleIndex}.conditions.${index}.order`,
        message: 'repeats the order of another condition',
      });
    }
    rule.conditions.forEach((condition, index) => {
      const path = `rules.${ruleIndex}.conditions.${index}`;
      if (!known.has(`${condition.data_provider}:${condition.data_key}`)) {
        problems.push({ property: `${path}.data_key`, message: 'is not a known data key' });
      }
      for (const side of ['true', 'false'] as const) {
        const target = condition[`action_${side}_goto`];
        if (condition[`action_${side}`] === 'GOTO' && (target == null || !orders.has(target))) {
          problems.push({
            property: `${path}.action_${side}_goto`,
            message: 'is not the order of a condition of this rule',
          });
        }
      }
    });
  });
  failIfAny(problems);
}
