import type { components } from '@backoffice/api-client';
import { permissionCatalogue } from '@backoffice/domain/model';
import { http, HttpResponse } from 'msw';

type Group = components['schemas']['Group'];
type User = components['schemas']['User'];

/** Navigation of an administrator: Users and Groups is reachable. */
export const adminNavigation = {
  navigation_sections: [
    {
      label: 'Account Management',
      navigation_items: [{ label: 'Users and Groups', url: 'user-management' }],
    },
  ],
};

function group(
  group_id: number,
  group_name: string,
  extra: Partial<Group> & { permissionKeys?: string[] } = {},
): Group {
  const { permissionKeys = [], ...rest } = extra;
  return {
    group_id,
    group_name,
    last_modified: '2025-03-04T10:15:00Z',
    ModifiedBy: null,
    created_user: null,
    organisation: { organisation_id: 1 },
    user_count: 0,
    permissions: permissionKeys.map((key) => {
      const [category_id, rule_id] = key.split(':').map(Number) as [number, number];
      return { category_id, rule_id, enabled: true };
    }),
    ...rest,
  };
}

/**
 * An in-memory organisation of groups and users, answering the calls of the Groups screens the
 * way the server does (name like-search, paging, 409 on a taken name or a group with members).
 * Each call is recorded so a test can check what was sent.
 */
export function createGroupsBackend() {
  const groups: Group[] = [
    group(1, 'Administrators', {
      created_user: { username: 'admin' },
      ModifiedBy: { Forename: 'Ada', Surname: 'Admin' },
      user_count: 2,
      permissionKeys: ['200:1', '200:2'],
    }),
    group(2, 'Read Only', { permissionKeys: ['200:1', '200:4', '100:10'] }),
    group(3, 'Fraud Team', { user_count: 1, permissionKeys: ['200:6'] }),
  ];
  const users: User[] = [
    { user_id: 11, username: 'ada', group: { group_id: 1, group_name: 'Administrators' } },
    { user_id: 12, username: 'bob', group: { group_id: 1, group_name: 'Administrators' } },
    { user_id: 13, username: 'fred', group: { group_id: 3, group_name: 'Fraud Team' } },
  ] as User[];
  const calls: { method: string; path: string; body?: unknown }[] = [];

  const countMembers = () => {
    for (const entry of groups) {
      entry.user_count = users.filter((user) => user.group?.group_id === entry.group_id).length;
    }
  };
  const summary = ({ permissions: _permissions, ...rest }: Group) => rest;
  const conflict = (message: string) =>
    HttpResponse.json({ error: { code: 'ERR_CONFLICT', message } }, { status: 409 });

  const handlers = [
    http.get('*/api/navigation', () => HttpResponse.json(adminNavigation)),
    http.get('*/api/backoffice/groups', ({ request }) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('group_name')?.toLowerCase() ?? '';
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('perPage') ?? 25);
      countMembers();
      const matching = groups.filter((entry) => entry.group_name.toLowerCase().includes(name));
      return HttpResponse.json({
        items: matching.slice((page - 1) * perPage, page * perPage).map(summary),
        meta: { page, perPage, total: matching.length },
      });
    }),
    http.get('*/api/backoffice/groups/:groupId', ({ params }) => {
      countMembers();
      const found = groups.find((entry) => entry.group_id === Number(params.groupId));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: { message: 'Group not found' } }, { status: 404 });
    }),
    http.post('*/api/backoffice/groups', async ({ request }) => {
      const body = (await request.json()) as { group_name: string; copy_from_group_id?: number };
      calls.push({ method: 'POST', path: '/backoffice/groups', body });
      if (groups.some((entry) => entry.group_name.toLowerCase() === body.group_name.toLowerCase()))
        return conflict('A group with this name already exists.');
      const source = groups.find((entry) => entry.group_id === body.copy_from_group_id);
      const created = group(
        Math.max(...groups.map((entry) => entry.group_id)) + 1,
        body.group_name,
      );
      created.permissions = source ? [...source.permissions] : [];
      groups.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch('*/api/backoffice/groups/:groupId', async ({ params, request }) => {
      const body = (await request.json()) as {
        group_name?: string;
        permissions?: Group['permissions'];
      };
      calls.push({ method: 'PATCH', path: `/backoffice/groups/${String(params.groupId)}`, body });
      const found = groups.find((entry) => entry.group_id === Number(params.groupId));
      if (!found) return HttpResponse.json({ error: { message: 'Not found' } }, { status: 404 });
      if (body.group_name) found.group_name = body.group_name;
      for (const setting of body.permissions ?? []) {
        found.permissions = found.permissions.filter(
          (existing) =>
            existing.category_id !== setting.category_id || existing.rule_id !== setting.rule_id,
        );
        if (setting.enabled) found.permissions.push(setting);
      }
      return HttpResponse.json(found);
    }),
    http.delete('*/api/backoffice/groups/:groupId', ({ params }) => {
      calls.push({ method: 'DELETE', path: `/backoffice/groups/${String(params.groupId)}` });
      const groupId = Number(params.groupId);
      if (users.some((user) => user.group?.group_id === groupId))
        return conflict('The group still has members.');
      groups.splice(
        groups.findIndex((entry) => entry.group_id === groupId),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/organisations/:organisationId/permissions', () =>
      HttpResponse.json({
        categories: permissionCatalogue.map((category) => ({ ...category, description: null })),
      }),
    ),
    http.get('*/api/backoffice/users', ({ request }) => {
      const url = new URL(request.url);
      const groupIds = url.searchParams.getAll('group_id[]').map(Number);
      const matching = users.filter(
        (user) => groupIds.length === 0 || groupIds.includes(user.group?.group_id ?? -1),
      );
      return HttpResponse.json({
        items: matching,
        meta: {
          page: 1,
          perPage: Number(url.searchParams.get('perPage') ?? 25),
          total: matching.length,
        },
      });
    }),
    http.patch('*/api/backoffice/users', async ({ request }) => {
      const body = (await request.json()) as { user_id: number; group: { group_id: number } }[];
      calls.push({ method: 'PATCH', path: '/backoffice/users', body });
      for (const change of body) {
        const user = users.find((entry) => entry.user_id === change.user_id);
        const target = groups.find((entry) => entry.group_id === change.group.group_id);
        if (user && target)
          user.group = {
            group_id: target.group_id,
            group_name: target.group_name,
            permissions: target.permissions,
          };
      }
      return HttpResponse.json(
        users.filter((user) => body.some((change) => change.user_id === user.user_id)),
      );
    }),
  ];

  return { groups, users, calls, handlers };
}
