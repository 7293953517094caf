import { withoutSession, type BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components, paths } from './generated/schema';

type Schemas = components['schemas'];
export type TokenResponse = Schemas['TokenResponse'];
export type BackofficeUser = Schemas['User'];
export type UserUpdate = Schemas['UserUpdate'];
export type NavigationSection = Schemas['NavigationSection'];
export type ServiceUser = Schemas['ServiceUser'];
export type ServiceUserDefault = Schemas['ServiceUserDefault'];
export type Announcement = Schemas['Announcement'];
export type WidgetPosition = Schemas['WidgetPosition'];
export type UserWidgets = Schemas['UserWidgets'];
export type UserCreate = Schemas['UserCreate'];
export type GroupSummary = Schemas['GroupSummary'];
export type Group = Schemas['Group'];
export type GroupCreate = Schemas['GroupCreate'];
export type GroupUpdate = Schemas['GroupUpdate'];
export type PermissionCatalogueCategory = Schemas['PermissionCatalogueCategory'];
export type SearchResult = Schemas['SearchResult'];
export type SearchResponse = Schemas['SearchResponse'];
export type BrowsingHistoryVisit = Schemas['BrowsingHistoryVisit'];
export type ContactDetailsUpdate = Schemas['ContactDetailsUpdate'];
/** Filters, order and paging of the users list. */
export type UsersQuery = NonNullable<paths['/backoffice/users']['get']['parameters']['query']>;
/** Filters, order and paging of the groups list. */
export type GroupsQuery = NonNullable<paths['/backoffice/groups']['get']['parameters']['query']>;

/** The client id the server knows the back office by. */
export const backofficeClientId = 'backoffice';

/** A password sign-in, or a refresh with the refresh cookie the browser sends along. */
export type TokenGrant =
  | { grant_type: 'password'; username: string; password: string; remember: boolean }
  | { grant_type: 'refresh_token' };

/**
 * Signs in, or refreshes a session; the answer becomes the stored session and the server sets
 * the refresh cookie (same origin: the browser sends and keeps it without script seeing it).
 */
export function requestToken(
  client: BackofficeClient,
  grant: TokenGrant,
  clientId: string = backofficeClientId,
): Promise<TokenResponse> {
  return unwrap(
    client.POST('/request-token', {
      body: { ...grant, client_id: clientId },
      headers: withoutSession,
    }),
  );
}

/** Revokes a token and the rest of its session (logout); the server deletes the refresh cookie. */
export function revokeToken(client: BackofficeClient, token: string): Promise<void> {
  return unwrap(client.POST('/revoke', { body: { token }, headers: withoutSession }));
}

/** The user a password creation or reset link belongs to; 404 when the link is not valid. */
export function getPasswordReset(client: BackofficeClient, accessToken: string) {
  return unwrap(
    client.GET('/password-resets/{accessToken}', {
      params: { path: { accessToken } },
      headers: withoutSession,
    }),
  );
}

export function requestPasswordReset(client: BackofficeClient, username: string) {
  return unwrap(
    client.POST('/password-resets/', { body: { user: { username } }, headers: withoutSession }),
  );
}

export interface PasswordFromLink {
  /** The access token from the creation or reset link; it is the bearer of this one call. */
  accessToken: string;
  userId: number;
  password: string;
}

/** Sets a password with the access token from a creation or reset link as the bearer. */
export function setPasswordWithLink(
  client: BackofficeClient,
  { accessToken, userId, password }: PasswordFromLink,
): Promise<BackofficeUser> {
  return unwrap(
    client.PATCH('/backoffice/users/{userId}', {
      params: { path: { userId } },
      body: { password },
      headers: { Authorization: `Bearer ${accessToken}` },
    }),
  );
}

export function getUser(client: BackofficeClient, userId: number): Promise<BackofficeUser> {
  return unwrap(client.GET('/backoffice/users/{userId}', { params: { path: { userId } } }));
}

/** Sends only the fields given (platform-shell.md section 5: only changed fields). */
export function updateUser(
  client: BackofficeClient,
  userId: number,
  update: UserUpdate,
): Promise<BackofficeUser> {
  return unwrap(
    client.PATCH('/backoffice/users/{userId}', { params: { path: { userId } }, body: update }),
  );
}

export function getServiceUser(
  client: BackofficeClient,
  serviceUserId: number,
): Promise<ServiceUser> {
  return unwrap(
    client.GET('/service-users/{serviceUserId}', { params: { path: { serviceUserId } } }),
  );
}

export async function getServiceUserDefaults(
  client: BackofficeClient,
  serviceUserId: number,
): Promise<ServiceUserDefault[]> {
  return (await getServiceUser(client, serviceUserId)).service_user_default;
}

/** The branding of the service user serving `host`, for screens shown before sign-in. */
export async function getServiceUserDefaultsByHost(
  client: BackofficeClient,
  host: string,
): Promise<ServiceUserDefault[]> {
  const answer = await unwrap(
    client.GET('/service-users/by-host', { params: { query: { host } }, headers: withoutSession }),
  );
  return answer.service_user_default;
}

export async function getAnnouncements(
  client: BackofficeClient,
  serviceUserId: number,
): Promise<Announcement[]> {
  const answer = await unwrap(
    client.GET('/service-users/{serviceUserId}/announcements', {
      params: { path: { serviceUserId } },
    }),
  );
  return answer.announcements;
}

export async function getNavigation(client: BackofficeClient): Promise<NavigationSection[]> {
  return (await unwrap(client.GET('/navigation'))).navigation_sections;
}

/** The user's dashboard layout: the saved one, or the default while they have never saved one. */
export function getWidgets(client: BackofficeClient, userId: number): Promise<UserWidgets> {
  return unwrap(client.GET('/backoffice/users/{userId}/widgets', { params: { path: { userId } } }));
}

/** Saves a user's first layout. */
export function createWidgets(
  client: BackofficeClient,
  userId: number,
  widgets: WidgetPosition[],
): Promise<UserWidgets> {
  return unwrap(
    client.POST('/backoffice/users/{userId}/widgets', {
      params: { path: { userId } },
      body: { widgets_configuration: widgets },
    }),
  );
}

/** Replaces a user's saved layout. */
export function updateWidgets(
  client: BackofficeClient,
  userId: number,
  widgets: WidgetPosition[],
): Promise<UserWidgets> {
  return unwrap(
    client.PUT('/backoffice/users/{userId}/widgets', {
      params: { path: { userId } },
      body: { widgets_configuration: widgets },
    }),
  );
}
