import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLayout } from '@backoffice/domain/model';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

describe.each(backends())('shell and users on $name', (backend) => {
  let api: TestApi;
  const tokens: Record<string, { access_token: string; user_id: number }> = {};
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    for (const username of ['admin', 'lender', 'viewer'])
      tokens[username] = await api.signIn(username);
  });
  afterAll(() => api?.close());

  const get = (url: string, username: string) =>
    api.request({ method: 'GET', url, headers: bearer(tokens[username]!.access_token) });

  describe('GET /navigation', () => {
    const urlsOf = async (username: string) => {
      const response = await get('/api/navigation', username);
      expect(response.statusCode).toBe(200);
      return (
        response.json().navigation_sections as { navigation_items: { url: string }[] }[]
      ).flatMap((section) => section.navigation_items.map((item) => item.url));
    };

    it('gives admin every page', async () => {
      expect(await urlsOf('admin')).toEqual(
        expect.arrayContaining([
          'credit-app',
          'merchants',
          'merchant-applications',
          'rate-cards',
          'watch-list',
          'user-management',
          'document-management',
          'credit-policies',
          'settlements',
        ]),
      );
    });

    it('gives viewer credit applications and merchants only', async () => {
      expect(await urlsOf('viewer')).toEqual(['credit-app', 'merchants']);
    });

    it('gives lender credit applications, its merchants, policies, modules, work queues and the audit trail', async () => {
      expect(await urlsOf('lender')).toEqual([
        'credit-app',
        'merchants',
        'merchant-applications',
        'credit-policies',
        'credit-policy-modules',
        'queues',
        'audit',
      ]);
    });

    it('answers 401 without a token', async () => {
      const response = await api.request({ method: 'GET', url: '/api/navigation' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('ERR_UNAUTHORISED');
    });

    it('takes a group permission change on the next load', async () => {
      const userId = await api.addUser('group.change');
      const session = await api.signIn('group.change');
      const load = async () =>
        (
          await api.request({
            method: 'GET',
            url: '/api/navigation',
            headers: bearer(session.access_token),
          })
        ).json();
      expect(JSON.stringify(await load())).not.toContain('watch-list');
      await api.server.db.query(
        `INSERT INTO user_groups (organisation_id, group_name)
           SELECT organisation_id, 'Watchers' FROM users WHERE user_id = $1`,
        [userId],
      );
      await api.server.db.query(
        `INSERT INTO group_permissions (group_id, category_id, rule_id)
           SELECT group_id, 200, 6 FROM user_groups WHERE group_name = 'Watchers'`,
      );
      await api.server.db.query(
        `UPDATE users SET group_id = (SELECT group_id FROM user_groups WHERE group_name = 'Watchers')
          WHERE user_id = $1`,
        [userId],
      );
      expect(JSON.stringify(await load())).toContain('watch-list');
    });
  });

  describe('users', () => {
    it('reads oneself', async () => {
      const response = await get(`/api/backoffice/users/${tokens.viewer!.user_id}`, 'viewer');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        username: 'viewer',
        first_name: 'Sam',
        mobile: null,
      });
    });

    it('refuses another user to someone without user management', async () => {
      const response = await get(`/api/backoffice/users/${tokens.admin!.user_id}`, 'viewer');
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('ERR_FORBIDDEN');
    });

    it('lets admin read another user', async () => {
      const response = await get(`/api/backoffice/users/${tokens.viewer!.user_id}`, 'admin');
      expect(response.statusCode).toBe(200);
      expect(response.json().created_user).toEqual({ username: 'admin' });
    });

    it('updates only the fields sent, and a new password needs the current one', async () => {
      const userId = await api.addUser('account.edit');
      const session = await api.signIn('account.edit');
      const patch = (payload: object) =>
        api.request({
          method: 'PATCH',
          url: `/api/backoffice/users/${userId}`,
          headers: bearer(session.access_token),
          payload,
        });
      const mobile = await patch({ mobile: '07700900999' });
      expect(mobile.statusCode).toBe(200);
      expect(mobile.json()).toMatchObject({ mobile: '07700900999', first_name: 'Test' });

      const withoutCurrent = await patch({ password: 'Another-pass-3' });
      expect(withoutCurrent.statusCode).toBe(400);
      expect(withoutCurrent.json().error.properties).toEqual([
        { property: 'current_password', message: 'is required' },
      ]);
      const wrongCurrent = await patch({ password: 'Another-pass-3', current_password: 'nope' });
      expect(wrongCurrent.statusCode).toBe(400);
      const changed = await patch({ password: 'Another-pass-3', current_password: 'Demo-pass-1' });
      expect(changed.statusCode).toBe(200);
      await expect(api.signIn('account.edit', 'Another-pass-3')).resolves.toBeTruthy();
    });

    it('refuses an invalid email with the property named', async () => {
      const response = await api.request({
        method: 'PATCH',
        url: `/api/backoffice/users/${tokens.viewer!.user_id}`,
        headers: bearer(tokens.viewer!.access_token),
        payload: { email: 'not-an-email' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.properties[0].property).toBe('email');
    });
  });

  describe('service users', () => {
    it('reads the branding defaults before sign-in', async () => {
      const response = await api.request({
        method: 'GET',
        url: '/api/service-users/by-host?host=localhost',
      });
      expect(response.statusCode).toBe(200);
      const keys = response
        .json()
        .service_user_default.map((entry: { default_key: string }) => entry.default_key);
      expect(keys).toEqual(['FAVICON', 'RETAILER_FOOTER', 'RETAILER_LOGO', 'SERVICE_USER_FOOTER']);
    });

    it('reads the service user with its defaults and announcements', async () => {
      const serviceUser = await get('/api/service-users/1', 'admin');
      expect(serviceUser.statusCode).toBe(200);
      expect(serviceUser.json().service_user_default.length).toBeGreaterThan(0);
      const announcements = await get('/api/service-users/1/announcements', 'viewer');
      expect(announcements.json().announcements[0].title).toBe('Settlement files now run at 02:00');
    });
  });

  describe('dashboard widgets', () => {
    it('answers the default layout until one is saved, then keeps it', async () => {
      const userId = tokens.admin!.user_id;
      const url = `/api/backoffice/users/${userId}/widgets`;
      const unsaved = await get(url, 'admin');
      expect(unsaved.statusCode).toBe(200);
      expect(unsaved.json()).toEqual({
        users_widgets_id: null,
        user_id: userId,
        widgets_configuration: defaultLayout(),
      });
      const layout = { widgets_configuration: [{ name: 'announcements', x: 0, y: 0 }] };
      const created = await api.request({
        method: 'POST',
        url,
        headers: bearer(tokens.admin!.access_token),
        payload: layout,
      });
      expect(created.statusCode).toBe(201);
      const moved = { widgets_configuration: [{ name: 'announcements', x: 1, y: 0 }] };
      const replaced = await api.request({
        method: 'PUT',
        url,
        headers: bearer(tokens.admin!.access_token),
        payload: moved,
      });
      expect(replaced.statusCode).toBe(200);
      expect((await get(url, 'admin')).json().widgets_configuration).toEqual(
        moved.widgets_configuration,
      );
    });

    it("refuses another user's layout", async () => {
      const response = await get(
        `/api/backoffice/users/${tokens.admin!.user_id}/widgets`,
        'viewer',
      );
      expect(response.statusCode).toBe(403);
    });

    it('refuses a widget the catalogue does not know', async () => {
      const response = await api.request({
        method: 'PUT',
        url: `/api/backoffice/users/${tokens.viewer!.user_id}/widgets`,
        headers: bearer(tokens.viewer!.access_token),
        payload: { widgets_configuration: [{ name: 'stock_ticker', x: 0, y: 0 }] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.properties[0].property).toBe('widgets_configuration.0.name');
    });

    it("lets the account-details widget set the user's own email and mobile only", async () => {
      const userId = await api.addUser('details.widget');
      const session = await api.signIn('details.widget');
      const url = `/api/backoffice/users/${userId}/contact-details`;
      const updated = await api.request({
        method: 'PATCH',
        url,
        headers: bearer(session.access_token),
        payload: { email: 'new@example.com', mobile: '07700900999' },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ email: 'new@example.com', mobile: '07700900999' });
      const others = await api.request({
        method: 'PATCH',
        url,
        headers: bearer(tokens.viewer!.access_token),
        payload: { email: 'x@example.com', mobile: '07700900999' },
      });
      expect(others.statusCode).toBe(403);
    });

    it('refuses a column outside the two of the dashboard', async () => {
      const response = await api.request({
        method: 'PUT',
        url: `/api/backoffice/users/${tokens.viewer!.user_id}/widgets`,
        headers: bearer(tokens.viewer!.access_token),
        payload: { widgets_configuration: [{ name: 'announcements', x: 2, y: 0 }] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.properties[0].property).toBe('widgets_configuration.0.x');
    });
  });
});
