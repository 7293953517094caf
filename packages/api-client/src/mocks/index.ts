import { http, HttpResponse } from 'msw';
import { apiUrl, type JsonBody } from './contract';

/** msw handlers answering as the real server does, for stories and component tests. */
export const handlers = [
  http.get(apiUrl('/health'), () =>
    HttpResponse.json<JsonBody<'/health', 'get'>>({ status: 'ok' }),
  ),
];
export { apiUrl, errorJson, pageOf } from './contract';
export type { ApiPath, JsonBody, RequestJson } from './contract';
export { announcementsHandlers, makeAnnouncement } from './announcements';
export { groupsHandlers, makeGroup, makePermissionCategory } from './groups';
export {
  browsingHistoryHandlers,
  makeBrowsingHistoryEvent,
  makeRecentlyViewedItem,
} from './history';
export { makeSearchResult, searchHandlers } from './search';
export {
  accountHandlers,
  guestHandlers,
  makeNavigationSection,
  makeServiceUser,
  makeTokenResponse,
  sessionHandlers,
  signInHandlers,
} from './session';
export type { SessionMockOptions } from './session';
export { createUserManagementData } from './userManagementData';
export type { RecordedCall, UserManagementData } from './userManagementData';
export { makeUser, usersHandlers } from './users';
export { makeUserWidgets, widgetsHandlers } from './widgets';
export * from './creditPolicyModules';
export * from './creditPolicies';
export * from './creditApplicationDetail';
export * from './creditApplications';
export * from './reportViews';
export * from './exports';
export * from './uploads';
export * from './retailers';
export * from './watchLists';
export * from './settlement';
export * from './documents';
export * from './lenders';
export * from './rateCards';
export * from './retailerDiagnostics';
export * from './workQueues';
export * from './insights';
export * from './approvals';
export * from './audit';
