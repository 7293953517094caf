import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';
import { decisionBehindStatus } from '../../seed/policies';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Policy {
  credit_policy_id: number;
  name: string;
  lender_id: number;
  regulated: boolean;
  version: number;
  stages: { order: number; hard_search: boolean; modules: { module_id: number }[] }[];
}

const condition = (overrides: Record<string, unknown> = {}) => ({
  order: 1,
  data_provider: 'experian',
  data_key: 'credit_score',
  operator: '>=',
  value: '550',
  override: 'FALSE',
  action_true: null,
  action_false: 'DECLINE',
  ...overrides,
});

describe.each(backends())('credit policies and modules on $name', (backend) => {
  let api: TestApi;
  const tokens: Record<'admin' | 'lender' | 'viewer' | 'checker', string> = {
    admin: '',
    lender: '',
    viewer: '',
    checker: '',
  };
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    for (const user of ['admin', 'lender', 'viewer', 'checker'] as const) {
      tokens[user] = (await api.signIn(user)).access_token;
    }
  });
  afterAll(() => api?.close());

  const callAs = (user: keyof typeof tokens) => (method: Method, url: string, payload?: unknown) =>
    api.request({
      method,
      url: `/api${url}`,
      headers: bearer(tokens[user]),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const call = callAs('admin');
  const lenderCall = callAs('lender');

  /** A change submitted by `maker` and approved by the checker (four-eyes): the approval's answer. */
  async function approvedChange(
    path: 'credit-policies' | 'credit-policy-modules',
    id: number,
    change: { policy: object } | { module: object },
    maker = call,
  ) {
    const submitted = await maker('POST', `/approvals/${path}/${id}`, {
      reason: 'A change under test',
      ...change,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    return callAs('checker')('POST', `/approvals/${submitted.json().approval_request_id}/approve`, {
      comment: 'Checked',
    });
  }

  const count = async (table: string) =>
    (await api.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  async function modulesOf(lenderId: number): Promise<number[]> {
    const response = await call(
      'GET',
      `/credit-policy-modules?lender_id[]=${lenderId}&perPage=100`,
    );
    return (response.json().items as { module_id: number }[]).map((item) => item.module_id);
  }

  describe('data keys', () => {
    it('lists the known provider:key pairs by provider, then key, and filters by provider', async () => {
      const all = await call('GET', '/data-keys?perPage=100');
      expect(all.statusCode).toBe(200);
      expect(all.json().meta.total).toBe(11);
      expect(all.json().items[0]).toEqual({ data_provider: 'application', key: 'advance' });
      const experian = await call('GET', '/data-keys?data_provider[]=experian');
      expect(experian.json().items.map((item: { key: string }) => item.key)).toEqual([
        'ccj_count',
        'credit_score',
        'months_at_address',
      ]);
    });
  });

  describe('modules', () => {
    let moduleId: number;
    let firstRuleId: number;

    it('creates a module (201 with its Location), as version 1 with its providers table', async () => {
      const created = await call('POST', '/credit-policy-modules', {
        name: 'Bureau checks',
        lender_id: 2,
        rules: [
          {
            name: 'Score',
            order: 1,
            termination_rule: false,
            conditions: [
              condition({ action_true: 'GOTO', action_true_goto: 2 }),
              condition({ order: 2, data_key: 'ccj_count', operator: '<=', value: '1' }),
            ],
          },
          {
            name: 'Fraud',
            order: 2,
            termination_rule: false,
            conditions: [
              condition({
                data_provider: 'maxmind',
                data_key: 'risk_score',
                operator: '<=',
                value: '80',
                action_false: 'REFER',
              }),
            ],
          },
        ],
      });
      expect(created.statusCode).toBe(201);
      moduleId = created.json().module_id;
      expect(created.headers.location).toBe(`/api/credit-policy-modules/${moduleId}`);
      expect(created.json()).toMatchObject({ version: 1, rule_count: 2, lender_id: 2 });
      firstRuleId = created.json().rules[0].rule_id;

      const read = await call('GET', `/credit-policy-modules/${moduleId}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().rules[0].conditions[0]).toMatchObject({
        action_true: 'GOTO',
        action_true_goto: 2,
        override: 'FALSE',
      });
      const providers = new Map(
        (read.json().providers as { name: string; count: number }[]).map((row) => [
          row.name,
          row.count,
        ]),
      );
      expect(Object.fromEntries(providers)).toEqual({
        application: 0,
        credit_sentry: 0,
        experian: 2,
        maxmind: 1,
        tracesmart: 0,
      });
    });

    it('changes the whole module through approved requests, keeping rule ids sent', async () => {
      const current = (await call('GET', `/credit-policy-modules/${moduleId}`)).json();
      const renamed = await approvedChange('credit-policy-modules', moduleId, {
        module: { name: 'Bureau and fraud', lender_id: 2, rules: current.rules },
      });
      expect(renamed.json(), renamed.body).toMatchObject({
        status: 'approved',
        applied_version: 2,
      });
      expect((await call('GET', `/credit-policy-modules/${moduleId}`)).json()).toMatchObject({
        name: 'Bureau and fraud',
        version: 2,
        rule_count: 2,
      });

      const saved = await approvedChange('credit-policy-modules', moduleId, {
        module: {
          name: 'Bureau and fraud',
          lender_id: 2,
          rules: [
            {
              rule_id: firstRuleId,
              name: 'Score only',
              order: 1,
              termination_rule: true,
              conditions: [condition()],
            },
          ],
        },
      });
      expect(saved.json().applied_version).toBe(3);
      const read = (await call('GET', `/credit-policy-modules/${moduleId}`)).json();
      expect(read).toMatchObject({ version: 3, rule_count: 1 });
      expect(read.rules[0]).toMatchObject({ rule_id: firstRuleId, name: 'Score only' });

      const otherLender = await call('POST', `/approvals/credit-policy-modules/${moduleId}`, {
        reason: 'Move it',
        module: { name: 'Bureau and fraud', lender_id: 4, rules: [] },
      });
      expect(otherLender.statusCode).toBe(400);
      expect(otherLender.json().error.properties).toEqual([
        { property: 'module.lender_id', message: 'cannot change once saved' },
      ]);
    });

    it('lists termination rules; a tick changes the module only once a checker approves it', async () => {
      const terminationRules = async () =>
        (await call('GET', `/credit-policies/termination-rules/?module_id=${moduleId}`)).json();
      expect((await terminationRules()).items).toEqual([
        { rule_id: firstRuleId, module_id: moduleId },
      ]);
      // The spec's direct tick and clear are not offered: no one changes a module alone.
      for (const method of ['PUT', 'DELETE'] as const) {
        const direct = await call(method, `/credit-policies/termination-rules/${firstRuleId}`);
        expect(direct.statusCode).toBe(404);
      }

      const module = (await call('GET', `/credit-policy-modules/${moduleId}`)).json();
      const withTermination = (isTermination: boolean) => ({
        module: {
          name: module.name,
          lender_id: module.lender_id,
          rules: [{ ...module.rules[0], termination_rule: isTermination }],
        },
      });
      const submitted = await call('POST', `/approvals/credit-policy-modules/${moduleId}`, {
        reason: 'The score alone does not end a run',
        ...withTermination(false),
      });
      expect(submitted.statusCode).toBe(201);
      expect((await terminationRules()).meta.total).toBe(1);
      expect((await call('GET', `/credit-policy-modules/${moduleId}`)).json().version).toBe(3);

      const cleared = await callAs('checker')(
        'POST',
        `/approvals/${submitted.json().approval_request_id}/approve`,
        { comment: 'Checked' },
      );
      expect(cleared.json()).toMatchObject({ status: 'approved', applied_version: 4 });
      expect((await terminationRules()).meta.total).toBe(0);

      const marked = await approvedChange('credit-policy-modules', moduleId, withTermination(true));
      expect(marked.json().applied_version).toBe(5);
      expect((await terminationRules()).items).toEqual([
        { rule_id: firstRuleId, module_id: moduleId },
      ]);
    });

    it('lists versions newest first, shows a snapshot and restores it as an approved change', async () => {
      const versions = await call('GET', `/credit-policy-modules/${moduleId}/versions`);
      expect(versions.json().items.map((item: { version: number }) => item.version)).toEqual([
        5, 4, 3, 2, 1,
      ]);
      expect(versions.json().items[0].saved_by).toMatchObject({ username: 'admin' });

      const first = await call('GET', `/credit-policy-modules/${moduleId}/versions/1`);
      expect(first.json().module).toMatchObject({ name: 'Bureau checks', lender_id: 2 });
      expect(first.json().module.rules).toHaveLength(2);

      const restored = await approvedChange('credit-policy-modules', moduleId, {
        module: first.json().module,
      });
      expect(restored.json().applied_version).toBe(6);
      const read = (await call('GET', `/credit-policy-modules/${moduleId}`)).json();
      expect(read).toMatchObject({ name: 'Bureau checks', version: 6, rule_count: 2 });
      expect(read.rules[0].rule_id).toBe(firstRuleId);
      expect((await call('GET', `/credit-policy-modules/${moduleId}/versions/99`)).statusCode).toBe(
        404,
      );
    });

    it('refuses bad rules with the property named, and writes nothing', async () => {
      const before = await count('modules');
      const bad = await call('POST', '/credit-policy-modules', {
        name: 'Broken',
        lender_id: 2,
        rules: [
          {
            name: 'A',
            order: 1,
            termination_rule: false,
            conditions: [
              condition({ data_key: 'shoe_size' }),
              condition({ order: 1, action_false: 'GOTO', action_false_goto: 7 }),
            ],
          },
          { name: 'B', order: 1, termination_rule: false, conditions: [] },
        ],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('ERR_SCHEMA_VALIDATION_ERROR');
      expect(
        bad
          .json()
          .error.properties.map((p: { property: string }) => p.property)
          .sort(),
      ).toEqual([
        'rules.0.conditions.0.data_key',
        'rules.0.conditions.1.action_false_goto',
        'rules.0.conditions.1.order',
        'rules.1.order',
      ]);
      const unknownLender = await call('POST', '/credit-policy-modules', {
        name: 'Nobody’s',
        lender_id: 999,
        rules: [],
      });
      expect(unknownLender.json().error.properties).toEqual([
        { property: 'lender_id', message: 'is not a known lender' },
      ]);
      const foreignRule = await call('POST', `/approvals/credit-policy-modules/${moduleId}`, {
        reason: 'Borrow a rule',
        module: {
          name: 'Bureau checks',
          lender_id: 2,
          rules: [
            { rule_id: 1, name: 'Stolen', order: 1, termination_rule: false, conditions: [] },
          ],
        },
      });
      expect(foreignRule.json().error.properties).toEqual([
        { property: 'module.rules.0.rule_id', message: 'is not a rule of this module' },
      ]);
      expect(await count('modules')).toBe(before);
      expect((await call('GET', `/credit-policy-modules/${moduleId}`)).json().version).toBe(6);
    });

    it('refuses to delete a module a stage holds (409), and deletes it once free', async () => {
      const policy = await call('POST', '/credit-policies', {
        name: 'Holder',
        lender_id: 2,
        regulated: true,
        stages: [{ order: 1, hard_search: false, modules: [{ module_id: moduleId }] }],
      });
      const held = await call('DELETE', `/credit-policy-modules/${moduleId}`);
      expect(held.statusCode).toBe(409);
      await call('DELETE', `/credit-policies/${policy.json().credit_policy_id}`);
      expect((await call('DELETE', `/credit-policy-modules/${moduleId}`)).statusCode).toBe(204);
      expect((await call('GET', `/credit-policy-modules/${moduleId}`)).statusCode).toBe(404);
    });
  });

  describe('policies', () => {
    let policy: Policy;

    it('creates a policy (201 with its Location) as version 1, and reads it back', async () => {
      const [first, second] = await modulesOf(2);
      const created = await call('POST', '/credit-policies', {
        name: 'Spring policy',
        lender_id: 2,
        regulated: false,
        stages: [
          { order: 1, hard_search: false, modules: [{ module_id: first! }] },
          { order: 2, hard_search: true, modules: [{ module_id: second! }] },
        ],
      });
      expect(created.statusCode).toBe(201);
      policy = created.json();
      expect(created.headers.location).toBe(`/api/credit-policies/${policy.credit_policy_id}`);
      expect(policy).toMatchObject({ version: 1, regulated: false });
      const read = await call('GET', `/credit-policies/${policy.credit_policy_id}`);
      expect(read.json()).toEqual(policy);
      const listed = await call('GET', '/credit-policies?lender_id[]=2&order[]=-credit_policy_id');
      expect(listed.json().items[0]).toMatchObject({
        credit_policy_id: policy.credit_policy_id,
        name: 'Spring policy',
      });
    });

    it('changes through approved requests, each saving a version; the lender stays fixed', async () => {
      const id = policy.credit_policy_id;
      const url = `/credit-policies/${id}`;
      await approvedChange('credit-policies', id, {
        policy: { name: 'Spring policy v2', lender_id: 2, regulated: false, stages: [] },
      });
      expect((await call('GET', url)).json()).toMatchObject({
        name: 'Spring policy v2',
        stages: [],
        version: 2,
      });
      const withId = await call('POST', `/approvals${url}`, {
        reason: 'Sent as read',
        policy: { ...policy, stages: policy.stages.slice(0, 1) },
      });
      expect(withId.statusCode).toBe(400);
      expect(withId.json().error.properties[0].property).toMatch(/credit_policy_id/);
      await approvedChange('credit-policies', id, {
        policy: {
          name: 'Spring policy v3',
          lender_id: 2,
          regulated: true,
          stages: policy.stages.slice(0, 1),
        },
      });
      expect((await call('GET', url)).json()).toMatchObject({
        name: 'Spring policy v3',
        regulated: true,
        version: 3,
      });
      const moved = await call('POST', `/approvals${url}`, {
        reason: 'Move it',
        policy: { name: 'Moved', lender_id: 4, regulated: true, stages: [] },
      });
      expect(moved.statusCode).toBe(400);
    });

    it('lists versions, shows one and restores it as an approved change', async () => {
      const url = `/credit-policies/${policy.credit_policy_id}`;
      const versions = await call('GET', `${url}/versions`);
      expect(versions.json().meta.total).toBe(3);
      expect(versions.json().items[0]).toMatchObject({
        version: 3,
        saved_by: { username: 'admin' },
      });
      const first = await call('GET', `${url}/versions/1`);
      expect(first.json().policy).toEqual({
        name: 'Spring policy',
        lender_id: 2,
        regulated: false,
        stages: policy.stages,
      });
      await approvedChange('credit-policies', policy.credit_policy_id, {
        policy: first.json().policy,
      });
      expect((await call('GET', url)).json()).toMatchObject({
        name: 'Spring policy',
        version: 4,
        stages: policy.stages,
      });
    });

    it('refuses repeated stage orders, unknown and other lenders’ modules, and writes nothing', async () => {
      const before = await count('credit_policies');
      const [foreign] = await modulesOf(4);
      const bad = await call('POST', '/credit-policies', {
        name: 'Broken',
        lender_id: 2,
        regulated: true,
        stages: [
          { order: 1, hard_search: false, modules: [{ module_id: foreign! }] },
          { order: 1, hard_search: false, modules: [{ module_id: 999999 }] },
        ],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.properties).toEqual([
        { property: 'stages.1.order', message: 'repeats the order of another stage' },
        { property: 'stages.0.modules.0.module_id', message: 'is a module of another lender' },
        { property: 'stages.1.modules.0.module_id', message: 'is not an existing module' },
      ]);
      const unknownLender = await call('POST', '/credit-policies', {
        name: 'Nobody’s',
        lender_id: 999,
        regulated: true,
        stages: [],
      });
      expect(unknownLender.json().error.properties[0]).toEqual({
        property: 'lender_id',
        message: 'is not a known lender',
      });
      const change = await call('POST', `/approvals/credit-policies/${policy.credit_policy_id}`, {
        reason: 'Not valid',
        policy: {
          name: 'Not saved',
          lender_id: 2,
          regulated: true,
          stages: [{ order: 1, hard_search: false, modules: [{ module_id: 999999 }] }],
        },
      });
      expect(change.statusCode).toBe(400);
      expect(change.json().error.properties).toEqual([
        { property: 'policy.stages.0.modules.0.module_id', message: 'is not an existing module' },
      ]);
      expect(await count('credit_policies')).toBe(before);
      expect(
        (await call('GET', `/credit-policies/${policy.credit_policy_id}`)).json(),
      ).toMatchObject({
        name: 'Spring policy',
        version: 4,
      });
    });

    it('deletes a policy nothing depends on, and refuses (409) one that decided applications', async () => {
      expect((await call('DELETE', `/credit-policies/${policy.credit_policy_id}`)).statusCode).toBe(
        204,
      );
      expect((await call('GET', `/credit-policies/${policy.credit_policy_id}`)).statusCode).toBe(
        404,
      );
      const [{ credit_policy_id: used }] = (await api.server.db.query<{ credit_policy_id: number }>(
        'SELECT credit_policy_id FROM credit_applications WHERE credit_policy_id IS NOT NULL LIMIT 1',
      )) as [{ credit_policy_id: number }];
      expect((await call('DELETE', `/credit-policies/${used}`)).statusCode).toBe(409);
    });
  });

  describe('simulation and test-runs', () => {
    let seeded: Policy;
    beforeAll(async () => {
      const listed = await call('GET', '/credit-policies?lender_id[]=2');
      const id = (listed.json().items as { credit_policy_id: number; regulated: boolean }[]).find(
        (item) => item.regulated,
      )!.credit_policy_id;
      seeded = (await call('GET', `/credit-policies/${id}`)).json();
    });
    const draftOf = (policy: Policy) => ({
      name: policy.name,
      lender_id: policy.lender_id,
      regulated: policy.regulated,
      stages: policy.stages,
    });

    it('runs the seeded policy over the lender’s decided applications and agrees with their decisions', async () => {
      const [{ decided }] = (await api.server.db.query<{ decided: number }>(
        `SELECT count(*)::int AS decided FROM credit_applications a
          WHERE a.lender_id = 2
            AND EXISTS (SELECT 1 FROM decision_logs d WHERE d.credit_application_id = a.credit_application_id AND d.is_current)`,
      )) as [{ decided: number }];
      const response = await call('POST', '/credit-policies/simulations', {
        policy: draftOf(seeded),
      });
      expect(response.statusCode).toBe(200);
      const simulation = response.json();
      expect(simulation.application_count).toBe(decided);
      expect(simulation.decisions).toHaveLength(5);
      const total = (key: 'actual_count' | 'simulated_count') =>
        (simulation.decisions as Record<string, number>[]).reduce((sum, row) => sum + row[key]!, 0);
      expect(total('simulated_count')).toBe(decided);
      expect(total('actual_count')).toBe(decided);
      // The seed's decisions were made by this very policy over the same facts.
      expect(simulation.changed_count).toBe(0);
    });

    it('shows what changes when a draft drops every stage, and honours the limit', async () => {
      const response = await call('POST', '/credit-policies/simulations', {
        policy: { ...draftOf(seeded), stages: [] },
        limit: 5,
      });
      const simulation = response.json();
      expect(simulation.application_count).toBeLessThanOrEqual(5);
      expect(
        simulation.decisions.find((row: { decision: string }) => row.decision === 'ACCEPT')
          .simulated_count,
      ).toBe(simulation.application_count);
      for (const change of simulation.changes) {
        expect(change).toMatchObject({ simulated: 'ACCEPT', rule: null });
        expect(change.actual).not.toBe('ACCEPT');
      }
      expect(simulation.changed_count).toBe(simulation.changes.length);
    });

    it('refuses a draft that would not save (400 under policy.)', async () => {
      const response = await call('POST', '/credit-policies/simulations', {
        policy: {
          ...draftOf(seeded),
          stages: [{ order: 1, hard_search: false, modules: [{ module_id: 999999 }] }],
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.properties[0].property).toBe(
        'policy.stages.0.modules.0.module_id',
      );
    });

    it('test-runs a draft on one application of the lender; another lender’s is not found', async () => {
      const [{ id }] = (await api.server.db.query<{ id: number }>(
        `SELECT a.credit_application_id AS id, d.status FROM credit_applications a
           JOIN decision_logs d ON d.credit_application_id = a.credit_application_id AND d.is_current
          WHERE a.lender_id = 2 ORDER BY a.credit_application_id LIMIT 1`,
      )) as [{ id: number }];
      const response = await call('POST', '/credit-policies/test-runs', {
        policy: draftOf(seeded),
        credit_application_id: id,
      });
      expect(response.statusCode).toBe(200);
      const run = response.json();
      expect(run.credit_application_id).toBe(id);
      expect(run.rules.length).toBeGreaterThan(0);
      expect(Object.keys(run.values)).toContain('experian:credit_score');
      const [{ status }] = (await api.server.db.query<{ status: string }>(
        'SELECT status FROM decision_logs WHERE credit_application_id = $1 AND is_current',
        [id],
      )) as [{ status: string }];
      expect(run.decision).toBe(status);

      const [{ other }] = (await api.server.db.query<{ other: number }>(
        'SELECT credit_application_id AS other FROM credit_applications WHERE lender_id <> 2 LIMIT 1',
      )) as [{ other: number }];
      const foreign = await call('POST', '/credit-policies/test-runs', {
        policy: draftOf(seeded),
        credit_application_id: other,
      });
      expect(foreign.statusCode).toBe(404);
    });

    it("withholds the consumer's values from a user without 100:10 and audits the run", async () => {
      const [{ id }] = (await api.server.db.query<{ id: number }>(
        `SELECT a.credit_application_id::int AS id FROM credit_applications a
           JOIN decision_logs d ON d.credit_application_id = a.credit_application_id AND d.is_current
          WHERE a.lender_id = 2 AND NOT a.data_protection_hidden ORDER BY 1 LIMIT 1`,
      )) as [{ id: number }];
      const audits = async () =>
        (
          await api.server.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM audit_log
              WHERE action = 'credit_application.policy_test_run' AND subject = $1`,
            [`credit_application:${id}`],
          )
        )[0]!.n;
      const auditsBefore = await audits();
      const body = { policy: draftOf(seeded), credit_application_id: id };
      const full = (await call('POST', '/credit-policies/test-runs', body)).json();
      expect(full.values['application:postcode']).toEqual(expect.any(String));
      await api.server.db.query(
        `DELETE FROM group_permissions WHERE category_id = 100 AND rule_id = 10
            AND group_id = (SELECT group_id FROM users WHERE username = 'lender')`,
      );
      try {
        const run = (await lenderCall('POST', '/credit-policies/test-runs', body)).json();
        for (const key of ['application:age', 'application:salary', 'application:postcode']) {
          expect(run.values[key], key).toBeNull();
          for (const rule of run.rules) expect(rule.values_used[key] ?? null, key).toBeNull();
        }
        expect(run.values['application:advance']).toBe(full.values['application:advance']);
        expect(run.decision).toBe(full.decision);
      } finally {
        await api.server.db.query(
          `INSERT INTO group_permissions (group_id, category_id, rule_id)
           SELECT group_id, 100, 10 FROM users WHERE username = 'lender'`,
        );
      }
      expect((await audits()) - auditsBefore).toBe(2);
    });

    it('refuses a test run on an application hidden by data protection', async () => {
      const [{ id }] = (await api.server.db.query<{ id: number }>(
        `UPDATE credit_applications SET data_protection_hidden = true
          WHERE credit_application_id = (SELECT min(credit_application_id) FROM credit_applications
                                          WHERE lender_id = 2 AND NOT data_protection_hidden)
          RETURNING credit_application_id::int AS id`,
      )) as [{ id: number }];
      const response = await call('POST', '/credit-policies/test-runs', {
        policy: draftOf(seeded),
        credit_application_id: id,
      });
      await api.server.db.query(
        'UPDATE credit_applications SET data_protection_hidden = false WHERE credit_application_id = $1',
        [id],
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(
        'This data is inaccessible due to data protection regulations',
      );
    });
  });

  describe('the seeded decisions', () => {
    it('pair every decided application’s status with the decision its policy version made', async () => {
      const rows = await api.server.db.query<{
        current_status: keyof typeof decisionBehindStatus;
        status: string | null;
        credit_policy_id: number | null;
        policy_version: number | null;
        policy_matches: boolean;
      }>(
        `SELECT a.current_status, d.status, d.credit_policy_id, d.policy_version,
                d.credit_policy_id IS NOT DISTINCT FROM a.credit_policy_id AS policy_matches
           FROM credit_applications a
           LEFT JOIN decision_logs d ON d.credit_application_id = a.credit_application_id AND d.is_current`,
      );
      for (const row of rows) {
        expect(row.status, row.current_status).toBe(decisionBehindStatus[row.current_status]);
        if (row.status === null) continue;
        expect(row).toMatchObject({ policy_version: 1, policy_matches: true });
      }
      const [{ unversioned }] = (await api.server.db.query<{ unversioned: number }>(
        `SELECT (SELECT count(*)::int FROM credit_policies p WHERE NOT EXISTS
                  (SELECT 1 FROM credit_policy_versions v WHERE v.credit_policy_id = p.credit_policy_id))
              + (SELECT count(*)::int FROM modules m WHERE NOT EXISTS
                  (SELECT 1 FROM module_versions v WHERE v.module_id = m.module_id)) AS unversioned`,
      )) as [{ unversioned: number }];
      expect(unversioned).toBe(0);
    });
  });

  describe('permissions', () => {
    it('refuses a user without 200:8', async () => {
      const viewer = callAs('viewer');
      expect((await viewer('GET', '/credit-policies')).statusCode).toBe(403);
      expect((await viewer('GET', '/credit-policy-modules')).statusCode).toBe(403);
      expect((await viewer('GET', '/data-keys')).statusCode).toBe(403);
    });

    it('shows a lender user only its own lender’s policies, modules and termination rules', async () => {
      const policies = await lenderCall('GET', '/credit-policies?perPage=100');
      expect(policies.statusCode).toBe(200);
      expect(policies.json().items.length).toBeGreaterThan(0);
      expect(
        new Set(policies.json().items.map((item: { lender_id: number }) => item.lender_id)),
      ).toEqual(new Set([2]));
      const modules = await lenderCall('GET', '/credit-policy-modules?perPage=100');
      expect(
        new Set(modules.json().items.map((item: { lender_id: number }) => item.lender_id)),
      ).toEqual(new Set([2]));
      const own = new Set(await modulesOf(2));
      const rules = await lenderCall('GET', '/credit-policies/termination-rules/?perPage=100');
      for (const rule of rules.json().items) expect(own.has(rule.module_id)).toBe(true);
    });

    it('refuses a lender user another lender’s policy, module, rule and drafts (403)', async () => {
      const [foreignModule] = await modulesOf(4);
      const foreignPolicy = (await call('GET', '/credit-policies?lender_id[]=4')).json().items[0]
        .credit_policy_id;
      expect((await lenderCall('GET', `/credit-policies/${foreignPolicy}`)).statusCode).toBe(403);
      expect(
        (
          await lenderCall('POST', `/approvals/credit-policies/${foreignPolicy}`, {
            reason: 'Mine now',
            policy: { name: 'Mine now', lender_id: 4, regulated: true, stages: [] },
          })
        ).statusCode,
      ).toBe(403);
      expect((await lenderCall('DELETE', `/credit-policies/${foreignPolicy}`)).statusCode).toBe(
        403,
      );
      expect(
        (await lenderCall('GET', `/credit-policies/${foreignPolicy}/versions`)).statusCode,
      ).toBe(403);
      expect((await lenderCall('GET', `/credit-policy-modules/${foreignModule}`)).statusCode).toBe(
        403,
      );
      const foreign = (await call('GET', `/credit-policy-modules/${foreignModule}`)).json();
      expect(
        (
          await lenderCall('POST', `/approvals/credit-policy-modules/${foreignModule}`, {
            reason: 'Tick a rule',
            module: { name: foreign.name, lender_id: 4, rules: foreign.rules },
          })
        ).statusCode,
      ).toBe(403);
      const created = await lenderCall('POST', '/credit-policies', {
        name: 'For someone else',
        lender_id: 4,
        regulated: true,
        stages: [],
      });
      expect(created.statusCode).toBe(403);
      const simulated = await lenderCall('POST', '/credit-policies/simulations', {
        policy: { name: 'Peek', lender_id: 4, regulated: true, stages: [] },
      });
      expect(simulated.statusCode).toBe(403);
    });

    it('lets a lender user create and change its own lender’s policy', async () => {
      const created = await lenderCall('POST', '/credit-policies', {
        name: 'Lender’s own',
        lender_id: 2,
        regulated: true,
        stages: [],
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().credit_policy_id;
      const approved = await approvedChange(
        'credit-policies',
        id,
        { policy: { name: 'Lender’s own', lender_id: 2, regulated: false, stages: [] } },
        lenderCall,
      );
      expect(approved.json()).toMatchObject({
        submitted_by: { username: 'lender' },
        decided_by: { username: 'checker' },
      });
      const read = await lenderCall('GET', `/credit-policies/${id}`);
      expect(read.json()).toMatchObject({ regulated: false, version: 2 });
    });
  });
});
