// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryKeys, useNavigation, useUser } from './hooks';
import {
  createUserManagementData,
  groupsHandlers,
  makeGroup,
  makePermissionCategory,
  makeUser,
  sessionHandlers,
  usersHandlers,
  type UserManagementData,
} from './mocks';
import { hookWrapper, recordRequests } from './test/hookWrapper';
import {
  useAllGroups,
  useChangeGroup,
  useCreateGroup,
  useCreateUser,
  useDeleteGroup,
  useDeleteUsers,
  useGroup,
  useGroupNameTaken,
  useGroups,
  usePermissionCatalogue,
  useUnlockUser,
  useUpdateGroup,
  useUsers,
} from './userManagementHooks';

const server = setupServer();
const requests = recordRequests(server);
let data: UserManagementData;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  data = createUserManagementData({
    groups: [
      makeGroup({ group_id: 1, group_name: 'Administrators', permissionKeys: ['200:1'] }),
      makeGroup({ group_id: 2, group_name: 'Read Only' }),
    ],
    users: [
      makeUser({ user_id: 3, username: 'viewer' }),
      makeUser({
        user_id: 11,
        username: 'ada',
        locked: true,
        group: { group_id: 2, group_name: 'Read Only', permissions: [] },
      }),
    ],
    permissionCatalogue: [makePermissionCategory()],
  });
  server.use(...groupsHandlers(data), ...usersHandlers(data), ...sessionHandlers());
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('queryKeys of users and groups', () => {
  it('keeps every list and detail of a resource under its first element', () => {
    expect(queryKeys.userList({ page: 2 })).toEqual(['backoffice-users', 'list', { page: 2 }]);
    expect(queryKeys.groupList({ page: 1 }).slice(0, 1)).toEqual(queryKeys.groups());
    expect(queryKeys.group(4).slice(0, 1)).toEqual(queryKeys.groups());
    expect(queryKeys.user(3).slice(0, 1)).toEqual(queryKeys.anyUser());
  });
});

describe('useUsers', () => {
  it('sends the filters and gives a page of users', async () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useUsers({ 'group_id[]': [2], perPage: 10 }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.items.map((user) => user.username)).toEqual(['ada']);
    expect(result.current.data?.meta).toEqual({ page: 1, perPage: 10, total: 1 });
    expect(requests).toEqual(['GET /api/backoffice/users?group_id[]=2&perPage=10']);
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    const { wrapper } = hookWrapper();
    const { result, rerender } = renderHook(({ page }) => useUsers({ page, perPage: 1 }), {
      wrapper,
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ page: 2 });
    expect(result.current.data?.items[0]?.username).toBe('viewer');
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.items[0]?.username).toBe('ada'));
  });
});

describe('groups queries', () => {
  it('gives the groups with their member counts', async () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useGroups({ group_name: 'read' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.items).toEqual([
      expect.objectContaining({ group_name: 'Read Only', user_count: 1 }),
    ]);
  });

  it('asks for every group at once for pickers', async () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useAllGroups(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.items).toHaveLength(2);
    expect(requests).toEqual(['GET /api/backoffice/groups?perPage=1000&page=1']);
  });

  it('gives a group with its permissions', async () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useGroup(1), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.permissions).toEqual([
      { category_id: 200, rule_id: 1, enabled: true },
    ]);
  });

  it('gives a 404 ApiError for a group that does not exist', async () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useGroup(99), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 404, code: 'ERR_NOT_FOUND' });
  });
});

describe('usePermissionCatalogue', () => {
  it('waits for the organisation', async () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => usePermissionCatalogue(undefined), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toEqual([]);
  });

  it("gives the organisation's categories", async () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => usePermissionCatalogue(1), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.categories[0]?.sections[0]?.rules).toHaveLength(2);
  });
});

describe('useGroupNameTaken', () => {
  it('matches the whole name, ignoring case', async () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useGroupNameTaken(), { wrapper });
    await expect(result.current('read only')).resolves.toBe(true);
    await expect(result.current('Read')).resolves.toBe(false);
    expect(requests).toEqual([
      'GET /api/backoffice/groups?group_name=read only&perPage=100',
      'GET /api/backoffice/groups?group_name=Read&perPage=100',
    ]);
  });
});

describe('mutations', () => {
  /** Renders the queries a change must refresh, and waits for their first answers. */
  async function renderWatched<T>(useMutationHook: () => T) {
    const { wrapper } = hookWrapper();
    const view = renderHook(
      () => ({
        users: useUsers({}),
        groups: useGroups({}),
        group: useGroup(2),
        me: useUser(3),
        navigation: useNavigation(),
        mutation: useMutationHook(),
      }),
      { wrapper },
    );
    await waitFor(() => {
      const { users, groups, group, me, navigation } = view.result.current;
      expect([users, groups, group, me, navigation].every((query) => query.isSuccess)).toBe(true);
    });
    requests.length = 0;
    return view;
  }

  /** The GETs made after the change: every watched query asked again. */
  const refetched = () =>
    requests
      .filter((line) => line.startsWith('GET'))
      .map((line) => line.split('?')[0])
      .sort();

  const everyWatchedQuery = [
    'GET /api/backoffice/groups',
    'GET /api/backoffice/groups/2',
    'GET /api/backoffice/users',
    'GET /api/backoffice/users/3',
    'GET /api/navigation',
  ];

  it('creates a user, then refreshes lists, users and the navigation', async () => {
    const { result } = await renderWatched(() => useCreateUser());
    await act(() =>
      result.current.mutation.mutateAsync({
        first_name: 'Nia',
        last_name: 'New',
        email: 'nia@example.co.uk',
        username: 'nia',
        group: { group_id: 2 },
      }),
    );
    expect(data.calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/backoffice/users' }),
    ]);
    await waitFor(() => expect(result.current.users.data?.meta.total).toBe(3));
    expect(refetched()).toEqual(everyWatchedQuery);
  });

  it('changes the group of several users in one call', async () => {
    const { result } = await renderWatched(() => useChangeGroup());
    await act(() => result.current.mutation.mutateAsync({ userIds: [3, 11], groupId: 1 }));
    expect(data.calls).toEqual([
      {
        method: 'PATCH',
        path: '/backoffice/users',
        body: [
          { user_id: 3, group: { group_id: 1 } },
          { user_id: 11, group: { group_id: 1 } },
        ],
      },
    ]);
    expect(refetched()).toEqual(everyWatchedQuery);
  });

  it('deletes users one at a time and refreshes even when one fails', async () => {
    const { result } = await renderWatched(() => useDeleteUsers());
    await act(() => result.current.mutation.mutateAsync([11, 99]).catch(() => undefined));
    expect(data.calls.map((call) => call.path)).toEqual([
      '/backoffice/users/11',
      '/backoffice/users/99',
    ]);
    await waitFor(() => expect(result.current.mutation.error).toMatchObject({ status: 404 }));
    expect(refetched()).toEqual(everyWatchedQuery);
  });

  it('unlocks a user', async () => {
    const { result } = await renderWatched(() => useUnlockUser());
    await act(() => result.current.mutation.mutateAsync(11));
    expect(data.calls).toEqual([
      { method: 'PATCH', path: '/backoffice/users/11', body: { locked: false } },
    ]);
    expect(data.users.find((user) => user.user_id === 11)?.locked).toBe(false);
    expect(refetched()).toEqual(everyWatchedQuery);
  });

  it('creates a group copying permissions', async () => {
    const { result } = await renderWatched(() => useCreateGroup());
    await act(() =>
      result.current.mutation.mutateAsync({ group_name: 'Support', copy_from_group_id: 1 }),
    );
    expect(data.groups.at(-1)).toMatchObject({
      group_name: 'Support',
      permissions: [{ category_id: 200, rule_id: 1, enabled: true }],
    });
    expect(refetched()).toEqual(everyWatchedQuery);
  });

  it('gives the 409 of a taken group name', async () => {
    const { result } = await renderWatched(() => useCreateGroup());
    act(() => result.current.mutation.mutate({ group_name: 'read only' }));
    await waitFor(() => expect(result.current.mutation.isError).toBe(true));
    expect(result.current.mutation.error).toMatchObject({ status: 409, code: 'ERR_CONFLICT' });
  });

  it('updates a group and refreshes it', async () => {
    const { result } = await renderWatched(() => useUpdateGroup(2));
    await act(() => result.current.mutation.mutateAsync({ group_name: 'Readers' }));
    await waitFor(() => expect(result.current.group.data?.group_name).toBe('Readers'));
    expect(refetched()).toEqual(everyWatchedQuery);
  });

  it('deletes a group without members', async () => {
    data.users.splice(1, 1);
    const { result } = await renderWatched(() => useDeleteGroup());
    await act(() => result.current.mutation.mutateAsync(2));
    expect(data.groups.map((group) => group.group_name)).toEqual(['Administrators']);
    expect(refetched()).toContain('GET /api/backoffice/groups');
  });
});
