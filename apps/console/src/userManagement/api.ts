import type { components, paths } from '@backoffice/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../session/api';
import { useSession } from '../session/SessionProvider';

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type GroupSummary = Schemas['GroupSummary'];
export type Group = Schemas['Group'];
export type GroupCreate = Schemas['GroupCreate'];
export type GroupUpdate = Schemas['GroupUpdate'];
export type UserCreate = Schemas['UserCreate'];
export type UsersQuery = NonNullable<paths['/backoffice/users']['get']['parameters']['query']>;
export type GroupsQuery = NonNullable<paths['/backoffice/groups']['get']['parameters']['query']>;

/** Query keys of users and groups: every list under one prefix so a change refreshes them all. */
export const userManagementKeys = {
  users: ['backoffice-users'] as const,
  userList: (query: UsersQuery) => ['backoffice-users', 'list', query] as const,
  groups: ['backoffice-groups'] as const,
  groupList: (query: GroupsQuery) => ['backoffice-groups', 'list', query] as const,
  group: (groupId: number) => ['backoffice-groups', 'detail', groupId] as const,
  catalogue: (organisationId: number) => ['permission-catalogue', organisationId] as const,
};

export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: userManagementKeys.userList(query),
    queryFn: () => unwrap(apiClient().GET('/backoffice/users', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

export function useGroups(query: GroupsQuery) {
  return useQuery({
    queryKey: userManagementKeys.groupList(query),
    queryFn: () => unwrap(apiClient().GET('/backoffice/groups', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** Every group of the organisation, for pickers (Change Group, New User, copy permissions). */
export function useAllGroups() {
  return useGroups({ perPage: 1000, page: 1 });
}

export function useGroup(groupId: number) {
  return useQuery({
    queryKey: userManagementKeys.group(groupId),
    queryFn: () =>
      unwrap(apiClient().GET('/backoffice/groups/{groupId}', { params: { path: { groupId } } })),
  });
}

export function usePermissionCatalogue(organisationId: number | undefined) {
  return useQuery({
    queryKey: userManagementKeys.catalogue(organisationId ?? 0),
    queryFn: () =>
      unwrap(
        apiClient().GET('/organisations/{organisationId}/permissions', {
          params: { path: { organisationId: organisationId as number } },
        }),
      ),
    enabled: organisationId !== undefined,
    staleTime: Infinity,
  });
}

/**
 * After a change to users or groups: lists refresh, and so do the signed-in user and the
 * navigation, since the change may have moved them or changed their own group's permissions.
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  const { session } = useSession();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userManagementKeys.users }),
      queryClient.invalidateQueries({ queryKey: userManagementKeys.groups }),
      queryClient.invalidateQueries({ queryKey: ['backoffice-user', session?.userId] }),
      queryClient.invalidateQueries({ queryKey: ['navigation'] }),
    ]);
}

export function useCreateUser() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: UserCreate) => unwrap(apiClient().POST('/backoffice/users', { body })),
    onSuccess: refresh,
  });
}

export function useChangeGroup() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ userIds, groupId }: { userIds: number[]; groupId: number }) =>
      unwrap(
        apiClient().PATCH('/backoffice/users', {
          body: userIds.map((user_id) => ({ user_id, group: { group_id: groupId } })),
        }),
      ),
    onSuccess: refresh,
  });
}

export function useDeleteUsers() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    // One call per user, in turn, so that a failure names the user it stopped at.
    mutationFn: async (userIds: number[]) => {
      for (const userId of userIds) {
        await unwrap(
          apiClient().DELETE('/backoffice/users/{userId}', { params: { path: { userId } } }),
        );
      }
    },
    onSettled: refresh,
  });
}

export function useUnlockUser() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (userId: number) =>
      unwrap(
        apiClient().PATCH('/backoffice/users/{userId}', {
          params: { path: { userId } },
          body: { locked: false },
        }),
      ),
    onSuccess: refresh,
  });
}

export function useCreateGroup() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: GroupCreate) => unwrap(apiClient().POST('/backoffice/groups', { body })),
    onSuccess: refresh,
  });
}

export function useUpdateGroup(groupId: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: GroupUpdate) =>
      unwrap(
        apiClient().PATCH('/backoffice/groups/{groupId}', {
          params: { path: { groupId } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

export function useDeleteGroup() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (groupId: number) =>
      unwrap(apiClient().DELETE('/backoffice/groups/{groupId}', { params: { path: { groupId } } })),
    onSuccess: refresh,
  });
}

/** Whether a group name is free in the organisation (groupExists check of New Group). */
export async function groupNameTaken(name: string): Promise<boolean> {
  const answer = await unwrap(
    apiClient().GET('/backoffice/groups', {
      params: { query: { group_name: name, perPage: 100 } },
    }),
  );
  return answer.items.some((group) => group.group_name.toLowerCase() === name.trim().toLowerCase());
}
