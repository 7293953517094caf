export { createApiClient, createBackofficeClient, withoutSession } from './client';
export type {
  ApiClient,
  ApiPaths,
  BackofficeClient,
  BackofficeClientOptions,
  ForcedLogout,
} from './client';
export {
  ApiError,
  apiErrorFromResponse,
  networkErrorCode,
  requestFailedMessage,
  toApiError,
  unwrap,
} from './errors';
export type { ErrorProperty } from './errors';
export { shareGetsInFlight } from './sharedGets';
export { createMemoryTokenStore, toStoredSession } from './tokenStore';
export type { StoredSession, TokenStore } from './tokenStore';
export {
  restoreSession,
  startTokenRefresh,
  tokenRefreshBufferMs,
  tokenRefreshPollMs,
} from './tokenRefresh';
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
  BrowsingHistoryVisit,
  ContactDetailsUpdate,
  Group,
  GroupCreate,
  GroupsQuery,
  GroupSummary,
  GroupUpdate,
  NavigationSection,
  PasswordFromLink,
  PermissionCatalogueCategory,
  SearchResponse,
  SearchResult,
  ServiceUser,
  ServiceUserDefault,
  TokenGrant,
  TokenResponse,
  UserCreate,
  UsersQuery,
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
export {
  groupNameTaken,
  useAllGroups,
  useChangeGroup,
  useCreateGroup,
  useCreateUser,
  useDeleteGroup,
  useDeleteUsers,
  useGroup,
  useGroupNameTaken,
  useGroups,
  usePermissionCatalogue,
  useUnlockUser,
  useUpdateGroup,
  useUsers,
} from './userManagementHooks';
export {
  quickSearchDebounceMs,
  quickSearchMaxLength,
  quickSearchMinLength,
  quickSearchResultsShown,
  searchResultsShown,
  useQuickSearch,
  useSearchResults,
} from './searchHooks';
export {
  getBrowsingHistory,
  recentlyViewedItemOf,
  useBrowsingHistory,
  useRecordVisit,
} from './browsingHistoryHooks';
export type { RecentlyViewedItem } from './browsingHistoryHooks';
export { useUpdateContactDetails } from './contactDetailsHooks';
export type { paths, components } from './generated/schema';
export * from './creditPolicyModuleHooks';
export * from './creditPolicyHooks';
export * from './approvalHooks';
export * from './approvalQueries';
export * from './creditApplicationDetailHooks';
export * from './creditApplicationHooks';
export * from './reportViewHooks';
export * from './exportHooks';
export * from './uploadHooks';
export * from './retailerHooks';
export * from './watchListHooks';
export * from './settlementHooks';
export * from './documentHooks';
export * from './lenderHooks';
export * from './rateCardHooks';
export * from './retailerDiagnosticHooks';
export * from './saveFile';
export {
  belongsInErrorBanner,
  bypassErrorBanner,
  createBackofficeQueryClient,
  ErrorBannerChannel,
  ErrorBannerProvider,
  shouldRetry,
  useErrorBanner,
} from './errorBanner';
export type { BackofficeQueryClientOptions } from './errorBanner';
export * from './workQueueHooks';
export * from './insightHooks';
export * from './auditHooks';
