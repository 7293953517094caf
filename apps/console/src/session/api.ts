import {
  createBackofficeClient,
  createBrowserTokenStore,
  getPasswordReset,
  requestPasswordReset as requestPasswordResetWith,
  setPasswordWithLink as setPasswordWithLinkWith,
  updateUser as updateUserWith,
  type BackofficeClient,
  type UserUpdate,
} from '@backoffice/api-client';

export { ApiError, unwrap } from '@backoffice/api-client';
export type { BackofficeUser } from '@backoffice/api-client';

/** The console's session, kept under `backoffice.session` as before (Remember me: localStorage). */
export const tokenStore = createBrowserTokenStore();

let sharedClient: BackofficeClient | undefined;

/** The one client of the console; every call goes through the api-client package. */
export function apiClient(): BackofficeClient {
  sharedClient ??= createBackofficeClient({
    baseUrl: `${window.location.origin}/api`,
    tokenStore,
  });
  return sharedClient;
}

/** Forgets the client and the requests it has in flight (between tests). */
export function resetApiClient(): void {
  sharedClient = undefined;
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
