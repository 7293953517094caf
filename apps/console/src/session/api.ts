import {
  createBackofficeClient,
  createMemoryTokenStore,
  getPasswordReset,
  restoreSession,
  requestPasswordReset as requestPasswordResetWith,
  setPasswordWithLink as setPasswordWithLinkWith,
  updateUser as updateUserWith,
  type BackofficeClient,
  type StoredSession,
  type UserUpdate,
} from '@backoffice/api-client';
import { hasSessionHint } from '@backoffice/domain/model';
import { isGhostWindow } from '../merchants/ghost/ghostWindow';

export { ApiError, unwrap } from '@backoffice/api-client';
export type { BackofficeUser } from '@backoffice/api-client';

/**
 * The console's session: in this window's memory only. The refresh token is the server's
 * HttpOnly cookie; after a reload the window gets its session back from it (restoreSessionOnce).
 */
export const tokenStore = createMemoryTokenStore();

let sharedClient: BackofficeClient | undefined;
let restoring: Promise<StoredSession | null> | undefined;

/** The one client of the console; every call goes through the api-client package. */
export function apiClient(): BackofficeClient {
  sharedClient ??= createBackofficeClient({
    baseUrl: `${window.location.origin}/api`,
    tokenStore,
  });
  return sharedClient;
}

/**
 * Whether this window starts without a session of its own (a reload, a new tab), and so asks the
 * refresh cookie for one. A ghost window never does: the cookie holds the staff member's session.
 */
export function startsWithoutSession(): boolean {
  return tokenStore.read() === null && !isGhostWindow();
}

/**
 * The session the refresh cookie holds, asked once per page load: the cookie rotates on each use,
 * so a second ask (React's strict mode runs effects twice) must not send it again.
 */
export function restoreSessionOnce(): Promise<StoredSession | null> {
  restoring ??= hasSessionHint(document.cookie)
    ? restoreSession(apiClient())
    : Promise.resolve(null);
  return restoring;
}

/** Forgets the client, the requests it has in flight and the session (between tests). */
export function resetApiClient(): void {
  sharedClient = undefined;
  restoring = undefined;
  tokenStore.clear();
}

// The package's calls bound to the console's client, for pages that call them directly.

export function lookupPasswordReset(accessToken: string) {
  return getPasswordReset(apiClient(), accessToken);
}

export function requestPasswordReset(username: string) {
  return requestPasswordResetWith(apiClient(), username);
}

export function setPasswordWithLink(accessToken: string, userId: number, password: string) {
  return setPasswordWithLinkWith(apiClient(), { accessToken, userId, password });
}

export function updateUser(userId: number, update: UserUpdate) {
  return updateUserWith(apiClient(), userId, update);
}
