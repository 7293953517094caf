import {
  apiUrl,
  createUserManagementData,
  groupsHandlers,
  makeGroup,
  makeUser,
  usersHandlers,
  type JsonBody,
} from '@backoffice/api-client/mocks';
import { permissionCatalogue } from '@backoffice/domain/model';
import { http, HttpResponse } from 'msw';

/** Navigation of an administrator: Users and Groups is reachable. */
export const adminNavigation = {
  navigation_sections: [
    {
      label: 'Account Management',
      navigation_items: [{ label: 'Users and Groups', url: 'user-management' }],
    },
  ],
};

const memberOf = (group_id: number, group_name: string) => ({
  group_id,
  group_name,
  permissions: [],
});

/**
 * An organisation of three groups and three users, answered by the api-client's users and groups
 * handlers; `calls` records each change sent, so a test can check what was sent.
 */
export function createGroupsBackend() {
  const data = createUserManagementData({
    groups: [
      makeGroup({
        group_id: 1,
        group_name: 'Administrators',
        created_user: { username: 'admin' },
        ModifiedBy: { Forename: 'Ada', Surname: 'Admin' },
        permissionKeys: ['200:1', '200:2'],
      }),
      makeGroup({
        group_id: 2,
        group_name: 'Read Only',
        permissionKeys: ['200:1', '200:4', '100:10'],
      }),
      makeGroup({ group_id: 3, group_name: 'Fraud Team', permissionKeys: ['200:6'] }),
    ],
    users: [
      makeUser({ user_id: 11, username: 'ada', group: memberOf(1, 'Administrators') }),
      makeUser({ user_id: 12, username: 'bob', group: memberOf(1, 'Administrators') }),
      makeUser({ user_id: 13, username: 'fred', group: memberOf(3, 'Fraud Team') }),
    ],
    permissionCatalogue: permissionCatalogue.map((category) => ({
      ...category,
      description: null,
    })),
  });

  const handlers = [
    http.get(apiUrl('/navigation'), () =>
      HttpResponse.json<JsonBody<'/navigation', 'get'>>(adminNavigation),
    ),
    ...groupsHandlers(data),
    ...usersHandlers(data),
  ];

  return { groups: data.groups, users: data.users, calls: data.calls, handlers };
}
