import type { Faker } from '@faker-js/faker';
import {
  DATA_KEY_CATALOGUE,
  type ApplicationFacts,
  type ApplicationStatus,
  type ConditionAction,
  type PolicyCondition,
  type PolicyDecision,
  type PolicyRule,
  type RunnablePolicy,
} from '@backoffice/domain/model';
import { json, type ColumnValue, type Sql } from '../db/database';
import type { SeedContext } from './merchants';
import { advanceSequence } from './sequences';

/** A lender's regulated policy, which decides its applications, ready for the engine. */
export interface SeededPolicy {
  creditPolicyId: number;
  version: number;
  runnable: RunnablePolicy;
  thresholds: PolicyThresholds;
}

/** Where a lender's rules draw their lines; the seeded bureau facts are drawn around them. */
export interface PolicyThresholds {
  minimumScore: number;
  maximumRiskScore: number;
  minimumMonthsAtAddress: number;
}

/** The facts of an application that come from the bureau and the fraud checks. */
export interface BureauFacts extends Pick<ApplicationFacts, 'credit_score' | 'ccj_count'> {
  credit_score: number;
  ccj_count: number;
  months_at_address: number;
  maxmind_risk_score: number;
  sanction_match: boolean;
}

const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);

function when(
  order: number,
  dataKey: `${string}:${string}`,
  operator: PolicyCondition['operator'],
  value: string,
  actionTrue: ConditionAction | { goto: number },
  actionFalse: ConditionAction | { goto: number },
): PolicyCondition {
  const [provider, key] = dataKey.split(':') as [string, string];
  const action = (side: ConditionAction | { goto: number }) =>
    side !== null && typeof side === 'object'
      ? { action: 'GOTO' as const, goto: side.goto }
      : { action: side, goto: null };
  const onTrue = action(actionTrue);
  const onFalse = action(actionFalse);
  return {
    order,
    data_provider: provider,
    data_key: key,
    operator,
    value,
    override: 'FALSE',
    action_true: onTrue.action,
    action_true_goto: onTrue.goto,
    action_false: onFalse.action,
    action_false_goto: onFalse.goto,
  };
}

const rule = (
  order: number,
  name: string,
  conditions: PolicyCondition[],
  termination = false,
): PolicyRule => ({ name, order, termination_rule: termination, conditions });

/** The rules of each seeded module, drawn at the lender's thresholds. */
function moduleRules(name: string, thresholds: PolicyThresholds): PolicyRule[] {
  const { minimumScore, maximumRiskScore, minimumMonthsAtAddress } = thresholds;
  switch (name) {
    case 'Identity and fraud':
      return [
        rule(
          1,
          'Sanctions screening',
          [when(1, 'tracesmart:sanction_match', '==', 'true', 'DECLINE', null)],
          true,
        ),
        rule(2, 'Fraud risk score', [
          when(1, 'maxmind:risk_score', '<=', String(maximumRiskScore), null, 'REFER'),
        ]),
        rule(3, 'Minimum age', [when(1, 'application:age', '>=', '18', null, 'DECLINE')]),
      ];
    case 'Affordability':
      return [
        rule(1, 'Declared income', [
          when(1, 'application:salary', '>=', '10000', null, 'ACTION-CUSTOMER'),
        ]),
        rule(2, 'Deposit on large advances', [
          when(1, 'application:advance', '>=', '30000', { goto: 2 }, 'ACCEPT'),
          when(2, 'application:deposit_percent', '>=', '10', null, 'ACTION-LENDER'),
        ]),
      ];
    case 'Credit history':
      return [
        rule(
          1,
          'Credit file found',
          [when(1, 'experian:credit_score', '>=', '0', null, 'REFER')],
          true,
        ),
        rule(
          2,
          'Credit score',
          [when(1, 'experian:credit_score', '>=', String(minimumScore), null, 'DECLINE')],
          true,
        ),
        rule(3, 'County court judgments', [
          when(1, 'experian:ccj_count', '>=', '1', { goto: 2 }, 'ACCEPT'),
          when(2, 'experian:ccj_count', '>=', '2', 'DECLINE', 'ACTION-LENDER'),
        ]),
        rule(4, 'Time at address', [
          when(
            1,
            'experian:months_at_address',
            '>=',
            String(minimumMonthsAtAddress),
            null,
            'ACTION-CUSTOMER',
          ),
        ]),
      ];
    default:
      return [
        rule(1, 'Maximum advance', [
          when(1, 'application:advance', '<=', '30000', null, 'ACTION-LENDER'),
        ]),
        rule(2, 'Minimum advance', [when(1, 'application:advance', '>=', '25', null, 'DECLINE')]),
      ];
  }
}

/**
 * Credit policies for every lender: two policies of two stages over four modules, whose rules
 * read the data keys of the catalogue. Each policy and module is saved as version 1.
 */
export async function seedPolicies(
  sql: Sql,
  context: SeedContext,
): Promise<Map<number, SeededPolicy>> {
  const { faker, lenderIds, now } = context;
  await sql.insertRows(
    'data_keys',
    ['data_provider', 'key'],
    DATA_KEY_CATALOGUE.map((dataKey) => [dataKey.data_provider, dataKey.key]),
  );
  const rows = {
    policies: [] as ColumnValue[][],
    policyVersions: [] as ColumnValue[][],
    stages: [] as ColumnValue[][],
    stageModules: [] as ColumnValue[][],
    modules: [] as ColumnValue[][],
    moduleVersions: [] as ColumnValue[][],
    rules: [] as ColumnValue[][],
    conditions: [] as ColumnValue[][],
  };
  const seeded = new Map<number, SeededPolicy>();
  let policyId = 0;
  let moduleId = 0;
  let ruleId = 0;
  for (const lenderId of lenderIds) {
    const thresholds: PolicyThresholds = {
      minimumScore: faker.number.int({ min: 50, max: 56 }) * 10,
      maximumRiskScore: faker.number.int({ min: 70, max: 85 }),
      minimumMonthsAtAddress: faker.helpers.arrayElement([3, 6]),
    };
    const lenderModules: { module_id: number; name: string; rules: PolicyRule[] }[] = [];
    for (const name of [
      'Identity and fraud',
      'Affordability',
      'Credit history',
      'Product limits',
    ]) {
      moduleId += 1;
      const createdAt = daysBefore(now, faker.number.int({ min: 100, max: 600 }));
      // One module stays empty, as a newly created module would be.
      const rules =
        name === 'Product limits' && lenderId === 4
          ? []
          : moduleRules(name, thresholds).map((item) => ({ rule_id: (ruleId += 1), ...item }));
      lenderModules.push({ module_id: moduleId, name, rules });
      rows.modules.push([moduleId, name, lenderId, createdAt]);
      rows.moduleVersions.push([
        moduleId,
        1,
        json({ name, lender_id: lenderId, rules }),
        createdAt,
      ]);
      for (const item of rules) {
        rows.rules.push([item.rule_id, moduleId, item.name, item.order, item.termination_rule]);
        for (const condition of item.conditions) {
          rows.conditions.push([
            item.rule_id,
            condition.order,
            condition.data_provider,
            condition.data_key,
            condition.operator,
            condition.value,
            condition.override === 'TRUE',
            condition.action_true,
            condition.action_true_goto ?? null,
            condition.action_false,
            condition.action_false_goto ?? null,
          ]);
        }
      }
    }
    for (const [suffix, regulated] of [
      ['regulated', true],
      ['bullet loans', false],
    ] as const) {
      policyId += 1;
      const name = `${context.lenderNames.get(lenderId)} ${suffix}`;
      const createdAt = daysBefore(now, 300);
      const stages = [1, 2].map((order) => ({
        order,
        hard_search: order === 2,
        modules: order === 1 ? lenderModules.slice(0, 2) : lenderModules.slice(2),
      }));
      rows.policies.push([policyId, name, lenderId, regulated, createdAt]);
      rows.policyVersions.push([
        policyId,
        1,
        json({
          name,
          lender_id: lenderId,
          regulated,
          stages: stages.map((stage) => ({
            ...stage,
            modules: stage.modules.map((module) => ({ module_id: module.module_id })),
          })),
        }),
        createdAt,
      ]);
      for (const stage of stages) {
        rows.stages.push([policyId, stage.order, stage.hard_search]);
        stage.modules.forEach((module, position) =>
          rows.stageModules.push([policyId, stage.order, position + 1, module.module_id]),
        );
      }
      if (regulated) {
        seeded.set(lenderId, {
          creditPolicyId: policyId,
          version: 1,
          runnable: { stages },
          thresholds,
        });
      }
    }
  }
  await sql.insertRows('modules', ['module_id', 'name', 'lender_id', 'created_at'], rows.modules);
  await sql.insertRows(
    'module_versions',
    ['module_id', 'version', 'snapshot', 'saved_at'],
    rows.moduleVersions,
  );
  await sql.insertRows(
    'rules',
    ['rule_id', 'module_id', 'name', 'rule_order', 'termination_rule'],
    rows.rules,
  );
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
    rows.conditions,
  );
  await sql.insertRows(
    'credit_policies',
    ['credit_policy_id', 'name', 'lender_id', 'regulated', 'created_at'],
    rows.policies,
  );
  await sql.insertRows(
    'credit_policy_versions',
    ['credit_policy_id', 'version', 'snapshot', 'saved_at'],
    rows.policyVersions,
  );
  await sql.insertRows(
    'credit_policy_stages',
    ['credit_policy_id', 'stage_order', 'hard_search'],
    rows.stages,
  );
  await sql.insertRows(
    'credit_policy_stage_modules',
    ['credit_policy_id', 'stage_order', 'position', 'module_id'],
    rows.stageModules,
  );
  for (const [table, column] of [
    ['modules', 'module_id'],
    ['rules', 'rule_id'],
    ['credit_policies', 'credit_policy_id'],
  ] as const) {
    await advanceSequence(sql, table, column);
  }
  return seeded;
}

/**
 * The decision the engine made for an application now in `status` (null: not decided yet). The
 * status may have moved on from it: an accepted application is verified, fulfilled, cancelled.
 */
export const decisionBehindStatus: Record<ApplicationStatus, PolicyDecision | null> = {
  SUBMITTED: null,
  ACCEPT: 'ACCEPT',
  'PRE-APPROVE': 'ACCEPT',
  VERIFIED: 'ACCEPT',
  ATB: 'ACCEPT',
  FULFILLED: 'ACCEPT',
  COMPLETE: 'ACCEPT',
  SUCCESS: 'ACCEPT',
  AMENDED: 'ACCEPT',
  CANCEL: 'ACCEPT',
  'ACTION-RETAILER': 'ACCEPT',
  DECLINE: 'DECLINE',
  PREDECLINE: 'DECLINE',
  REFER: 'REFER',
  INFO: 'REFER',
  INSPECT: 'REFER',
  'NO-DECISION': 'REFER',
  RESUBMITTED: 'REFER',
  ERROR: 'REFER',
  UNKNOWN: 'REFER',
  'ACTION-CUSTOMER': 'ACTION-CUSTOMER',
  'ACTION-LENDER': 'ACTION-LENDER',
};

/** Bureau and fraud facts that lead the lender's policy to `decision` (or pass it when null). */
export function bureauFactsFor(
  faker: Faker,
  decision: PolicyDecision | null,
  thresholds: PolicyThresholds,
): BureauFacts {
  const { minimumScore, maximumRiskScore, minimumMonthsAtAddress } = thresholds;
  const facts: BureauFacts = {
    credit_score: faker.number.int({ min: minimumScore + 40, max: 999 }),
    ccj_count: 0,
    months_at_address: faker.number.int({ min: minimumMonthsAtAddress, max: 131 }),
    maxmind_risk_score: faker.number.float({
      min: 0,
      max: maximumRiskScore - 5,
      fractionDigits: 2,
    }),
    sanction_match: false,
  };
  switch (decision) {
    case 'DECLINE': {
      const cause = faker.helpers.weightedArrayElement([
        { weight: 8, value: 'score' as const },
        { weight: 3, value: 'ccjs' as const },
        { weight: 1, value: 'sanctions' as const },
      ]);
      if (cause === 'score')
        facts.credit_score = faker.number.int({ min: 300, max: minimumScore - 1 });
      if (cause === 'ccjs') facts.ccj_count = faker.number.int({ min: 2, max: 4 });
      if (cause === 'sanctions') facts.sanction_match = true;
      break;
    }
    case 'REFER':
      facts.maxmind_risk_score = faker.number.float({
        min: maximumRiskScore + 1,
        max: 99,
        fractionDigits: 2,
      });
      break;
    case 'ACTION-LENDER':
      facts.ccj_count = 1;
      break;
    case 'ACTION-CUSTOMER':
      facts.months_at_address = faker.number.int({ min: 0, max: minimumMonthsAtAddress - 1 });
      break;
    default:
      break;
  }
  return facts;
}
