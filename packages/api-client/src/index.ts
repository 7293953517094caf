export { createApiClient, createBackofficeClient, withoutSession } from './client';
export type {
  ApiClient,
  ApiPaths,
  BackofficeClient,
  BackofficeClientOptions,
  ForcedLogout,
} from './client';
export { ApiError, apiErrorFromResponse, networkErrorCode, toApiError, unwrap } from './errors';
export type { ErrorProperty } from './errors';
export { shareGetsInFlight } from './sharedGets';
export { createBrowserTokenStore, createMemoryTokenStore, toStoredSession } from './tokenStore';
export type {
  BrowserTokenStoreOptions,
  MemoryTokenStore,
  StoredSession,
  TokenStore,
} from './tokenStore';
export { startTokenRefresh, tokenRefreshBufferMs, tokenRefreshPollMs } from './tokenRefresh';
export type { TokenRefreshOptions } from './tokenRefresh';
export {
  backofficeClientId,
  createWidgets,
  getAnnouncements,
  getNavigation,
  getPasswordReset,
  getServiceUser,
  getServiceUserDefaults,
  getServiceUserDefaultsByHost,
  getUser,
  getWidgets,
  requestPasswordReset,
  requestToken,
  revokeToken,
  setPasswordWithLink,
  updateUser,
  updateWidgets,
} from './operations';
export type {
  Announcement,
  BackofficeUser,
  NavigationSection,
  PasswordFromLink,
  ServiceUser,
  ServiceUserDefault,
  TokenGrant,
  TokenResponse,
  UserUpdate,
  UserWidgets,
  WidgetPosition,
} from './operations';
export {
  BackofficeClientProvider,
  queryKeys,
  useAnnouncements,
  useBackofficeClient,
  useCreateWidgets,
  useNavigation,
  usePasswordReset,
  useRequestPasswordReset,
  useServiceUser,
  useServiceUserDefaults,
  useServiceUserDefaultsByHost,
  useSetPasswordWithLink,
  useUpdateUser,
  useUpdateWidgets,
  useUser,
  useWidgets,
} from './hooks';
export type { QueryOptions } from './hooks';
export type { paths, components } from './generated/schema';
export * from './creditPolicyModuleHooks';
