import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

describe.each(backends())('users and groups on $name', (backend) => {
  let api: TestApi;
  let admin: { access_token: string; user_id: number };
  let viewer: { access_token: string; user_id: number };
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    admin = await api.signIn('admin');
    viewer = await api.signIn('viewer');
  });
  afterAll(() => api?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    api.request({
      method,
      url: `/api${url}`,
      headers: bearer(admin.access_token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function groupIdOf(name: string): Promise<number> {
    const response = await call('GET', `/backoffice/groups?group_name=${encodeURIComponent(name)}`);
    const group = (response.json().items as { group_id: number; group_name: string }[]).find(
      (item) => item.group_name === name,
    );
    if (!group) throw new Error(`no group ${name}`);
    return group.group_id;
  }

  describe('groups', () => {
    it('creates a group with permissions copied from another, and refuses a duplicate name', async () => {
      const viewerGroup = (
        await api.request({
          method: 'GET',
          url: `/api/backoffice/users/${viewer.user_id}`,
          headers: bearer(viewer.access_token),
        })
      ).json().group;
      const created = await call('POST', '/backoffice/groups', {
        group_name: 'Copied Readers',
        copy_from_group_id: viewerGroup.group_id,
      });
      expect(created.statusCode).toBe(201);
      const enabled = (
        created.json().permissions as { category_id: number; rule_id: number; enabled: boolean }[]
      )
        .filter((permission) => permission.enabled)
        .map((permission) => `${permission.category_id}:${permission.rule_id}`);
      expect(enabled.sort()).toEqual(
        (viewerGroup.permissions as { category_id: number; rule_id: number }[])
          .map((permission) => `${permission.category_id}:${permission.rule_id}`)
          .sort(),
      );
      expect(created.json().created_user).toEqual({ username: 'admin' });

      const duplicate = await call('POST', '/backoffice/groups', { group_name: 'copied readers' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error.message).toBe('A group with this name already exists.');
    });

    it('turns single permissions on and off and records who modified the group', async () => {
      const groupId = await groupIdOf('Copied Readers');
      const updated = await call('PATCH', `/backoffice/groups/${groupId}`, {
        permissions: [
          { category_id: 200, rule_id: 6, enabled: true },
          { category_id: 200, rule_id: 1, enabled: false },
        ],
      });
      expect(updated.statusCode).toBe(200);
      const state = new Map(
        (
          updated.json().permissions as { category_id: number; rule_id: number; enabled: boolean }[]
        ).map((permission) => [
          `${permission.category_id}:${permission.rule_id}`,
          permission.enabled,
        ]),
      );
      expect(state.get('200:6')).toBe(true);
      expect(state.get('200:1')).toBe(false);
      expect(updated.json().ModifiedBy).toMatchObject({ Forename: expect.any(String) });
    });

    it('rejects a permission that is not in the catalogue and writes nothing', async () => {
      const groupId = await groupIdOf('Copied Readers');
      const response = await call('PATCH', `/backoffice/groups/${groupId}`, {
        group_name: 'Renamed Readers',
        permissions: [{ category_id: 999, rule_id: 1, enabled: true }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.properties[0].property).toBe('permissions.0');
      expect((await call('GET', `/backoffice/groups/${groupId}`)).json().group_name).toBe(
        'Copied Readers',
      );
    });

    it('refuses to delete a group with members until they are moved', async () => {
      const groupId = await groupIdOf('Copied Readers');
      const userId = await api.addUser('group.member');
      expect(
        (
          await call('PATCH', '/backoffice/users', [
            { user_id: userId, group: { group_id: groupId } },
          ])
        ).statusCode,
      ).toBe(200);
      const refused = await call('DELETE', `/backoffice/groups/${groupId}`);
      expect(refused.statusCode).toBe(409);

      const otherGroup = await call('POST', '/backoffice/groups', { group_name: 'Landing Group' });
      const moved = await call('PATCH', '/backoffice/users', [
        { user_id: userId, group: { group_id: otherGroup.json().group_id } },
      ]);
      expect(moved.json().items[0].group.group_name).toBe('Landing Group');
      expect((await call('DELETE', `/backoffice/groups/${groupId}`)).statusCode).toBe(204);
      expect((await call('GET', `/backoffice/groups/${groupId}`)).statusCode).toBe(404);
    });

    it('answers the permission catalogue of the organisation only', async () => {
      const me = (await call('GET', `/backoffice/users/${admin.user_id}`)).json();
      const [row] = await api.server.db.query<{ organisation_id: number }>(
        'SELECT organisation_id FROM users WHERE user_id = $1',
        [me.user_id],
      );
      const catalogue = await call('GET', `/organisations/${row!.organisation_id}/permissions`);
      expect(catalogue.statusCode).toBe(200);
      expect(
        catalogue.json().categories.map((category: { tab: string }) => category.tab),
      ).toContain('Navigation');
      expect(
        (await call('GET', `/organisations/${row!.organisation_id + 1000}/permissions`)).statusCode,
      ).toBe(403);
    });
  });

  describe('users', () => {
    it('lists users 25 a page with a username like-search', async () => {
      const page = await call('GET', '/backoffice/users?perPage=25&page=1');
      expect(page.statusCode).toBe(200);
      expect(page.json().meta).toMatchObject({ page: 1, perPage: 25 });
      const search = await call('GET', '/backoffice/users?username=dmi');
      expect(search.json().items.map((user: { username: string }) => user.username)).toContain(
        'admin',
      );
      expect(
        (await call('GET', '/backoffice/users?username=%25')).json().items as unknown[],
      ).toHaveLength(0);
    });

    it('creates a user who sets a first password from the emailed link and signs in', async () => {
      const groupId = await groupIdOf('Landing Group');
      const created = await call('POST', '/backoffice/users', {
        first_name: 'Nia',
        last_name: 'Jones',
        email: 'nia.jones@example.com',
        username: 'nia.jones',
        group: { group_id: groupId },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        username: 'nia.jones',
        created_user: { username: 'admin' },
      });
      expect(
        (
          await call('POST', '/backoffice/users', {
            first_name: 'Nia',
            last_name: 'Again',
            email: 'nia.again@example.com',
            username: 'NIA.JONES',
            group: { group_id: groupId },
          })
        ).statusCode,
      ).toBe(409);

      // The link reaches the recipient only; the outbox shows the message without its token.
      const [mail] = await api.mailTo('nia.jones@example.com');
      const token = mail?.match(/password-creation\/([^/\s]+)\//)?.[1];
      expect(token).toBeTruthy();
      const outbox = await call('GET', '/outbox?recipient=nia.jones@example.com');
      const recorded = outbox.json().items[0].body as string;
      expect(recorded).toContain('/password-creation/[withheld]/');
      expect(recorded).not.toContain(token);
      const [stored] = await api.server.db.query<{ body: string }>(
        `SELECT body FROM outbox_messages WHERE recipient = 'nia.jones@example.com'`,
      );
      expect(stored!.body).not.toContain(token);
      const link = await api.request({ method: 'GET', url: `/api/password-resets/${token}` });
      expect(link.json()).toEqual({ user_id: created.json().user_id });
      const set = await api.request({
        method: 'PATCH',
        url: `/api/backoffice/users/${created.json().user_id}`,
        headers: bearer(token!),
        payload: { password: 'Brand-new-1' },
      });
      expect(set.statusCode).toBe(200);
      await expect(api.signIn('nia.jones', 'Brand-new-1')).resolves.toMatchObject({
        user_id: created.json().user_id,
      });
    });

    it('neither shows nor changes a user of another organisation (404, as in the list)', async () => {
      const [lenderUser] = await api.server.db.query<{ user_id: number; first_name: string }>(
        `SELECT user_id, first_name FROM users WHERE username = 'lender'`,
      );
      const url = `/backoffice/users/${lenderUser!.user_id}`;
      const read = await call('GET', url);
      expect(read.statusCode).toBe(404);
      expect(read.json().error.message).toBe('User not found.');
      const changed = await call('PATCH', url, {
        first_name: 'Hijacked',
        password: 'Taken-over-1',
      });
      expect(changed.statusCode).toBe(404);
      const [after] = await api.server.db.query<{ first_name: string }>(
        'SELECT first_name FROM users WHERE user_id = $1',
        [lenderUser!.user_id],
      );
      expect(after!.first_name).toBe(lenderUser!.first_name);
      await expect(api.signIn('lender')).resolves.toHaveProperty('access_token');
    });

    it('unlocks a locked user', async () => {
      const userId = await api.addUser('locked.out');
      await api.server.db.query('UPDATE users SET locked = true WHERE user_id = $1', [userId]);
      const unlocked = await call('PATCH', `/backoffice/users/${userId}`, { locked: false });
      expect(unlocked.statusCode).toBe(200);
      expect(unlocked.json().locked).toBe(false);
    });

    it('deletes a user but never oneself', async () => {
      const userId = await api.addUser('to.delete');
      expect((await call('DELETE', `/backoffice/users/${userId}`)).statusCode).toBe(204);
      expect((await call('GET', `/backoffice/users/${userId}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/backoffice/users/${admin.user_id}`)).statusCode).toBe(409);
    });

    it('is forbidden to a user without Users and Groups', async () => {
      const response = await api.request({
        method: 'GET',
        url: '/api/backoffice/users',
        headers: bearer(viewer.access_token),
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('browsing history', () => {
    it('keeps the newest visit of each record first, per user', async () => {
      const [application] = await api.server.db.query<{ credit_application_id: string }>(
        'SELECT credit_application_id FROM credit_applications ORDER BY credit_application_id LIMIT 1',
      );
      const [retailer] = await api.server.db.query<{ retailer_id: number }>(
        'SELECT retailer_id FROM retailers ORDER BY retailer_id LIMIT 1',
      );
      const applicationId = Number(application!.credit_application_id);
      const record = (visit: object) =>
        call('POST', `/backoffice/users/${admin.user_id}/browsing-history`, visit);
      expect((await record({ credit_application_id: applicationId })).statusCode).toBe(201);
      expect((await record({ retailer_id: retailer!.retailer_id })).statusCode).toBe(201);
      expect((await record({ credit_application_id: applicationId })).statusCode).toBe(201);
      const history = (
        await call('GET', `/backoffice/users/${admin.user_id}/browsing-history`)
      ).json().items as { credit_application_id: number | null; retailer_id: number }[];
      expect(history).toHaveLength(2);
      expect(history[0]!.credit_application_id).toBe(applicationId);
      expect(history[1]).toMatchObject({
        credit_application_id: null,
        retailer_id: retailer!.retailer_id,
      });

      const others = await api.request({
        method: 'GET',
        url: `/api/backoffice/users/${admin.user_id}/browsing-history`,
        headers: bearer(viewer.access_token),
      });
      expect(others.statusCode).toBe(403);
      expect((await record({ retailer_id: 999_999 })).statusCode).toBe(404);
    });
  });
});
