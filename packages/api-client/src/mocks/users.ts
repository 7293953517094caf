import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, pageOf, type JsonBody, type RequestJson } from './contract';
import type { UserManagementData } from './userManagementData';

type User = components['schemas']['User'];

/** A back-office user of service user 1 in group 1; the email follows the username. */
export function makeUser(overrides: Partial<User> = {}): User {
  const username = overrides.username ?? 'viewer';
  return {
    user_id: 3,
    username,
    first_name: 'Vera',
    last_name: 'Viewer',
    email: `${username}@example.co.uk`,
    mobile: '07700900123',
    user_type: 'service_user',
    service_user_id: 1,
    lender_id: null,
    group: { group_id: 1, group_name: 'Administrators', permissions: [] },
    last_login: '2025-03-04T09:30:00Z',
    locked: false,
    instore_training: false,
    created: '2025-01-06T08:00:00Z',
    created_user: { username: 'admin' },
    ...overrides,
  };
}

/**
 * The users list and the user changes of Users and Groups, over `data` as the server answers
 * them: username like-search, `group_id[]` filter, paging, group changes, unlock, delete.
 */
export function usersHandlers(data: UserManagementData) {
  const byId = (userId: unknown) => data.users.find((user) => user.user_id === Number(userId));
  return [
    http.get(apiUrl('/backoffice/users'), ({ request }) => {
      const url = new URL(request.url);
      const username = url.searchParams.get('username')?.toLowerCase() ?? '';
      const groupIds = url.searchParams.getAll('group_id[]').map(Number);
      const matching = data.users.filter(
        (user) =>
          user.username.toLowerCase().includes(username) &&
          (groupIds.length === 0 || groupIds.includes(user.group.group_id)),
      );
      return HttpResponse.json<JsonBody<'/backoffice/users', 'get'>>(pageOf(matching, url));
    }),
    http.post(apiUrl('/backoffice/users'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<'/backoffice/users', 'post'>;
      data.calls.push({ method: 'POST', path: '/backoffice/users', body });
      if (data.users.some((user) => user.username === body.username))
        return errorJson(409, 'ERR_CONFLICT', 'The username is taken.');
      const group = data.groups.find((entry) => entry.group_id === body.group.group_id);
      if (!group) return errorJson(404, 'ERR_NOT_FOUND', 'Group not found');
      const created = makeUser({
        ...body,
        user_id: Math.max(0, ...data.users.map((user) => user.user_id)) + 1,
        mobile: body.mobile ?? null,
        group: { group_id: group.group_id, group_name: group.group_name, permissions: [] },
        last_login: null,
      });
      data.users.push(created);
      return HttpResponse.json<JsonBody<'/backoffice/users', 'post', 201>>(created, {
        status: 201,
      });
    }),
    http.patch(apiUrl('/backoffice/users'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<'/backoffice/users', 'patch'>;
      data.calls.push({ method: 'PATCH', path: '/backoffice/users', body });
      for (const change of body) {
        const user = byId(change.user_id);
        const target = data.groups.find((entry) => entry.group_id === change.group.group_id);
        if (user && target)
          user.group = {
            group_id: target.group_id,
            group_name: target.group_name,
            permissions: target.permissions
              .filter((setting) => setting.enabled)
              .map(({ category_id, rule_id }) => ({ category_id, rule_id })),
          };
      }
      return HttpResponse.json<JsonBody<'/backoffice/users', 'patch'>>({
        items: data.users.filter((user) => body.some((change) => change.user_id === user.user_id)),
      });
    }),
    http.patch(apiUrl('/backoffice/users/{userId}'), async ({ params, request }) => {
      const body = (await request.json()) as RequestJson<'/backoffice/users/{userId}', 'patch'>;
      data.calls.push({
        method: 'PATCH',
        path: `/backoffice/users/${String(params.userId)}`,
        body,
      });
      const user = byId(params.userId);
      if (!user) return errorJson(404, 'ERR_NOT_FOUND', 'User not found');
      const { password: _password, current_password: _current, ...fields } = body;
      Object.assign(user, fields);
      return HttpResponse.json<JsonBody<'/backoffice/users/{userId}', 'patch'>>(user);
    }),
    http.delete(apiUrl('/backoffice/users/{userId}'), ({ params }) => {
      data.calls.push({ method: 'DELETE', path: `/backoffice/users/${String(params.userId)}` });
      const index = data.users.findIndex((user) => user.user_id === Number(params.userId));
      if (index < 0) return errorJson(404, 'ERR_NOT_FOUND', 'User not found');
      data.users.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
