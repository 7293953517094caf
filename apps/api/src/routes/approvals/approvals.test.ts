import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

type User = 'admin' | 'lender' | 'viewer' | 'checker';

interface Policy {
  credit_policy_id: number;
  name: string;
  lender_id: number;
  regulated: boolean;
  version: number;
  stages: unknown[];
}

describe.each(backends())('four-eyes approval on $name', (backend) => {
  let api: TestApi;
  const tokens = {} as Record<User, string>;
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    for (const user of ['admin', 'lender', 'viewer', 'checker'] as const) {
      tokens[user] = (await api.signIn(user)).access_token;
    }
  });
  afterAll(() => api?.close());

  const as = (user: User) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    api.request({
      method,
      url: `/api${url}`,
      headers: bearer(tokens[user]),
      ...(payload === undefined ? {} : { payload }),
    });

  async function policyOf(lenderId: number): Promise<Policy> {
    const list = await as('admin')('GET', `/credit-policies?lender_id[]=${lenderId}`);
    const id = (list.json().items as { credit_policy_id: number }[])[0]!.credit_policy_id;
    return (await as('admin')('GET', `/credit-policies/${id}`)).json();
  }
  const readPolicy = async (id: number): Promise<Policy> =>
    (await as('admin')('GET', `/credit-policies/${id}`)).json();
  const inputOf = (policy: Policy) => ({
    name: policy.name,
    lender_id: policy.lender_id,
    regulated: policy.regulated,
    stages: policy.stages,
  });
  const submit = (maker: User, policy: Policy, change: Partial<Policy>, reason = 'Tighten it') =>
    as(maker)('POST', `/approvals/credit-policies/${policy.credit_policy_id}`, {
      reason,
      policy: { ...inputOf(policy), ...change },
    });
  const decide = (checker: User, id: number, decision: 'approve' | 'reject', comment = 'Looked') =>
    as(checker)('POST', `/approvals/${id}/${decision}`, { comment });
  const auditOf = (action: string, requestId: number) =>
    api.server.db.query<{ user_id: number; detail: Record<string, unknown> }>(
      `SELECT user_id, detail FROM audit_log WHERE action = $1
          AND (detail->>'approval_request_id')::int = $2`,
      [action, requestId],
    );

  /** The lender's policy with no request pending: each test decides what it submits. */
  async function undecidedPolicy(lenderId: number) {
    const policy = await policyOf(lenderId);
    const open = await as('admin')(
      'GET',
      `/approvals/credit-policies/${policy.credit_policy_id}?perPage=100`,
    );
    for (const request of open.json().items as { approval_request_id: number; status: string }[]) {
      if (request.status === 'pending')
        await decide('checker', request.approval_request_id, 'reject');
    }
    return readPolicy(policy.credit_policy_id);
  }

  it('holds a submitted change as a pending request with its diff, changing nothing', async () => {
    const policy = await undecidedPolicy(2);
    const submitted = await submit('lender', policy, {
      name: 'Stricter',
      regulated: !policy.regulated,
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json()).toMatchObject({
      status: 'pending',
      subject_id: policy.credit_policy_id,
      subject_name: policy.name,
      lender_id: 2,
      base_version: policy.version,
      reason: 'Tighten it',
      submitted_by: { username: 'lender' },
      decided_by: null,
      comment: null,
      change: {
        kind: 'credit_policy',
        before: inputOf(policy),
        after: { ...inputOf(policy), name: 'Stricter', regulated: !policy.regulated },
      },
    });
    expect(await readPolicy(policy.credit_policy_id)).toEqual(policy);
    const shown = await as('lender')(
      'GET',
      `/approvals/credit-policies/${policy.credit_policy_id}`,
    );
    expect(shown.json().items[0]).toMatchObject({ status: 'pending', reason: 'Tighten it' });
    const again = await submit('admin', policy, { name: 'Another idea' });
    expect(again.statusCode).toBe(409);
  });

  it('never lets the maker approve or reject their own request', async () => {
    const policy = await undecidedPolicy(4);
    const submitted = await submit('admin', policy, { name: 'Mine to check' });
    const id = submitted.json().approval_request_id as number;
    expect((await decide('admin', id, 'approve')).statusCode).toBe(403);
    expect((await decide('admin', id, 'reject')).statusCode).toBe(403);
    expect(await readPolicy(policy.credit_policy_id)).toEqual(policy);
    expect((await as('admin')('GET', `/approvals/${id}`)).json().status).toBe('pending');
  });

  it('refuses deciding and listing to a user without 200:40', async () => {
    expect((await as('lender')('GET', '/approvals')).statusCode).toBe(403);
    expect((await as('viewer')('GET', '/approvals')).statusCode).toBe(403);
    const policy = await undecidedPolicy(4);
    const id = (await submit('admin', policy, { name: 'Needs a checker' })).json()
      .approval_request_id as number;
    expect((await decide('lender', id, 'approve')).statusCode).toBe(403);
    expect(await readPolicy(policy.credit_policy_id)).toEqual(policy);
  });

  it('applies an approved change once, in a new version, with an audit entry naming both', async () => {
    const policy = await undecidedPolicy(2);
    const id = (await submit('lender', policy, { name: 'Approved name' })).json()
      .approval_request_id as number;
    const approved = await decide('checker', id, 'approve', 'Agreed with risk');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      submitted_by: { username: 'lender' },
      decided_by: { username: 'checker' },
      comment: 'Agreed with risk',
      applied_version: policy.version + 1,
    });
    const live = await readPolicy(policy.credit_policy_id);
    expect(live).toMatchObject({ name: 'Approved name', version: policy.version + 1 });
    const versions = await as('admin')(
      'GET',
      `/credit-policies/${policy.credit_policy_id}/versions`,
    );
    expect(versions.json().items[0]).toMatchObject({
      version: policy.version + 1,
      saved_by: { username: 'lender' },
    });
    const [entry, ...others] = await auditOf('approval_applied', id);
    expect(others).toEqual([]);
    expect(entry!.detail).toMatchObject({
      maker: { username: 'lender' },
      checker: { username: 'checker' },
      comment: 'Agreed with risk',
      version: policy.version + 1,
    });

    expect((await decide('admin', id, 'approve')).statusCode).toBe(409);
    expect((await decide('admin', id, 'reject')).statusCode).toBe(409);
    expect((await readPolicy(policy.credit_policy_id)).version).toBe(policy.version + 1);
  });

  it('never applies a rejected change', async () => {
    const policy = await undecidedPolicy(2);
    const id = (await submit('lender', policy, { name: 'Rejected name' })).json()
      .approval_request_id as number;
    const rejected = await decide('checker', id, 'reject', 'Too loose');
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decided_by: { username: 'checker' },
      comment: 'Too loose',
    });
    expect(rejected.json()).not.toHaveProperty('applied_version');
    expect((await decide('admin', id, 'approve')).statusCode).toBe(409);
    expect(await readPolicy(policy.credit_policy_id)).toEqual(policy);
    expect(await auditOf('approval_applied', id)).toEqual([]);
    expect(await auditOf('approval_rejected', id)).toHaveLength(1);
  });

  it('applies a request approved by two checkers at once exactly once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const policy = await undecidedPolicy(2);
      const id = (await submit('lender', policy, { name: `Raced ${round}` })).json()
        .approval_request_id as number;
      const answers = await Promise.all([
        decide('checker', id, 'approve'),
        decide('admin', id, 'approve'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await readPolicy(policy.credit_policy_id)).toMatchObject({
        name: `Raced ${round}`,
        version: policy.version + 1,
      });
      expect(await auditOf('approval_applied', id)).toHaveLength(1);
    }
  });

  it('refuses (409) to apply a change to a record that moved on since, leaving it pending', async () => {
    const modules = await as('admin')('GET', '/credit-policy-modules?lender_id[]=4');
    const moduleId = modules.json().items[0].module_id as number;
    const module = (await as('admin')('GET', `/credit-policy-modules/${moduleId}`)).json();
    const submitted = await as('admin')('POST', `/approvals/credit-policy-modules/${moduleId}`, {
      reason: 'Rename',
      module: { name: 'Renamed module', lender_id: module.lender_id, rules: module.rules },
    });
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().approval_request_id as number;
    // No path of the API changes a module under a pending request; a writer outside it might.
    await api.server.db.query('UPDATE modules SET version = version + 1 WHERE module_id = $1', [
      moduleId,
    ]);
    const stale = await decide('checker', id, 'approve');
    expect(stale.statusCode).toBe(409);
    expect((await as('checker')('GET', `/approvals/${id}`)).json().status).toBe('pending');
    const read = (await as('admin')('GET', `/credit-policy-modules/${moduleId}`)).json();
    expect(read.name).toBe(module.name);
    expect((await decide('checker', id, 'reject')).statusCode).toBe(200);
  });

  it('lists pending requests oldest first, within the lender scope', async () => {
    const four = await undecidedPolicy(4);
    const two = await undecidedPolicy(2);
    const first = (await submit('admin', four, { name: 'First in' })).json();
    const second = (await submit('admin', two, { name: 'Second in' })).json();
    const pending = await as('checker')('GET', '/approvals?status=pending&perPage=100');
    const ids = (pending.json().items as { approval_request_id: number }[]).map(
      (item) => item.approval_request_id,
    );
    expect(ids.indexOf(first.approval_request_id)).toBeLessThan(
      ids.indexOf(second.approval_request_id),
    );
    expect(pending.json().meta.total).toBe(ids.length);

    // A lender's checker sees its own lender's requests only.
    await api.server.db.query(
      `INSERT INTO group_permissions (group_id, category_id, rule_id)
       SELECT group_id, 200, 40 FROM users WHERE username = 'lender'`,
    );
    const lenders = await as('lender')('GET', '/approvals?status=pending&perPage=100');
    expect(lenders.statusCode).toBe(200);
    expect(
      new Set((lenders.json().items as { lender_id: number }[]).map((item) => item.lender_id)),
    ).toEqual(new Set([2]));
    expect((await as('lender')('GET', `/approvals/${first.approval_request_id}`)).statusCode).toBe(
      403,
    );
    expect((await decide('lender', first.approval_request_id, 'approve')).statusCode).toBe(403);
    expect((await as('admin')('GET', '/approvals/999999')).statusCode).toBe(404);
  });
});
