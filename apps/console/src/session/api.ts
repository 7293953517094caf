import { createApiClient, type ApiClient } from '@backoffice/api-client';
type Middleware = Parameters<ApiClient['use']>[0];
import { readStoredSession } from './sessionStorage';

/**
 * The one client of the console; every call goes through the api-client package. It is made on
 * first use because openapi-fetch binds `fetch` when created, and msw patches it in tests later.
 */
let apiClient: ApiClient | undefined;
function getApiClient(): ApiClient {
  if (!apiClient) {
    apiClient = createApiClient(`${window.location.origin}/api`);
    apiClient.use(sessionMiddleware);
  }
  return apiClient;
}

type ApiResult<T> = Promise<{ data?: T; error?: unknown; response: Response }>;
interface RequestInit {
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The session, password and navigation calls are not in openapi.yaml yet, so they are reached
 * through the same openapi-fetch client without path typing until the contract covers them.
 */
interface UntypedClient {
  GET<T>(path: string, init?: RequestInit): ApiResult<T>;
  POST<T>(path: string, init?: RequestInit): ApiResult<T>;
  PATCH<T>(path: string, init?: RequestInit): ApiResult<T>;
}
const client: UntypedClient = {
  GET: (path, init) => (getApiClient() as unknown as UntypedClient).GET(path, init),
  POST: (path, init) => (getApiClient() as unknown as UntypedClient).POST(path, init),
  PATCH: (path, init) => (getApiClient() as unknown as UntypedClient).PATCH(path, init),
};

const forcedLogoutListeners = new Set<() => void>();

/** Subscribes to forced logout: a 401, or a 403 with DENY_IP_ADDRESS (platform-shell.md section 6). */
export function onForcedLogout(listener: () => void): () => void {
  forcedLogoutListeners.add(listener);
  return () => forcedLogoutListeners.delete(listener);
}

const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    // An empty Authorization marks a call made without the session (sign-in, reset links).
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

interface ErrorBody {
  error?: { code?: string; message?: string };
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function unwrap<T>(call: ApiResult<T>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  const body = error as ErrorBody | undefined;
  throw new ApiError(
    body?.error?.message ?? response.statusText ?? 'Request failed',
    response.status,
    body?.error?.code,
  );
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user_id: number;
  service_user_id: number | null;
  organisation_type: string | null;
}

export const backofficeClientId = 'backoffice';

export function requestToken(
  grant:
    | { grant_type: 'password'; username: string; password: string }
    | { grant_type: 'refresh_token'; refresh_token: string },
): Promise<TokenResponse> {
  return unwrap(
    client.POST<TokenResponse>('/request-token', {
      body: { ...grant, client_id: backofficeClientId },
      headers: { Authorization: '' },
    }),
  );
}

export function revokeToken(token: string): Promise<unknown> {
  return unwrap(client.POST('/revoke', { body: { token } }));
}

export interface PasswordResetLookup {
  user_id?: number | null;
}

export function lookupPasswordReset(accessToken: string): Promise<PasswordResetLookup> {
  return unwrap(
    client.GET<PasswordResetLookup>(`/password-resets/${encodeURIComponent(accessToken)}`, {
      headers: { Authorization: '' },
    }),
  );
}

export function requestPasswordReset(username: string): Promise<unknown> {
  return unwrap(
    client.POST('/password-resets/', {
      body: { user: { username } },
      headers: { Authorization: '' },
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
    client.PATCH(`/backoffice/users/${userId}`, {
      body: { password },
      headers: { Authorization: `Bearer ${accessToken}` },
    }),
  );
}

export interface BackofficeUser {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email?: string | null;
  mobile?: string | null;
}

export function getUser(userId: number): Promise<BackofficeUser> {
  return unwrap(client.GET<BackofficeUser>(`/backoffice/users/${userId}`));
}

export interface ServiceUserResponse {
  service_user_default?: { default_key: string; default_value: string }[];
}

export function getServiceUser(serviceUserId: number): Promise<ServiceUserResponse> {
  return unwrap(client.GET<ServiceUserResponse>(`/service-users/${serviceUserId}`));
}

export interface NavigationItem {
  id?: number;
  label: string;
  url: string;
}
export interface NavigationSection {
  id?: number;
  label: string;
  items: NavigationItem[];
}

export function getNavigation(): Promise<{ navigation_sections: NavigationSection[] }> {
  return unwrap(client.GET<{ navigation_sections: NavigationSection[] }>('/navigation'));
}

export function updateUser(userId: number, update: Record<string, string>): Promise<unknown> {
  return unwrap(client.PATCH(`/backoffice/users/${userId}`, { body: update }));
}
