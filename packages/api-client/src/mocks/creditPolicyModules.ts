import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
type CreditPolicyModule = Schemas['CreditPolicyModule'];
type CreditPolicyModuleInput = Schemas['CreditPolicyModuleInput'];
type PolicyRule = Schemas['PolicyRule'];
type RuleCondition = Schemas['RuleCondition'];
type DataKey = Schemas['DataKey'];

/** The seeded data keys (the engine's catalogue), as GET /data-keys lists them. */
export const mockDataKeys: DataKey[] = [
  { data_provider: 'application', key: 'advance' },
  { data_provider: 'application', key: 'age' },
  { data_provider: 'application', key: 'deposit_percent' },
  { data_provider: 'application', key: 'postcode' },
  { data_provider: 'application', key: 'salary' },
  { data_provider: 'experian', key: 'ccj_count' },
  { data_provider: 'experian', key: 'credit_score' },
  { data_provider: 'experian', key: 'months_at_address' },
  { data_provider: 'maxmind', key: 'risk_score' },
  { data_provider: 'tracesmart', key: 'sanction_match' },
];

export function makeRuleCondition(overrides: Partial<RuleCondition> = {}): RuleCondition {
  return {
    order: 1,
    data_provider: 'experian',
    data_key: 'credit_score',
    operator: '>=',
    value: '550',
    override: 'FALSE',
    action_true: null,
    action_true_goto: null,
    action_false: 'DECLINE',
    action_false_goto: null,
    ...overrides,
  };
}

export function makePolicyRule(overrides: Partial<PolicyRule> = {}): PolicyRule {
  return {
    rule_id: 1,
    name: 'Minimum credit score',
    order: 1,
    termination_rule: false,
    conditions: [makeRuleCondition()],
    ...overrides,
  };
}

/** The Providers table the server derives: one row per provider, count = conditions using it. */
export function providersOf(
  rules: readonly { conditions: readonly RuleCondition[] }[],
  enabled: readonly string[] = [],
): Schemas['ModuleProvider'][] {
  const names = [...new Set(mockDataKeys.map((dataKey) => dataKey.data_provider))];
  return names.map((name) => {
    const count = rules
      .flatMap((rule) => rule.conditions)
      .filter((condition) => condition.data_provider === name).length;
    return { name, available: true, count, enabled: count > 0 || enabled.includes(name) };
  });
}

export function makeCreditPolicyModule(
  overrides: Partial<CreditPolicyModule> = {},
): CreditPolicyModule {
  const rules = overrides.rules ?? [
    makePolicyRule(),
    makePolicyRule({
      rule_id: 2,
      name: 'No county court judgments',
      order: 2,
      termination_rule: true,
      conditions: [
        makeRuleCondition({
          data_key: 'ccj_count',
          operator: '==',
          value: '0',
          action_true: 'ACCEPT',
          action_false: 'REFER',
        }),
      ],
    }),
  ];
  return {
    module_id: 7,
    name: 'Affordability',
    lender_id: 2,
    version: 1,
    created_at: '2026-01-12T09:30:00Z',
    ...overrides,
    rules,
    rule_count: rules.length,
    providers: overrides.providers ?? providersOf(rules),
  };
}

/** The module list's row of a module. */
export function summaryOf(module: CreditPolicyModule): Schemas['CreditPolicyModuleSummary'] {
  const { module_id, name, lender_id, rule_count, created_at } = module;
  return { module_id, name, lender_id, rule_count, created_at };
}

type ModuleVersion = Schemas['CreditPolicyModuleVersion'];

export interface CreditPolicyModuleMockStore {
  modules: CreditPolicyModule[];
  /** Every saved version by module id, oldest first. */
  versions: Map<number, ModuleVersion[]>;
  /** Module ids a policy stage holds: deleting them answers 409 as the server does. */
  heldByPolicies: Set<number>;
}

export function createCreditPolicyModuleStore(
  modules: CreditPolicyModule[] = [makeCreditPolicyModule()],
): CreditPolicyModuleMockStore {
  const store: CreditPolicyModuleMockStore = {
    modules: [],
    versions: new Map(),
    heldByPolicies: new Set(),
  };
  for (const module of structuredClone(modules)) {
    store.modules.push(module);
    for (let version = 1; version <= module.version; version += 1) {
      recordVersion(store, { ...module, version });
    }
  }
  return store;
}

function inputOf(module: CreditPolicyModule): CreditPolicyModuleInput {
  return { name: module.name, lender_id: module.lender_id, rules: module.rules };
}

function recordVersion(store: CreditPolicyModuleMockStore, module: CreditPolicyModule) {
  const versions = store.versions.get(module.module_id) ?? [];
  versions.push({
    version: module.version,
    saved_at: new Date(Date.UTC(2026, 0, 12, 9, 30) + module.version * 3_600_000).toISOString(),
    saved_by: { user_id: 5, username: 'lender' },
    module: structuredClone(inputOf(module)),
  });
  store.versions.set(module.module_id, versions);
}

const notFound = () =>
  HttpResponse.json(
    { error: { code: 'ERR_NOT_FOUND', message: 'Credit policy module not found.' } },
    { status: 404 },
  );

function saved(
  input: CreditPolicyModuleInput,
  moduleId: number,
  previous: CreditPolicyModule | undefined,
  nextRuleId: () => number,
): CreditPolicyModule {
  const rules = input.rules.map((rule) => ({
    ...rule,
    rule_id: rule.rule_id ?? nextRuleId(),
    conditions: rule.conditions.map((condition) => ({
      ...condition,
      action_true_goto: condition.action_true_goto ?? null,
      action_false_goto: condition.action_false_goto ?? null,
    })),
  }));
  return {
    module_id: moduleId,
    name: input.name,
    lender_id: input.lender_id,
    rule_count: rules.length,
    rules,
    providers: providersOf(rules),
    version: (previous?.version ?? 0) + 1,
    created_at: previous?.created_at ?? new Date('2026-02-01T10:00:00Z').toISOString(),
  };
}

const nextRuleIdOf = (store: CreditPolicyModuleMockStore) =>
  Math.max(0, ...store.modules.flatMap((m) => m.rules.map((rule) => rule.rule_id))) + 1;

/** Applies an approved change to a module of `store` as its next version; false when not found. */
export function applyCreditPolicyModuleChange(
  store: CreditPolicyModuleMockStore,
  moduleId: number,
  input: CreditPolicyModuleInput,
): boolean {
  const previous = store.modules.find((m) => m.module_id === moduleId);
  if (!previous) return false;
  const module = saved(input, moduleId, previous, () => nextRuleIdOf(store));
  store.modules = store.modules.map((m) => (m.module_id === moduleId ? module : m));
  recordVersion(store, module);
  return true;
}

/**
 * msw handlers for the module calls, answering from `store` as the server does: list with
 * paging and the lender filter, detail, create (201 + Location), delete (409 while a policy holds
 * the module), data keys and termination rules. A change to a saved module, a termination tick
 * too, goes through the approval handlers.
 */
export function creditPolicyModuleHandlers(store = createCreditPolicyModuleStore()) {
  const nextRuleId = () => nextRuleIdOf(store);
  const find = (id: unknown) => store.modules.find((module) => module.module_id === Number(id));
  const allRules = () =>
    store.modules.flatMap((module) => module.rules.map((rule) => ({ module, rule })));

  return [
    http.get('*/api/credit-policy-modules', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('perPage') ?? 25);
      const lenders = url.searchParams.getAll('lender_id[]').map(Number);
      const matching = store.modules.filter(
        (module) => lenders.length === 0 || lenders.includes(module.lender_id),
      );
      return HttpResponse.json({
        items: matching.slice((page - 1) * perPage, page * perPage).map(summaryOf),
        meta: { page, perPage, total: matching.length },
      });
    }),
    http.post('*/api/credit-policy-modules', async ({ request }) => {
      const input = (await request.json()) as CreditPolicyModuleInput;
      const moduleId = Math.max(0, ...store.modules.map((module) => module.module_id)) + 1;
      const module = saved(input, moduleId, undefined, nextRuleId);
      store.modules.push(module);
      recordVersion(store, module);
      return HttpResponse.json(module, {
        status: 201,
        headers: { Location: `/credit-policy-modules/${moduleId}` },
      });
    }),
    http.get('*/api/credit-policy-modules/:moduleId', ({ params }) => {
      const module = find(params.moduleId);
      return module ? HttpResponse.json(module) : notFound();
    }),
    http.get('*/api/credit-policy-modules/:moduleId/versions', ({ params }) => {
      if (!find(params.moduleId)) return notFound();
      const items = [...(store.versions.get(Number(params.moduleId)) ?? [])]
        .reverse()
        .map(({ version, saved_at, saved_by }) => ({ version, saved_at, saved_by }));
      return HttpResponse.json({ items, meta: { page: 1, perPage: 100, total: items.length } });
    }),
    http.get('*/api/credit-policy-modules/:moduleId/versions/:version', ({ params }) => {
      const entry = store.versions
        .get(Number(params.moduleId))
        ?.find((saved) => saved.version === Number(params.version));
      return entry ? HttpResponse.json(entry) : notFound();
    }),
    http.delete('*/api/credit-policy-modules/:moduleId', ({ params }) => {
      const module = find(params.moduleId);
      if (!module) return notFound();
      if (store.heldByPolicies.has(module.module_id)) {
        return HttpResponse.json(
          {
            error: {
              code: 'ERR_CONFLICT',
              message:
                'This module is used by a credit policy stage; remove it from the policy first.',
            },
          },
          { status: 409 },
        );
      }
      store.modules = store.modules.filter((m) => m !== module);
      store.versions.delete(module.module_id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/data-keys', () =>
      HttpResponse.json({
        items: mockDataKeys,
        meta: { page: 1, perPage: 10_000, total: mockDataKeys.length },
      }),
    ),
    http.get('*/api/credit-policies/termination-rules/', ({ request }) => {
      const moduleId = new URL(request.url).searchParams.get('module_id');
      const items = allRules()
        .filter(
          ({ module, rule }) =>
            rule.termination_rule && (!moduleId || module.module_id === Number(moduleId)),
        )
        .map(({ module, rule }) => ({ rule_id: rule.rule_id, module_id: module.module_id }));
      return HttpResponse.json({ items, meta: { page: 1, perPage: 10_000, total: items.length } });
    }),
  ];
}
