import {
  applicationDataValues,
  policyDecisions,
  runPolicy,
  type PolicyDecision,
  type PolicyProblem,
  type PolicyRun,
  type RuleFired,
  type RunnablePolicy,
  withholdDataValues,
} from '@backoffice/domain/model';
import type { Sql } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { sessionOf, type OperationHandlers } from '../../http/operations';
import { auditApplication, dataProtected, personalDataAccess } from '../credit-applications/access';
import { withheldRule } from '../credit-applications/decisions';
import { orderBy, paging, type ListQuery } from '../users/management';
import { applicationOfLender, recentDecidedApplications } from './facts';
import {
  assertLenderAllowed,
  lenderScopeOf,
  versionReadHandlers,
  readModules,
  readPolicy,
  savePolicyVersion,
  writeStages,
  type CreditPolicyInput,
  type PolicyStage,
  auditPolicyChange,
} from './store';
import { assertSameLender, checkPolicy, checkPolicyInput } from './validation';

/** At most this many changed decisions are listed; changed_count counts them all. */
const MAX_LISTED_CHANGES = 500;
const DEFAULT_SIMULATION_LIMIT = 1000;

/** The draft's stages with their modules' rules, ready for the engine. */
export async function runnable(sql: Sql, stages: readonly PolicyStage[]): Promise<RunnablePolicy> {
  const ids = [...new Set(stages.flatMap((stage) => stage.modules.map((m) => m.module_id)))];
  const modules = new Map(
    (await readModules(sql, ids)).map((module) => [module.module_id, module]),
  );
  return {
    stages: stages.map((stage) => ({
      order: stage.order,
      hard_search: stage.hard_search,
      modules: stage.modules.flatMap((placed) => {
        const module = modules.get(placed.module_id);
        return module
          ? [{ module_id: module.module_id, name: module.name, rules: module.rules }]
          : [];
      }),
    })),
  };
}

/** The rule whose outcome made the run's decision, as the engine reports it (overrides included). */
function decidingRule(run: PolicyRun): RuleFired | null {
  return run.decided_by === null ? null : (run.rules[run.decided_by] ?? null);
}

function distinctProblems(problems: readonly PolicyProblem[]): PolicyProblem[] {
  const byKey = new Map(
    problems.map((problem) => [
      [
        problem.kind,
        problem.stage_number,
        problem.module_id,
        problem.rule_number,
        problem.condition_order,
      ].join('/'),
      problem,
    ]),
  );
  return [...byKey.values()];
}

const isDecision = (status: string | null): status is PolicyDecision =>
  (policyDecisions as readonly (string | null)[]).includes(status);

/** Checks a draft sent for simulation or a test-run, as a save would, under `policy.`. */
async function checkedDraft(
  sql: Sql,
  scope: number | null,
  draft: CreditPolicyInput,
): Promise<RunnablePolicy> {
  assertLenderAllowed(scope, draft.lender_id);
  await checkPolicyInput(sql, draft, 'policy');
  return runnable(sql, draft.stages);
}

const policyVersions = versionReadHandlers('policy', 'policyId', readPolicy);

export const creditPolicyHandlers: OperationHandlers = {
  async listCreditPolicies(context) {
    const scope = lenderScopeOf(context);
    const query = context.query as ListQuery & { 'lender_id[]'?: number[] };
    const { page, perPage, offset } = paging(query, 25);
    const conditions: string[] = [];
    const values: unknown[] = [];
    const where = (condition: (placeholder: string) => string, value: unknown) => {
      values.push(value);
      conditions.push(condition(`$${values.length}`));
    };
    if (scope !== null) where((p) => `p.lender_id = ${p}`, scope);
    if (query['lender_id[]']?.length)
      where((p) => `p.lender_id = ANY(${p}::int[])`, query['lender_id[]']);
    if (query.date_from) where((p) => `p.created_at >= ${p}::date`, query.date_from);
    if (query.date_to) where((p) => `p.created_at < ${p}::date + 1`, query.date_to);
    const filter = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = orderBy(
      query['order[]'],
      {
        credit_policy_id: 'p.credit_policy_id',
        name: 'lower(p.name)',
        lender_id: 'p.lender_id',
        regulated: 'p.regulated',
        created_at: 'p.created_at',
      },
      'p.credit_policy_id ASC',
    );
    const [{ total }] = (await context.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM credit_policies p ${filter}`,
      values,
    )) as [{ total: number }];
    const rows = await context.sql.query<{
      credit_policy_id: number;
      name: string;
      lender_id: number;
      regulated: boolean;
      created_at: Date | string;
    }>(
      `SELECT p.credit_policy_id, p.name, p.lender_id, p.regulated, p.created_at
         FROM credit_policies p ${filter}
        ORDER BY ${order}, p.credit_policy_id LIMIT ${perPage} OFFSET ${offset}`,
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

  async createCreditPolicy(context) {
    const body = context.body as CreditPolicyInput;
    assertLenderAllowed(lenderScopeOf(context), body.lender_id);
    await checkPolicyInput(context.sql, body);
    const [{ credit_policy_id: policyId }] = (await context.sql.query<{ credit_policy_id: number }>(
      `INSERT INTO credit_policies (name, lender_id, regulated) VALUES ($1, $2, $3)
       RETURNING credit_policy_id`,
      [body.name, body.lender_id, body.regulated],
    )) as [{ credit_policy_id: number }];
    await writeStages(context.sql, policyId, body.stages);
    const policy = await savePolicyVersion(context, policyId);
    return { status: 201, body: policy, headers: { location: `/api/credit-policies/${policyId}` } };
  },

  async getCreditPolicy(context) {
    const policy = await readPolicy(
      context.sql,
      context.params.policyId as number,
      lenderScopeOf(context),
    );
    return { status: 200, body: policy };
  },

  async deleteCreditPolicy(context) {
    const policyId = context.params.policyId as number;
    const policy = await readPolicy(context.sql, policyId, lenderScopeOf(context));
    const [used] = await context.sql.query(
      `SELECT 1 FROM credit_applications WHERE credit_policy_id = $1
       UNION ALL SELECT 1 FROM decision_logs WHERE credit_policy_id = $1 LIMIT 1`,
      [policyId],
    );
    if (used) {
      throw conflict(
        'This credit policy has decided credit applications, so it cannot be deleted.',
      );
    }
    await context.sql.query('DELETE FROM credit_policies WHERE credit_policy_id = $1', [policyId]);
    await auditPolicyChange(context, 'credit_policy', policyId, 'deleted', { name: policy.name });
    return { status: 204 };
  },

  listCreditPolicyVersions: policyVersions.list,
  getCreditPolicyVersion: policyVersions.read,

  async simulateCreditPolicy(context) {
    const started = performance.now();
    const principal = sessionOf(context);
    const body = context.body as { policy: CreditPolicyInput; limit?: number };
    const policy = await checkedDraft(context.sql, lenderScopeOf(context), body.policy);
    const applications = await recentDecidedApplications(
      context.sql,
      body.policy.lender_id,
      body.limit ?? DEFAULT_SIMULATION_LIMIT,
    );
    const counts = new Map(
      policyDecisions.map((decision) => [decision, { actual_count: 0, simulated_count: 0 }]),
    );
    const changes: {
      credit_application_id: number;
      actual: PolicyDecision;
      simulated: PolicyDecision;
      rule: RuleFired | null;
    }[] = [];
    let changedCount = 0;
    const problems: PolicyProblem[] = [];
    for (const application of applications) {
      const run = runPolicy(
        policy,
        applicationDataValues(application.facts, application.time_submitted),
      );
      problems.push(...run.problems);
      counts.get(run.decision)!.simulated_count += 1;
      if (!isDecision(application.actual)) continue;
      counts.get(application.actual)!.actual_count += 1;
      if (application.actual === run.decision) continue;
      changedCount += 1;
      if (changes.length < MAX_LISTED_CHANGES) {
        const rule = decidingRule(run);
        changes.push({
          credit_application_id: application.credit_application_id,
          actual: application.actual,
          simulated: run.decision,
          rule: rule && withheldRule(rule, personalDataAccess(principal, application)),
        });
      }
    }
    return {
      status: 200,
      body: {
        application_count: applications.length,
        time_taken: Math.round(performance.now() - started),
        decisions: [...counts].map(([decision, count]) => ({ decision, ...count })),
        changes,
        changed_count: changedCount,
        problems: distinctProblems(problems),
      },
    };
  },

  async testCreditPolicy(context) {
    const principal = sessionOf(context);
    const body = context.body as { policy: CreditPolicyInput; credit_application_id: number };
    const policy = await checkedDraft(context.sql, lenderScopeOf(context), body.policy);
    const application = await applicationOfLender(
      context.sql,
      body.policy.lender_id,
      body.credit_application_id,
    );
    if (!application) throw notFound('Credit application not found.');
    // A test run shows the application's data values: the same data protection as its detail.
    if (application.data_protection_hidden) throw dataProtected();
    const access = personalDataAccess(principal, application);
    const values = applicationDataValues(application.facts, application.time_submitted);
    const run = runPolicy(policy, values);
    await auditApplication(context, application.credit_application_id, 'policy_test_run', {
      lender_id: body.policy.lender_id,
    });
    return {
      status: 200,
      body: {
        credit_application_id: application.credit_application_id,
        decision: run.decision,
        time_taken: run.time_taken,
        rules: run.rules.map((rule) => withheldRule(rule, access)),
        // A value the application lacks is shown as null (JSON has no undefined).
        values: withholdDataValues(
          Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? null])),
          (kind) => access[kind],
        ),
        problems: run.problems,
        terminated_by: run.terminated_by,
      },
    };
  },
};

/**
 * Applies a whole policy (an approved change): the lender stays as stored (400 when the input
 * names another) and the stages pass the checks of a save. The caller saves the version.
 */
export async function applyPolicyInput(
  sql: Sql,
  storedLenderId: number,
  policyId: number,
  input: CreditPolicyInput,
  prefix: string,
) {
  assertSameLender(storedLenderId, input.lender_id, prefix);
  await checkPolicy(sql, storedLenderId, input.stages, prefix, { checkLender: false });
  await sql.query(
    'UPDATE credit_policies SET name = $2, regulated = $3 WHERE credit_policy_id = $1',
    [policyId, input.name, input.regulated],
  );
  await writeStages(sql, policyId, input.stages);
}
