import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { BackofficeClient } from './client';
import type { ApiError } from './errors';
import {
  createWidgets,
  getAnnouncements,
  getNavigation,
  getPasswordReset,
  getServiceUser,
  getServiceUserDefaultsByHost,
  getUser,
  getWidgets,
  requestPasswordReset,
  setPasswordWithLink,
  updateUser,
  updateWidgets,
  type GroupsQuery,
  type PasswordFromLink,
  type UsersQuery,
  type UserUpdate,
  type UserWidgets,
  type WidgetPosition,
} from './operations';
import { bypassErrorBanner } from './errorBanner';

/**
 * Query keys of every hook, one factory so that hooks, invalidation and portals' own code agree.
 * The first element names the resource, so `['navigation']` matches every navigation query.
 */
export const queryKeys = {
  navigation: () => ['navigation'] as const,
  /** Every single-user query, whoever the user (a change to users may concern any of them). */
  anyUser: () => ['backoffice-user'] as const,
  user: (userId: number | undefined) => ['backoffice-user', userId] as const,
  /** Every users list, whatever its filters. */
  userLists: () => ['backoffice-users'] as const,
  userList: (query: UsersQuery) => ['backoffice-users', 'list', query] as const,
  /** Every groups list and group detail. */
  groups: () => ['backoffice-groups'] as const,
  groupList: (query: GroupsQuery) => ['backoffice-groups', 'list', query] as const,
  group: (groupId: number | undefined) => ['backoffice-groups', 'detail', groupId] as const,
  permissionCatalogue: (organisationId: number | undefined) =>
    ['permission-catalogue', organisationId] as const,
  search: (searchTerm: string, perPage: number) => ['search', searchTerm, perPage] as const,
  browsingHistory: (userId: number | undefined) => ['browsing-history', userId] as const,
  serviceUser: (serviceUserId: number | undefined) => ['service-user', serviceUserId] as const,
  serviceUserDefaultsByHost: (host: string) => ['service-user-by-host', host] as const,
  announcements: (serviceUserId: number | undefined) => ['announcements', serviceUserId] as const,
  widgets: (userId: number | undefined) => ['widgets', userId] as const,
  passwordReset: (accessToken: string) => ['password-reset', accessToken] as const,
  /** Every page of the user's exports. */
  exportLists: () => ['exports', 'list'] as const,
  exportList: (query: { page?: number; perPage?: number }) => ['exports', 'list', query] as const,
  exportJob: (exportId: number | undefined) => ['exports', 'detail', exportId] as const,
  exportSchedules: () => ['export-schedules'] as const,
};

/** Options a caller may add to a query hook; the key and the call are the hook's own. */
export type QueryOptions<TData> = Omit<
  UseQueryOptions<TData, ApiError, TData, QueryKey>,
  'queryKey' | 'queryFn'
>;

const BackofficeClientContext = createContext<BackofficeClient | null>(null);

/** Gives the hooks below the client they call; put it inside the QueryClientProvider. */
export function BackofficeClientProvider({
  client,
  children,
}: {
  client: BackofficeClient;
  children: ReactNode;
}) {
  return (
    <BackofficeClientContext.Provider value={client}>{children}</BackofficeClientContext.Provider>
  );
}

export function useBackofficeClient(): BackofficeClient {
  const client = useContext(BackofficeClientContext);
  if (!client) throw new Error('useBackofficeClient needs a BackofficeClientProvider');
  return client;
}

/** Enabled only once the id it needs is known, and when the caller has not disabled it. */
export function whenKnown(id: unknown, options: { enabled?: unknown }): boolean {
  return id !== undefined && options.enabled !== false;
}

export function useNavigation(
  options: QueryOptions<Awaited<ReturnType<typeof getNavigation>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.navigation(),
    queryFn: () => getNavigation(client),
  });
}

export function useUser(
  userId: number | undefined,
  options: QueryOptions<Awaited<ReturnType<typeof getUser>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.user(userId),
    queryFn: () => getUser(client, userId as number),
    enabled: whenKnown(userId, options),
  });
}

/** Updates a user, then refreshes that user and the users lists wherever they are shown. */
export function useUpdateUser() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, update }: { userId: number; update: UserUpdate }) =>
      updateUser(client, userId, update),
    onSuccess: (_user, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userLists() }),
      ]),
  });
}

export function useServiceUser(
  serviceUserId: number | undefined,
  options: QueryOptions<Awaited<ReturnType<typeof getServiceUser>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.serviceUser(serviceUserId),
    queryFn: () => getServiceUser(client, serviceUserId as number),
    enabled: whenKnown(serviceUserId, options),
  });
}

/** The service user's defaults (default_key, default_value), from the same cache entry as useServiceUser. */
export function useServiceUserDefaults(serviceUserId: number | undefined) {
  const client = useBackofficeClient();
  return useQuery({
    queryKey: queryKeys.serviceUser(serviceUserId),
    queryFn: () => getServiceUser(client, serviceUserId as number),
    select: (serviceUser) => serviceUser.service_user_default,
    enabled: serviceUserId !== undefined,
  });
}

/** The branding defaults of the service user serving `host`, before sign-in. */
export function useServiceUserDefaultsByHost(
  host: string,
  options: QueryOptions<Awaited<ReturnType<typeof getServiceUserDefaultsByHost>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.serviceUserDefaultsByHost(host),
    queryFn: () => getServiceUserDefaultsByHost(client, host),
  });
}

export function useAnnouncements(
  serviceUserId: number | undefined,
  options: QueryOptions<Awaited<ReturnType<typeof getAnnouncements>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: queryKeys.announcements(serviceUserId),
    queryFn: () => getAnnouncements(client, serviceUserId as number),
    enabled: whenKnown(serviceUserId, options),
  });
}

/** The user's dashboard layout; null while they have never saved one. */
export function useWidgets(
  userId: number | undefined,
  options: QueryOptions<Awaited<ReturnType<typeof getWidgets>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: queryKeys.widgets(userId),
    queryFn: () => getWidgets(client, userId as number),
    enabled: whenKnown(userId, options),
  });
}

interface WidgetsSave {
  userId: number;
  widgets: WidgetPosition[];
}

function useStoreSavedWidgets() {
  const queryClient = useQueryClient();
  return (saved: UserWidgets) => {
    queryClient.setQueryData(queryKeys.widgets(saved.user_id), saved);
  };
}

/**
 * Saves a user's first layout (POST) and puts the answer in the widgets cache. A layout is saved
 * in the background as the user arranges it, so a failure goes to the error banner.
 */
export function useCreateWidgets() {
  const client = useBackofficeClient();
  const store = useStoreSavedWidgets();
  return useMutation({
    mutationFn: ({ userId, widgets }: WidgetsSave) => createWidgets(client, userId, widgets),
    onSuccess: store,
  });
}

/** Replaces a user's layout (PUT) and puts the answer in the widgets cache; fails to the banner. */
export function useUpdateWidgets() {
  const client = useBackofficeClient();
  const store = useStoreSavedWidgets();
  return useMutation({
    mutationFn: ({ userId, widgets }: WidgetsSave) => updateWidgets(client, userId, widgets),
    onSuccess: store,
  });
}

/** Looks up a password creation or reset link; a 404 means the link is not valid. */
export function usePasswordReset(
  accessToken: string,
  options: QueryOptions<Awaited<ReturnType<typeof getPasswordReset>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.passwordReset(accessToken),
    queryFn: () => getPasswordReset(client, accessToken),
  });
}

/** Asks for a password reset email for a username. */
export function useRequestPasswordReset() {
  const client = useBackofficeClient();
  return useMutation({
    mutationFn: (username: string) => requestPasswordReset(client, username),
  });
}

/** Sets a password with a creation or reset link's token as the bearer. */
export function useSetPasswordWithLink() {
  const client = useBackofficeClient();
  return useMutation({
    mutationFn: (link: PasswordFromLink) => setPasswordWithLink(client, link),
  });
}
