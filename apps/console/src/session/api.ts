import {
  ApiError,
  createApiClient,
  unwrap,
  type ApiClient,
  type components,
} from '@backoffice/api-client';
import { readStoredSession } from './sessionStorage';

type Schemas = components['schemas'];
export type TokenResponse = Schemas['TokenResponse'];
export type BackofficeUser = Schemas['User'];
export type UserUpdate = Schemas['UserUpdate'];
export type NavigationSection = Schemas['NavigationSection'];
export type ServiceUserDefault = Schemas['ServiceUserDefault'];
type ErrorBody = Schemas['Error'];

export { ApiError, unwrap };
type Middleware = Parameters<ApiClient['use']>[0];

/** The client id the server knows the console by. */
export const backofficeClientId = 'backoffice';

/** Marks a call made without the session's bearer (sign-in, reset links). */
const withoutSession = { Authorization: '' };

const forcedLogoutListeners = new Set<() => void>();

/** Subscribes to forced logout: a 401, or a 403 with DENY_IP_ADDRESS (platform-shell.md section 6). */
export function onForcedLogout(listener: () => void): () => void {
  forcedLogoutListeners.add(listener);
  return () => forcedLogoutListeners.delete(listener);
}

const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    if (request.headers.get('Authorization') === '') {
      request.headers.delete('Authorization');
      return request;
    }
    const session = readStoredSession();
    if (session && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${session.accessToken}`);
    }
    return request;
  },
  async onResponse({ request, response }) {
    if (!request.headers.has('Authorization') || request.url.endsWith('/revoke')) return response;
    const denied =
      response.status === 401 ||
      (response.status === 403 &&
        (
          (await response
            .clone()
            .json()
            .catch(() => null)) as ErrorBody | null
        )?.error?.code === 'DENY_IP_ADDRESS');
    if (denied) forcedLogoutListeners.forEach((listener) => listener());
    return response;
  },
};

/**
 * The one client of the console; every call goes through the api-client package. It is made on
 * first use because openapi-fetch binds `fetch` when created, and msw patches it in tests later.
 */
let sharedClient: ApiClient | undefined;
/** Forgets the client and the requests it has in flight (between tests). */
export function resetApiClient(): void {
  sharedClient = undefined;
}

export function apiClient(): ApiClient {
  if (!sharedClient) {
    sharedClient = createApiClient(`${window.location.origin}/api`);
    sharedClient.use(sessionMiddleware);
  }
  return sharedClient;
}

export function requestToken(
  grant:
    | { grant_type: 'password'; username: string; password: string; remember: boolean }
    | { grant_type: 'refresh_token'; refresh_token: string },
): Promise<TokenResponse> {
  return unwrap(
    apiClient().POST('/request-token', {
      body: { ...grant, client_id: backofficeClientId },
      headers: withoutSession,
    }),
  );
}

export function revokeToken(token: string): Promise<unknown> {
  return unwrap(apiClient().POST('/revoke', { body: { token }, headers: withoutSession }));
}

export function lookupPasswordReset(accessToken: string) {
  return unwrap(
    apiClient().GET('/password-resets/{accessToken}', {
      params: { path: { accessToken } },
      headers: withoutSession,
    }),
  );
}

export function requestPasswordReset(username: string): Promise<unknown> {
  return unwrap(
    apiClient().POST('/password-resets/', {
      body: { user: { username } },
      headers: withoutSession,
    }),
  );
}

/** Sets a password with the access token from a creation or reset link as the bearer. */
export function setPasswordWithLink(
  accessToken: string,
  userId: number,
  password: string,
): Promise<unknown> {
  return unwrap(
    apiClient().PATCH('/backoffice/users/{userId}', {
      params: { path: { userId } },
      body: { password },
      headers: { Authorization: `Bearer ${accessToken}` },
    }),
  );
}

export function getUser(userId: number): Promise<BackofficeUser> {
  return unwrap(apiClient().GET('/backoffice/users/{userId}', { params: { path: { userId } } }));
}

export function updateUser(userId: number, update: UserUpdate): Promise<BackofficeUser> {
  return unwrap(
    apiClient().PATCH('/backoffice/users/{userId}', { params: { path: { userId } }, body: update }),
  );
}

export async function getServiceUserDefaults(serviceUserId: number): Promise<ServiceUserDefault[]> {
  const serviceUser = await unwrap(
    apiClient().GET('/service-users/{serviceUserId}', { params: { path: { serviceUserId } } }),
  );
  return serviceUser.service_user_default;
}

/** The branding of the service user serving this host, for the sign-in screen. */
export async function getServiceUserDefaultsByHost(host: string): Promise<ServiceUserDefault[]> {
  const answer = await unwrap(
    apiClient().GET('/service-users/by-host', {
      params: { query: { host } },
      headers: withoutSession,
    }),
  );
  return answer.service_user_default;
}

export async function getNavigation(): Promise<NavigationSection[]> {
  const answer = await unwrap(apiClient().GET('/navigation'));
  return answer.navigation_sections;
}
