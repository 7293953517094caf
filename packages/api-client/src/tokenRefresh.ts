import type { BackofficeClient } from './client';
import { toApiError } from './errors';
import { backofficeClientId, requestToken } from './operations';
import { toStoredSession, type StoredSession, type TokenStore } from './tokenStore';

/** platform-shell.md section 9: the refresh poll. */
export const tokenRefreshPollMs = 3000;
/** platform-shell.md section 9: a refresh starts once the token has less than this to run. */
export const tokenRefreshBufferMs = 900_000;

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
 * refresh token for a new session. Returns the function that stops it; an answer arriving after
 * that, or after the session changed (logout, another sign-in), is dropped.
 */
export function startTokenRefresh({
  client,
  tokenStore,
  pollMs = tokenRefreshPollMs,
  bufferMs = tokenRefreshBufferMs,
  clientId = backofficeClientId,
  onRefreshed,
  onFailed,
}: TokenRefreshOptions): () => void {
  let stopped = false;
  let refreshing = false;

  const poll = () => {
    if (stopped || refreshing) return;
    const current = tokenStore.read();
    if (!current || current.expiresAt - Date.now() > bufferMs) return;
    refreshing = true;
    requestToken(
      client,
      { grant_type: 'refresh_token', refresh_token: current.refreshToken },
      clientId,
    )
      .then(
        (token) => {
          if (stopped || tokenStore.read()?.refreshToken !== current.refreshToken) return;
          const next = toStoredSession(token, Date.now());
          tokenStore.write(next);
          onRefreshed?.(next);
        },
        (error: unknown) => {
          if (!stopped) onFailed?.(toApiError(error), current);
        },
      )
      .finally(() => {
        refreshing = false;
      });
  };

  const timer = setInterval(poll, pollMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
