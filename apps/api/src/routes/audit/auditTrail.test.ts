import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

interface AuditEvent {
  audit_id: number;
  user: { user_id: number; name: string } | null;
  ghosted_by: { user_id: number; name: string } | null;
  action: string;
  record_kind: string;
  record_id: number | null;
  detail: Record<string, unknown> | null;
}

describe.each(backends())('the audit trail on $name', (backend) => {
  let api: TestApi;
  let admin: { access_token: string; user_id: number };
  let lender: { access_token: string; user_id: number };
  let viewer: string;
  let ownApplication: number;
  let otherLendersApplication: number;

  const get = (token: string, url: string) =>
    api.request({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const events = async (token: string, query: string) => {
    const response = await get(token, `/audit-events?${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: AuditEvent[] }).items;
  };
  const applicationOf = async (condition: string) => {
    const [row] = await api.server.db.query<{ id: number }>(
      `SELECT a.credit_application_id::int AS id FROM credit_applications a
         JOIN consumers c USING (credit_application_id)
        WHERE NOT a.data_protection_hidden AND ${condition}
        ORDER BY a.credit_application_id LIMIT 1`,
    );
    return row!.id;
  };

  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    admin = await api.signIn('admin');
    lender = await api.signIn('lender');
    viewer = (await api.signIn('viewer')).access_token;
    ownApplication = await applicationOf('a.lender_id = 2');
    otherLendersApplication = await applicationOf('a.lender_id <> 2');
  });
  afterAll(() => api?.close());

  describe('what is recorded', () => {
    it('records a sign-in and a failed one, naming the user', async () => {
      const failed = await api.request({
        method: 'POST',
        url: '/api/request-token',
        payload: {
          grant_type: 'password',
          client_id: 'backoffice',
          username: 'admin',
          password: 'x',
        },
      });
      expect(failed.statusCode).toBe(401);
      const signIns = await events(admin.access_token, `action=sign_in&user_id=${admin.user_id}`);
      expect(signIns[0]).toMatchObject({
        action: 'sign_in.failed',
        detail: { reason: 'wrong password' },
      });
      expect(signIns.map((event) => event.action)).toContain('sign_in.succeeded');
    });

    it("records a consumer's view under the name of whoever viewed it", async () => {
      const viewed = await get(
        lender.access_token,
        `/credit-applications/${ownApplication}/consumers/${ownApplication}`,
      );
      expect(viewed.statusCode).toBe(200);
      const [latest] = await events(
        lender.access_token,
        `record_kind=credit_application&record_id=${ownApplication}`,
      );
      expect(latest).toMatchObject({
        action: 'credit_application.consumer_viewed',
        user: { user_id: lender.user_id },
      });
    });

    it("records a group's permission change with its permissions before and after", async () => {
      const [group] = (await api.server.db.query<{ group_id: number }>(
        `SELECT group_id FROM user_groups WHERE group_name = 'Merchant Support'`,
      )) as [{ group_id: number }];
      const changed = await api.request({
        method: 'PATCH',
        url: `/api/backoffice/groups/${group.group_id}`,
        headers: bearer(admin.access_token),
        payload: { permissions: [{ category_id: 200, rule_id: 6, enabled: true }] },
      });
      expect(changed.statusCode).toBe(200);
      const [change] = await events(
        admin.access_token,
        `record_kind=group&record_id=${group.group_id}`,
      );
      const { before, after } = change!.detail as Record<string, { permissions: string[] }>;
      expect(before!.permissions).not.toContain('200:6');
      expect(after!.permissions).toContain('200:6');
    });
  });

  describe('who may read it', () => {
    it('refuses the trail and subject access without their permissions', async () => {
      expect((await get(viewer, '/audit-events')).statusCode).toBe(403);
      expect((await get(viewer, `/audit-events/consumers/${ownApplication}`)).statusCode).toBe(403);
      expect(
        (await get(lender.access_token, `/audit-events/consumers/${ownApplication}`)).statusCode,
      ).toBe(403);
    });

    it("shows a lender's user only rows about its own lender's applications", async () => {
      await get(
        admin.access_token,
        `/credit-applications/${otherLendersApplication}/consumers/${otherLendersApplication}`,
      );
      const seen = await events(lender.access_token, 'perPage=100');
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((event) => event.record_kind === 'credit_application')).toBe(true);
      const [{ lenders }] = (await api.server.db.query<{ lenders: number[] }>(
        `SELECT array_agg(DISTINCT lender_id) AS lenders FROM credit_applications
          WHERE credit_application_id = ANY($1::bigint[])`,
        [seen.map((event) => event.record_id)],
      )) as [{ lenders: number[] }];
      expect(lenders).toEqual([2]);
      expect(
        await events(
          lender.access_token,
          `record_kind=credit_application&record_id=${otherLendersApplication}`,
        ),
      ).toEqual([]);
    });
  });

  describe('append-only', () => {
    it('refuses to change, remove or empty audit rows in the database', async () => {
      const refused = /append-only/;
      await expect(api.server.db.query(`UPDATE audit_log SET action = 'x'`)).rejects.toThrow(
        refused,
      );
      await expect(api.server.db.query('DELETE FROM audit_log')).rejects.toThrow(refused);
      await expect(api.server.db.query('TRUNCATE audit_log')).rejects.toThrow(refused);
    });

    it('keeps the rows of a deleted user, named by id', async () => {
      const userId = await api.addUser('audit-leaver');
      await api.signIn('audit-leaver');
      const deleted = await api.request({
        method: 'DELETE',
        url: `/api/backoffice/users/${userId}`,
        headers: bearer(admin.access_token),
      });
      expect(deleted.statusCode).toBe(204);
      const [signIn] = await events(admin.access_token, `user_id=${userId}`);
      expect(signIn).toMatchObject({
        action: 'sign_in.succeeded',
        user: { user_id: userId, name: `Deleted user ${userId}` },
      });
    });
  });

  describe('subject access', () => {
    it("lists the consumer's applications and each view of their data, and audits itself", async () => {
      await get(
        lender.access_token,
        `/credit-applications/${ownApplication}/consumers/${ownApplication}`,
      );
      const response = await get(admin.access_token, `/audit-events/consumers/${ownApplication}`);
      expect(response.statusCode).toBe(200);
      const view = response.json() as {
        consumer: { surname: string } | null;
        applications: { credit_application_id: number }[];
        events: AuditEvent[];
      };
      expect(view.consumer?.surname).toEqual(expect.any(String));
      expect(view.applications.map((a) => a.credit_application_id)).toContain(ownApplication);
      expect(
        view.events.some(
          (event) =>
            event.action === 'credit_application.consumer_viewed' &&
            event.user?.user_id === lender.user_id,
        ),
      ).toBe(true);
      const [audited] = await events(
        admin.access_token,
        `action=credit_application.subject_access_viewed&record_id=${ownApplication}`,
      );
      expect(audited?.user?.user_id).toBe(admin.user_id);
    });

    it('answers 404 for a consumer that does not exist', async () => {
      expect((await get(admin.access_token, '/audit-events/consumers/999999999')).statusCode).toBe(
        404,
      );
    });
  });
});
