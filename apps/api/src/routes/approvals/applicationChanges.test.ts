import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

type User = 'admin' | 'lender' | 'viewer' | 'checker';

describe.each(backends())("four-eyes approval of an application's changes on $name", (backend) => {
  let api: TestApi;
  const tokens = {} as Record<User, string>;
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    for (const user of ['admin', 'lender', 'viewer', 'checker'] as const) {
      tokens[user] = (await api.signIn(user)).access_token;
    }
  });
  afterAll(() => api?.close());

  const as = (user: User) => (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    api.request({
      method,
      url: `/api${url}`,
      headers: bearer(tokens[user]),
      ...(payload === undefined ? {} : { payload }),
    });
  const decide = (checker: User, id: number, decision: 'approve' | 'reject', comment = 'Looked') =>
    as(checker)('POST', `/approvals/${id}/${decision}`, { comment });
  const auditOf = (action: string, requestId: number) =>
    api.server.db.query<{ user_id: number; detail: Record<string, unknown> }>(
      `SELECT user_id, detail FROM audit_log WHERE action = $1
          AND (detail->>'approval_request_id')::int = $2`,
      [action, requestId],
    );

  /** Unused lender-2 applications in `status` whose engine decided `engine`, one per test. */
  const taken = new Set<number>();
  async function applicationWith(status: string | null, engine: string | null) {
    const rows = await api.server.db.query<{ id: number }>(
      `SELECT a.credit_application_id::int AS id FROM credit_applications a
         JOIN decision_logs d ON d.credit_application_id = a.credit_application_id AND d.is_current
        WHERE ($1::text IS NULL OR a.current_status = $1)
          AND ($2::text IS NULL OR d.status = $2) AND a.lender_id = 2
          AND NOT a.data_protection_hidden AND a.manual_decision_status IS NULL
          AND EXISTS (SELECT 1 FROM consumers c WHERE c.credit_application_id = a.credit_application_id)
        ORDER BY a.credit_application_id LIMIT 50`,
      [status, engine],
    );
    const row = rows.find((candidate) => !taken.has(candidate.id));
    if (!row) throw new Error(`No application in ${status ?? 'any status'} decided ${engine}`);
    taken.add(row.id);
    return row.id;
  }
  const statusOf = async (id: number) =>
    (await as('admin')('GET', `/credit-applications/${id}`)).json().current_status.status as string;
  const override = (maker: User, id: number, reason = 'Payslips prove the income') =>
    as(maker)('POST', `/approvals/credit-applications/${id}/decision`, {
      status: 'ACCEPT',
      reason,
    });

  describe('an underwriting decision overriding the engine’s DECLINE', () => {
    it('is refused as a direct decision and waits as a request, changing nothing', async () => {
      const id = await applicationWith('DECLINE', 'DECLINE');
      const detail = (await as('admin')('GET', `/credit-applications/${id}`)).json();
      expect(detail.engine_decision).toBe('DECLINE');
      const direct = await as('admin')('PATCH', `/credit-applications/${id}/actions/underwrite`, {
        status: 'ACCEPT',
        reason: 'Looks fine',
      });
      expect(direct.statusCode).toBe(409);
      const submitted = await override('admin', id);
      expect(submitted.statusCode).toBe(201);
      expect(submitted.json()).toMatchObject({
        status: 'pending',
        subject_id: id,
        base_version: null,
        lender_id: 2,
        reason: 'Payslips prove the income',
        submitted_by: { username: 'admin' },
        change: {
          kind: 'decline_override',
          before: { status: 'DECLINE' },
          after: { status: 'ACCEPT' },
        },
      });
      expect(await statusOf(id)).toBe('DECLINE');
      const listed = await as('lender')('GET', `/approvals/credit-applications/${id}`);
      expect(listed.json().items[0]).toMatchObject({
        status: 'pending',
        reason: 'Payslips prove the income',
      });
      expect((await override('admin', id)).statusCode).toBe(409);
    });

    it('never lets the maker decide it', async () => {
      const id = await applicationWith('DECLINE', 'DECLINE');
      const requestId = (await override('admin', id)).json().approval_request_id as number;
      expect((await decide('admin', requestId, 'approve')).statusCode).toBe(403);
      expect((await decide('admin', requestId, 'reject')).statusCode).toBe(403);
      expect(await statusOf(id)).toBe('DECLINE');
    });

    it('applies once when two checkers approve at once, as the maker’s decision, naming both', async () => {
      for (let round = 0; round < 3; round += 1) {
        const id = await applicationWith('DECLINE', 'DECLINE');
        const requestId = (await override('lender', id)).json().approval_request_id as number;
        const answers = await Promise.all([
          decide('checker', requestId, 'approve'),
          decide('admin', requestId, 'approve'),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        const detail = (await as('admin')('GET', `/credit-applications/${id}`)).json();
        expect(detail.current_status).toMatchObject({
          status: 'ACCEPT',
          current_reason: 'Payslips prove the income',
        });
        expect(detail.manual_decision).toMatchObject({ status: 'ACCEPT' });
        const accepts = await api.server.db.query<{ username: string }>(
          `SELECT u.username FROM status_logs s JOIN users u ON u.user_id = s.user_id
            WHERE s.credit_application_id = $1 AND s.status = 'ACCEPT'`,
          [id],
        );
        expect(accepts.map((row) => row.username)).toEqual(['lender']);
        const [applied] = await auditOf('approval_applied', requestId);
        expect(applied?.detail).toMatchObject({
          maker: { username: 'lender' },
          checker: { username: expect.stringMatching(/^(checker|admin)$/) },
        });
        expect(await auditOf('approval_applied', requestId)).toHaveLength(1);
      }
    });

    it('never applies a rejected decision', async () => {
      const id = await applicationWith('DECLINE', 'DECLINE');
      const requestId = (await override('lender', id)).json().approval_request_id as number;
      const rejected = await decide('checker', requestId, 'reject', 'Affordability fails');
      expect(rejected.json()).toMatchObject({ status: 'rejected', comment: 'Affordability fails' });
      expect(await statusOf(id)).toBe('DECLINE');
      expect((await decide('admin', requestId, 'approve')).statusCode).toBe(409);
      expect(await statusOf(id)).toBe('DECLINE');
    });

    it('leaves decisions that override no DECLINE direct', async () => {
      const id = await applicationWith('REFER', 'REFER');
      expect((await override('admin', id)).statusCode).toBe(409);
      const direct = await as('admin')('PATCH', `/credit-applications/${id}/actions/underwrite`, {
        status: 'ACCEPT',
        reason: 'Referral checked',
      });
      expect(direct.statusCode).toBe(200);
      expect(direct.json().current_status.status).toBe('ACCEPT');
    });

    it('refuses submitting without the underwrite permission and deciding without 200:40', async () => {
      const id = await applicationWith('DECLINE', 'DECLINE');
      expect((await override('viewer', id)).statusCode).toBe(403);
      const requestId = (await override('admin', id)).json().approval_request_id as number;
      expect((await decide('lender', requestId, 'approve')).statusCode).toBe(403);
      expect((await decide('viewer', requestId, 'approve')).statusCode).toBe(403);
      expect(await statusOf(id)).toBe('DECLINE');
    });
  });

  describe('a consumer edit of identity fields', () => {
    const consumerOf = async (id: number) =>
      (await as('admin')('GET', `/credit-applications/${id}`)).json().consumer as Record<
        string,
        unknown
      >;
    const edit = (user: User, id: number, body: object) =>
      as(user)('PATCH', `/credit-applications/${id}/piiconsumer`, body);

    it('saves contact fields at once and holds identity fields, with their before and after', async () => {
      const id = await applicationWith(null, null);
      const before = await consumerOf(id);
      expect((await edit('admin', id, { consumer: { surname: 'Okonkwo-Hart' } })).statusCode).toBe(
        400,
      );
      const saved = await edit('admin', id, {
        consumer: { surname: 'Okonkwo-Hart', mobile_number: '07700 900123' },
        reason: 'Married name, seen on the marriage certificate',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().consumer).toMatchObject({
        surname: before.surname,
        mobile_number: '07700 900123',
      });
      const [request] = (await as('admin')('GET', `/approvals/credit-applications/${id}`)).json()
        .items;
      expect(request).toMatchObject({
        status: 'pending',
        change: {
          kind: 'consumer_identity',
          fields: ['surname'],
          before: { surname: before.surname },
          after: { surname: 'Okonkwo-Hart' },
        },
      });
      const approved = await decide('checker', request.approval_request_id, 'approve');
      // The checker may not see the consumer: the values are withheld and the decision refused.
      expect(approved.statusCode).toBe(403);
      const shown = (
        await as('checker')('GET', `/approvals/${request.approval_request_id}`)
      ).json();
      expect(shown.change).toEqual({
        kind: 'consumer_identity',
        fields: ['surname'],
        before: null,
        after: null,
      });
      expect((await decide('lender', request.approval_request_id, 'approve')).statusCode).toBe(403);
      expect((await consumerOf(id)).surname).toBe(before.surname);
    });

    it('applies an approved identity change once, and a rejected one never', async () => {
      const id = await applicationWith(null, null);
      const before = await consumerOf(id);
      await edit('lender', id, { consumer: { date_of_birth: '1980-01-02' }, reason: 'Passport' });
      const [pending] = (await as('admin')('GET', `/approvals/credit-applications/${id}`)).json()
        .items;
      expect(pending.change.before).toEqual({ date_of_birth: before.date_of_birth });
      expect(
        (await edit('admin', id, { consumer: { forename: 'Other' }, reason: 'Again' })).statusCode,
      ).toBe(409);
      const viewsBefore = await api.server.db.query(
        `SELECT 1 FROM audit_log WHERE action = 'credit_application.consumer_viewed'
            AND subject = $1 AND detail->>'approval_request_id' IS NOT NULL`,
        [`credit_application:${id}`],
      );
      expect(viewsBefore.length).toBeGreaterThan(0);
      const answers = await Promise.all([
        decide('admin', pending.approval_request_id, 'approve'),
        decide('admin', pending.approval_request_id, 'approve'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await consumerOf(id)).date_of_birth).toBe('1980-01-02');
      expect(await auditOf('approval_applied', pending.approval_request_id)).toHaveLength(1);

      await edit('lender', id, { consumer: { forename: 'Never' }, reason: 'Typo' });
      const [next] = (await as('admin')('GET', `/approvals/credit-applications/${id}`)).json()
        .items;
      await decide('admin', next.approval_request_id, 'reject');
      expect((await consumerOf(id)).forename).toBe(before.forename);
    });

    it('keeps an edit of other fields direct and refuses re-scoring with an identity change', async () => {
      const id = await applicationWith(null, null);
      const contact = await edit('admin', id, {
        consumer: { email_address: 'new.address@example.com' },
      });
      expect(contact.statusCode).toBe(200);
      expect(contact.json().consumer.email_address).toBe('new.address@example.com');
      expect(
        (await as('admin')('GET', `/approvals/credit-applications/${id}`)).json().items,
      ).toEqual([]);
      const rescored = await edit('admin', id, {
        consumer: { surname: 'Changed' },
        reason: 'Deed poll',
        options: { score: true },
      });
      expect(rescored.statusCode).toBe(409);
    });
  });
});
