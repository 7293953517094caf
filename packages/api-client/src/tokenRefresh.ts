import type { BackofficeClient } from './client';
import { ApiError, toApiError } from './errors';
import { backofficeClientId, requestToken } from './operations';
import { toStoredSession, type StoredSession, type TokenStore } from './tokenStore';

/** platform-shell.md section 9: the refresh poll. */
export const tokenRefreshPollMs = 3000;
/** platform-shell.md section 9: a refresh starts once the token has less than this to run. */
export const tokenRefreshBufferMs = 900_000;

/** The Web Lock every window of the origin takes to use the refresh cookie. */
const REFRESH_LOCK = 'backoffice.refresh-cookie';

/**
 * Trades the refresh cookie for a new session, one window at a time: the cookie rotates on each
 * use and a cookie used twice ends the session, so windows refreshing at once must take turns
 * (each then sends the cookie its predecessor left). Where Web Locks are missing it just runs.
 */
async function refreshWithCookie(client: BackofficeClient, clientId: string) {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  const exchange = () => requestToken(client, { grant_type: 'refresh_token' }, clientId);
  return locks ? locks.request(REFRESH_LOCK, exchange) : exchange();
}

/**
 * The session the refresh cookie holds, for a window that has none in memory (a reload, a new
 * tab): null when there is no cookie or its session has ended (401).
 */
export async function restoreSession(
  client: BackofficeClient,
  clientId: string = backofficeClientId,
): Promise<StoredSession | null> {
  try {
    return toStoredSession(await refreshWithCookie(client, clientId), Date.now());
  } catch (error) {
    const failure = toApiError(error);
    if (failure instanceof ApiError && failure.status === 401) return null;
    throw failure;
  }
}

export interface TokenRefreshOptions {
  client: BackofficeClient;
  tokenStore: TokenStore;
  pollMs?: number;
  bufferMs?: number;
  clientId?: string;
  /** Called with the new session once it is stored. */
  onRefreshed?: (session: StoredSession) => void;
  /**
   * Called when a refresh fails, with the session it tried to refresh. The token store is left
   * alone: whether to end the session (say, once that token has expired) is the caller's choice.
   */
  onFailed?: (error: unknown, session: StoredSession) => void;
}

/**
 * Keeps the stored session alive (platform-shell.md section 4): every `pollMs` it reads the token
 * store and, when the token is within `bufferMs` of expiry and no refresh is running, trades the
 * refresh cookie for a new session. A session that is not refreshable (a ghost session) is left
 * to end. Returns the function that stops it, which resolves once a refresh in flight has
 * settled; an answer arriving after the stop, or after the session changed (logout, another
 * sign-in), is dropped.
 */
export function startTokenRefresh({
  client,
  tokenStore,
  pollMs = tokenRefreshPollMs,
  bufferMs = tokenRefreshBufferMs,
  clientId = backofficeClientId,
  onRefreshed,
  onFailed,
}: TokenRefreshOptions): () => Promise<void> {
  let stopped = false;
  let inFlight: Promise<void> | null = null;

  const poll = () => {
    if (stopped || inFlight) return;
    const current = tokenStore.read();
    if (!current?.refreshable || current.expiresAt - Date.now() > bufferMs) return;
    inFlight = refreshWithCookie(client, clientId)
      .then(
        (token) => {
          if (stopped || tokenStore.read()?.accessToken !== current.accessToken) return;
          const next = toStoredSession(token, Date.now());
          tokenStore.write(next);
          onRefreshed?.(next);
        },
        (error: unknown) => {
          if (!stopped) onFailed?.(toApiError(error), current);
        },
      )
      .finally(() => {
        inFlight = null;
      });
  };

  const timer = setInterval(poll, pollMs);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await inFlight;
  };
}
