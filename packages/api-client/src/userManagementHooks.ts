import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import { queryKeys, useBackofficeClient, whenKnown, type QueryOptions } from './hooks';
import type {
  Group,
  GroupCreate,
  GroupsQuery,
  GroupSummary,
  GroupUpdate,
  PermissionCatalogueCategory,
  UserCreate,
  UsersQuery,
} from './operations';
import { bypassErrorBanner } from './errorBanner';

function listUsers(client: BackofficeClient, query: UsersQuery) {
  return unwrap(client.GET('/backoffice/users', { params: { query } }));
}

export function useUsers(
  query: UsersQuery,
  options: QueryOptions<Awaited<ReturnType<typeof listUsers>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    placeholderData: keepPreviousData,
    ...options,
    queryKey: queryKeys.userList(query),
    queryFn: () => listUsers(client, query),
  });
}

function listGroups(client: BackofficeClient, query: GroupsQuery) {
  return unwrap(client.GET('/backoffice/groups', { params: { query } }));
}

export function useGroups(
  query: GroupsQuery,
  options: QueryOptions<Awaited<ReturnType<typeof listGroups>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    placeholderData: keepPreviousData,
    ...options,
    queryKey: queryKeys.groupList(query),
    queryFn: () => listGroups(client, query),
  });
}

/** Every group of the organisation, for pickers (Change Group, New User, copy permissions). */
export function useAllGroups() {
  return useGroups({ perPage: 1000, page: 1 });
}

/** A group; nothing is asked while its id is unknown. */
export function useGroup(groupId: number | undefined, options: QueryOptions<Group> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: queryKeys.group(groupId),
    queryFn: () =>
      unwrap(
        client.GET('/backoffice/groups/{groupId}', {
          params: { path: { groupId: groupId as number } },
        }),
      ),
    enabled: whenKnown(groupId, options),
  });
}

/** The organisation's permission rules by tab and section; they do not change while it runs. */
export function usePermissionCatalogue(
  organisationId: number | undefined,
  options: QueryOptions<{ categories: PermissionCatalogueCategory[] }> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    staleTime: Infinity,
    ...options,
    queryKey: queryKeys.permissionCatalogue(organisationId),
    queryFn: () =>
      unwrap(
        client.GET('/organisations/{organisationId}/permissions', {
          params: { path: { organisationId: organisationId as number } },
        }),
      ),
    enabled: whenKnown(organisationId, options),
  });
}

/** Whether a group name is already used in the organisation, ignoring case (New Group's check). */
export async function groupNameTaken(client: BackofficeClient, name: string): Promise<boolean> {
  const answer = await unwrap(
    client.GET('/backoffice/groups', { params: { query: { group_name: name, perPage: 100 } } }),
  );
  const wanted = name.trim().toLowerCase();
  return answer.items.some((group: GroupSummary) => group.group_name.toLowerCase() === wanted);
}

/** groupNameTaken with the provider's client, for a form's validation. */
export function useGroupNameTaken(): (name: string) => Promise<boolean> {
  const client = useBackofficeClient();
  return (name) => groupNameTaken(client, name);
}

/**
 * After a change to users or groups: every users and groups list refreshes, and so do single
 * users (the signed-in one among them) and the navigation, since the change may have moved a user
 * to another group or changed their group's permissions.
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.userLists(), queryKeys.groups(), queryKeys.anyUser(), queryKeys.navigation()].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Creates a user; the server emails them a password-creation link. */
export function useCreateUser() {
  const client = useBackofficeClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (body: UserCreate) => unwrap(client.POST('/backoffice/users', { body })),
    onSuccess: refresh,
  });
}

/** Moves users to a group in one call. */
export function useChangeGroup() {
  const client = useBackofficeClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: ({ userIds, groupId }: { userIds: number[]; groupId: number }) =>
      unwrap(
        client.PATCH('/backoffice/users', {
          body: userIds.map((user_id) => ({ user_id, group: { group_id: groupId } })),
        }),
      ),
    onSuccess: refresh,
  });
}

/** Deletes users; the lists refresh even after a failure, since some may have gone already. */
export function useDeleteUsers() {
  const client = useBackofficeClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    meta: bypassErrorBanner,
    // One call per user, in turn, so that a failure names the user it stopped at.
    mutationFn: async (userIds: number[]) => {
      for (const userId of userIds) {
        await unwrap(client.DELETE('/backoffice/users/{userId}', { params: { path: { userId } } }));
      }
    },
    onSettled: refresh,
  });
}

/** Unlocks a user locked by failed sign-ins. */
export function useUnlockUser() {
  const client = useBackofficeClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (userId: number) =>
      unwrap(
        client.PATCH('/backoffice/users/{userId}', {
          params: { path: { userId } },
          body: { locked: false },
        }),
      ),
    onSuccess: refresh,
  });
}

export function useCreateGroup() {
  const client = useBackofficeClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (body: GroupCreate) => unwrap(client.POST('/backoffice/groups', { body })),
    onSuccess: refresh,
  });
}

/** Renames a group or changes its rules; only the changed rules need be sent. */
export function useUpdateGroup(groupId: number) {
  const client = useBackofficeClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (body: GroupUpdate) =>
      unwrap(client.PATCH('/backoffice/groups/{groupId}', { params: { path: { groupId } }, body })),
    onSuccess: refresh,
  });
}

/** A group with members cannot be deleted (409); move them first. */
export function useDeleteGroup() {
  const client = useBackofficeClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (groupId: number) =>
      unwrap(client.DELETE('/backoffice/groups/{groupId}', { params: { path: { groupId } } })),
    onSuccess: refresh,
  });
}
