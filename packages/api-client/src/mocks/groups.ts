import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, pageOf, type JsonBody, type RequestJson } from './contract';
import type { UserManagementData } from './userManagementData';

type Schemas = components['schemas'];
type Group = Schemas['Group'];
type PermissionCatalogueCategory = Schemas['PermissionCatalogueCategory'];

/**
 * A group of organisation 1. `permissionKeys` ('category:rule', as the domain writes them) is a
 * short way to give the enabled rules.
 */
export function makeGroup(
  overrides: Partial<Group> & { permissionKeys?: readonly string[] } = {},
): Group {
  const { permissionKeys = [], ...rest } = overrides;
  return {
    group_id: 1,
    group_name: 'Administrators',
    last_modified: '2025-03-04T10:15:00Z',
    ModifiedBy: null,
    created_user: null,
    organisation: { organisation_id: 1 },
    user_count: 0,
    permissions: permissionKeys.map((key) => {
      const [category_id = 0, rule_id = 0] = key.split(':').map(Number);
      return { category_id, rule_id, enabled: true };
    }),
    ...rest,
  };
}

/** A tab of the permission catalogue with one section of the given rules. */
export function makePermissionCategory(
  overrides: Partial<PermissionCatalogueCategory> = {},
): PermissionCatalogueCategory {
  const category_id = overrides.category_id ?? 200;
  return {
    category_id,
    tab: 'Navigation',
    description: null,
    sections: [
      {
        title: 'Pages',
        rules: [
          { category_id, rule_id: 1, label: 'Credit Applications' },
          { category_id, rule_id: 2, label: 'Merchants' },
        ],
      },
    ],
    ...overrides,
  };
}

/**
 * The Groups screens' calls over `data`, as the server answers them: name like-search, paging,
 * member counts, 409 for a taken name or a group that still has members, copy permissions on
 * create, and the permission catalogue.
 */
export function groupsHandlers(data: UserManagementData) {
  const countMembers = () => {
    for (const group of data.groups) {
      group.user_count = data.users.filter((user) => user.group.group_id === group.group_id).length;
    }
  };
  const byId = (groupId: unknown) =>
    data.groups.find((group) => group.group_id === Number(groupId));

  return [
    http.get(apiUrl('/backoffice/groups'), ({ request }) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('group_name')?.toLowerCase() ?? '';
      countMembers();
      const matching = data.groups
        .filter((group) => group.group_name.toLowerCase().includes(name))
        .map(({ permissions: _permissions, ...summary }) => summary);
      return HttpResponse.json<JsonBody<'/backoffice/groups', 'get'>>(pageOf(matching, url));
    }),
    http.get(apiUrl('/backoffice/groups/{groupId}'), ({ params }) => {
      countMembers();
      const group = byId(params.groupId);
      return group
        ? HttpResponse.json<JsonBody<'/backoffice/groups/{groupId}', 'get'>>(group)
        : errorJson(404, 'ERR_NOT_FOUND', 'Group not found');
    }),
    http.post(apiUrl('/backoffice/groups'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<'/backoffice/groups', 'post'>;
      data.calls.push({ method: 'POST', path: '/backoffice/groups', body });
      const wanted = body.group_name.toLowerCase();
      if (data.groups.some((group) => group.group_name.toLowerCase() === wanted))
        return errorJson(409, 'ERR_CONFLICT', 'A group with this name already exists.');
      const source = data.groups.find((group) => group.group_id === body.copy_from_group_id);
      const created = makeGroup({
        group_id: Math.max(0, ...data.groups.map((group) => group.group_id)) + 1,
        group_name: body.group_name,
        permissions: source ? [...source.permissions] : (body.permissions ?? []),
      });
      data.groups.push(created);
      return HttpResponse.json<JsonBody<'/backoffice/groups', 'post', 201>>(created, {
        status: 201,
      });
    }),
    http.patch(apiUrl('/backoffice/groups/{groupId}'), async ({ params, request }) => {
      const body = (await request.json()) as RequestJson<'/backoffice/groups/{groupId}', 'patch'>;
      data.calls.push({
        method: 'PATCH',
        path: `/backoffice/groups/${String(params.groupId)}`,
        body,
      });
      const group = byId(params.groupId);
      if (!group) return errorJson(404, 'ERR_NOT_FOUND', 'Group not found');
      if (body.group_name) group.group_name = body.group_name;
      for (const setting of body.permissions ?? []) {
        group.permissions = group.permissions.filter(
          (existing) =>
            existing.category_id !== setting.category_id || existing.rule_id !== setting.rule_id,
        );
        if (setting.enabled) group.permissions.push(setting);
      }
      return HttpResponse.json<JsonBody<'/backoffice/groups/{groupId}', 'patch'>>(group);
    }),
    http.delete(apiUrl('/backoffice/groups/{groupId}'), ({ params }) => {
      data.calls.push({ method: 'DELETE', path: `/backoffice/groups/${String(params.groupId)}` });
      const groupId = Number(params.groupId);
      if (data.users.some((user) => user.group.group_id === groupId))
        return errorJson(409, 'ERR_CONFLICT', 'The group still has members.');
      const index = data.groups.findIndex((group) => group.group_id === groupId);
      if (index < 0) return errorJson(404, 'ERR_NOT_FOUND', 'Group not found');
      data.groups.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiUrl('/organisations/{organisationId}/permissions'), () =>
      HttpResponse.json<JsonBody<'/organisations/{organisationId}/permissions', 'get'>>({
        categories: data.permissionCatalogue,
      }),
    ),
  ];
}
