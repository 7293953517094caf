import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { apiErrorFromResponse, toApiError } from './errors';
import type { paths } from './generated/schema';
import { shareGetsInFlight } from './sharedGets';
import type { TokenStore } from './tokenStore';

export type ApiPaths = paths;

/**
 * A typed client for the back-office API; `baseUrl` defaults to this origin's /api. Identical
 * GETs in flight share one request. `fetch` is looked up on each call, so a test double
 * installed after the client was made (msw) is still used.
 */
export function createApiClient(
  baseUrl = '/api',
  fetchFn: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
) {
  return createClient<paths>({ baseUrl, fetch: shareGetsInFlight(fetchFn) });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Headers for a call that must not carry the session's bearer token: sign-in, refresh, revoke,
 * password links and the branding lookup made before sign-in. The empty value is a marker the
 * client removes before the request leaves.
 */
export const withoutSession = { Authorization: '' } as const;

/** Why the session was ended by the server (platform-shell.md sections 6 and 8). */
export interface ForcedLogout {
  status: number;
  code: string | undefined;
}

export interface BackofficeClient extends Client<paths> {
  /**
   * Subscribes to forced logout: a 401, or a 403 with code DENY_IP_ADDRESS, answering a call made
   * with the session's token. Returns the unsubscribe function.
   */
  onForcedLogout(listener: (reason: ForcedLogout) => void): () => void;
}

export interface BackofficeClientOptions {
  /** Where the API lives, for example `${location.origin}/api`. */
  baseUrl: string;
  tokenStore: TokenStore;
  /** Defaults to `globalThis.fetch`, looked up on every call (so that msw can patch it later). */
  fetch?: (request: Request) => Promise<Response>;
}

async function errorCode(response: Response): Promise<string | undefined> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return apiErrorFromResponse(response, body).code;
}

/**
 * The client every portal uses: createApiClient (openapi-fetch over the contract, identical GETs
 * in flight shared) with the session's bearer token from `tokenStore`, forced logout, and a
 * failed network call thrown as ApiError.
 */
export function createBackofficeClient(options: BackofficeClientOptions): BackofficeClient {
  const { tokenStore } = options;
  const client: Client<paths> = createApiClient(options.baseUrl, (request) =>
    (options.fetch ?? globalThis.fetch)(request),
  );

  const listeners = new Set<(reason: ForcedLogout) => void>();
  /** Requests that carry the session's own token, as opposed to none or a link's token. */
  const sessionRequests = new WeakSet<Request>();

  const session: Middleware = {
    onRequest({ request }) {
      if (request.headers.get('Authorization') === withoutSession.Authorization) {
        request.headers.delete('Authorization');
        return request;
      }
      if (request.headers.has('Authorization')) return request;
      const stored = tokenStore.read();
      if (stored) {
        request.headers.set('Authorization', `Bearer ${stored.accessToken}`);
        sessionRequests.add(request);
      }
      return request;
    },
    async onResponse({ request, response, schemaPath }) {
      if (!sessionRequests.has(request) || schemaPath === '/revoke') return response;
      if (response.status !== 401 && response.status !== 403) return response;
      const code = await errorCode(response);
      if (response.status === 401 || code === 'DENY_IP_ADDRESS') {
        const reason: ForcedLogout = { status: response.status, code };
        listeners.forEach((listener) => listener(reason));
      }
      return response;
    },
  };

  const networkErrors: Middleware = {
    onError({ error }) {
      const normalised = toApiError(error);
      return normalised instanceof Error ? normalised : undefined;
    },
  };

  client.use(session, networkErrors);

  return Object.assign(client, {
    onForcedLogout(listener: (reason: ForcedLogout) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  });
}
