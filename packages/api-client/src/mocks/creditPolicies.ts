import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
type CreditPolicy = Schemas['CreditPolicy'];
type CreditPolicyInput = Schemas['CreditPolicyInput'];
type CreditPolicyVersion = Schemas['CreditPolicyVersion'];
type PolicySimulation = Schemas['PolicySimulation'];
type PolicySimulationRequest = Schemas['PolicySimulationRequest'];
type PolicyTestRun = Schemas['PolicyTestRun'];
type PolicyTestRunRequest = Schemas['PolicyTestRunRequest'];
type RuleFired = Schemas['RuleFired'];

export function makeCreditPolicy(overrides: Partial<CreditPolicy> = {}): CreditPolicy {
  return {
    credit_policy_id: 12,
    name: 'Standard retail',
    lender_id: 2,
    regulated: true,
    stages: [
      { order: 1, hard_search: false, modules: [{ module_id: 7 }] },
      { order: 2, hard_search: true, modules: [] },
    ],
    version: 1,
    created_at: '2026-03-02T10:15:00Z',
    ...overrides,
  };
}

/** The policy list's row of a policy. */
export function creditPolicySummaryOf(policy: CreditPolicy): Schemas['CreditPolicySummary'] {
  const { credit_policy_id, name, lender_id, regulated, created_at } = policy;
  return { credit_policy_id, name, lender_id, regulated, created_at };
}

export function makeRuleFired(overrides: Partial<RuleFired> = {}): RuleFired {
  return {
    rule_number: 1,
    rule_name: 'Minimum credit score',
    stage_number: 1,
    outcome: 'DECLINE',
    values_used: { 'experian:credit_score': 480 },
    description: 'experian:credit_score >= 550 is false → DECLINE',
    result: false,
    values: { 'experian:credit_score': '550' },
    ...overrides,
  };
}

export function makePolicySimulation(overrides: Partial<PolicySimulation> = {}): PolicySimulation {
  return {
    application_count: 1000,
    time_taken: 1840,
    decisions: [
      { decision: 'ACCEPT', actual_count: 612, simulated_count: 590 },
      { decision: 'DECLINE', actual_count: 201, simulated_count: 223 },
      { decision: 'REFER', actual_count: 143, simulated_count: 143 },
      { decision: 'ACTION-CUSTOMER', actual_count: 30, simulated_count: 30 },
      { decision: 'ACTION-LENDER', actual_count: 14, simulated_count: 14 },
    ],
    changes: [
      {
        credit_application_id: 100234,
        actual: 'ACCEPT',
        simulated: 'DECLINE',
        rule: makeRuleFired(),
      },
    ],
    changed_count: 22,
    problems: [],
    ...overrides,
  };
}

export function makePolicyTestRun(overrides: Partial<PolicyTestRun> = {}): PolicyTestRun {
  return {
    credit_application_id: 100234,
    decision: 'DECLINE',
    time_taken: 3,
    rules: [
      makeRuleFired({
        rule_number: 1,
        rule_name: 'Sanction match',
        outcome: null,
        values_used: { 'tracesmart:sanction_match': false },
        description: 'tracesmart:sanction_match == true is false',
        values: { 'tracesmart:sanction_match': 'true' },
      }),
      makeRuleFired({ rule_number: 2 }),
    ],
    values: { 'experian:credit_score': 480, 'tracesmart:sanction_match': false },
    problems: [],
    terminated_by: null,
    ...overrides,
  };
}

export interface CreditPolicyMockStore {
  policies: CreditPolicy[];
  /** Every saved version by policy id, oldest first. */
  versions: Map<number, CreditPolicyVersion[]>;
  /** What Simulate answers; each request is kept in `simulations`. */
  simulation: PolicySimulation;
  simulations: PolicySimulationRequest[];
  /** What Test with application answers, by application id; other ids answer 404. */
  testRuns: Map<number, PolicyTestRun>;
  testRequests: PolicyTestRunRequest[];
}

function inputOf(policy: CreditPolicy): CreditPolicyInput {
  const { name, lender_id, regulated, stages } = policy;
  return { name, lender_id, regulated, stages };
}

function recordVersion(store: CreditPolicyMockStore, policy: CreditPolicy) {
  const versions = store.versions.get(policy.credit_policy_id) ?? [];
  versions.push({
    version: policy.version,
    saved_at: new Date(Date.UTC(2026, 2, 2, 10, 15) + policy.version * 3_600_000).toISOString(),
    saved_by: { user_id: 1, username: 'admin' },
    policy: structuredClone(inputOf(policy)),
  });
  store.versions.set(policy.credit_policy_id, versions);
}

/**
 * A store for the handlers below. Each policy gets versions 1..its version, every one a copy of
 * the policy except that older versions have one stage fewer, so a comparison shows a change.
 */
export function createCreditPolicyStore(
  policies: CreditPolicy[] = [makeCreditPolicy()],
): CreditPolicyMockStore {
  const store: CreditPolicyMockStore = {
    policies: [],
    versions: new Map(),
    simulation: makePolicySimulation(),
    simulations: [],
    testRuns: new Map([[100234, makePolicyTestRun()]]),
    testRequests: [],
  };
  for (const policy of structuredClone(policies)) {
    store.policies.push(policy);
    for (let version = 1; version <= policy.version; version += 1) {
      const stages = policy.stages.slice(0, policy.stages.length - (policy.version - version));
      recordVersion(store, { ...policy, version, stages });
    }
  }
  return store;
}

/** Applies an approved change to a policy of `store` as its next version; false when not found. */
export function applyCreditPolicyChange(
  store: CreditPolicyMockStore,
  policyId: number,
  input: CreditPolicyInput,
): boolean {
  const previous = store.policies.find((p) => p.credit_policy_id === policyId);
  if (!previous) return false;
  const policy = saved(input, policyId, previous);
  store.policies = store.policies.map((p) => (p.credit_policy_id === policyId ? policy : p));
  recordVersion(store, policy);
  return true;
}

const notFound = (message = 'Credit policy not found.') =>
  HttpResponse.json({ error: { code: 'ERR_NOT_FOUND', message } }, { status: 404 });

function saved(input: CreditPolicyInput, id: number, previous?: CreditPolicy): CreditPolicy {
  return {
    credit_policy_id: id,
    name: input.name,
    lender_id: input.lender_id,
    regulated: input.regulated,
    stages: structuredClone(input.stages),
    version: (previous?.version ?? 0) + 1,
    created_at: previous?.created_at ?? '2026-03-02T10:15:00Z',
  };
}

/**
 * msw handlers for the policy calls, answering from `store` as the server does: list with
 * paging and the lender filter, detail, create (201 + Location), delete, versions, simulations and
 * test runs. A change to a saved policy goes through the approval handlers.
 */
export function creditPolicyHandlers(store = createCreditPolicyStore()) {
  const find = (id: unknown) => store.policies.find((p) => p.credit_policy_id === Number(id));

  return [
    http.get('*/api/credit-policies', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('perPage') ?? 25);
      const lenders = url.searchParams.getAll('lender_id[]').map(Number);
      const from = url.searchParams.get('date_from');
      const to = url.searchParams.get('date_to');
      const matching = store.policies.filter((policy) => {
        const day = policy.created_at.slice(0, 10);
        return (
          (lenders.length === 0 || lenders.includes(policy.lender_id)) &&
          (!from || day >= from) &&
          (!to || day <= to)
        );
      });
      return HttpResponse.json({
        items: matching.slice((page - 1) * perPage, page * perPage).map(creditPolicySummaryOf),
        meta: { page, perPage, total: matching.length },
      });
    }),
    http.post('*/api/credit-policies/simulations', async ({ request }) => {
      store.simulations.push((await request.json()) as PolicySimulationRequest);
      return HttpResponse.json(store.simulation);
    }),
    http.post('*/api/credit-policies/test-runs', async ({ request }) => {
      const body = (await request.json()) as PolicyTestRunRequest;
      store.testRequests.push(body);
      const run = store.testRuns.get(body.credit_application_id);
      return run ? HttpResponse.json(run) : notFound('Credit request not found');
    }),
    http.post('*/api/credit-policies', async ({ request }) => {
      const id = Math.max(0, ...store.policies.map((p) => p.credit_policy_id)) + 1;
      const policy = saved((await request.json()) as CreditPolicyInput, id);
      store.policies.push(policy);
      recordVersion(store, policy);
      return HttpResponse.json(policy, {
        status: 201,
        headers: { Location: `/credit-policies/${id}` },
      });
    }),
    http.get('*/api/credit-policies/:policyId', ({ params }) => {
      // Not a policy id (termination-rules/): the module handlers answer it.
      if (!/^\d+$/.test(String(params.policyId))) return undefined;
      const policy = find(params.policyId);
      return policy ? HttpResponse.json(policy) : notFound();
    }),
    http.delete('*/api/credit-policies/:policyId', ({ params }) => {
      if (!find(params.policyId)) return notFound();
      store.policies = store.policies.filter((p) => p.credit_policy_id !== Number(params.policyId));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/credit-policies/:policyId/versions', ({ params }) => {
      if (!find(params.policyId)) return notFound();
      const items = [...(store.versions.get(Number(params.policyId)) ?? [])]
        .reverse()
        .map(({ version, saved_at, saved_by }) => ({ version, saved_at, saved_by }));
      return HttpResponse.json({ items, meta: { page: 1, perPage: 100, total: items.length } });
    }),
    http.get('*/api/credit-policies/:policyId/versions/:version', ({ params }) => {
      const version = store.versions
        .get(Number(params.policyId))
        ?.find((entry) => entry.version === Number(params.version));
      return version ? HttpResponse.json(version) : notFound();
    }),
  ];
}
