/**
 * The msw mocks of @backoffice/api-client answer stories and component tests in the server's
 * place, so they may only send what the server could: every handler of every handler set is
 * called with a schema-valid request, and its answer is checked by the server's own response
 * validator (the one `register.ts` runs on each real answer in tests and development).
 */
import { getResponse, type HttpHandler } from 'msw';
import * as mocks from '@backoffice/api-client/mocks';
import { describe, expect, it } from 'vitest';
import {
  contractOperations,
  toInject,
  validRequest,
  type ContractOperation,
  type Pins,
} from '../security/contractRequests';

const signedInUser = mocks.makeUser();
const userManagementData = () =>
  mocks.createUserManagementData({
    users: [signedInUser],
    groups: [mocks.makeGroup()],
    permissionCatalogue: [mocks.makePermissionCategory()],
  });

/**
 * Every handler set the mocks export, each over a fresh default store (or typical data), so
 * that a DELETE checked before a GET leaves the GET its record.
 */
const handlerSets: Record<string, () => readonly HttpHandler[]> = {
  handlers: () => mocks.handlers,
  accountHandlers: () => mocks.accountHandlers(structuredClone(signedInUser)),
  approvalHandlers: () =>
    mocks.approvalHandlers(
      mocks.createApprovalStore({
        policies: mocks.createCreditPolicyStore(),
        modules: mocks.createCreditPolicyModuleStore(),
      }),
    ),
  auditHandlers: () => mocks.auditHandlers(),
  announcementsHandlers: () => mocks.announcementsHandlers([mocks.makeAnnouncement()]),
  browsingHistoryHandlers: () => mocks.browsingHistoryHandlers([mocks.makeBrowsingHistoryEvent()]),
  creditApplicationDetailHandlers: () => mocks.creditApplicationDetailHandlers(),
  creditApplicationListHandlers: () => mocks.creditApplicationListHandlers(),
  creditPolicyHandlers: () => mocks.creditPolicyHandlers(),
  creditPolicyModuleHandlers: () => mocks.creditPolicyModuleHandlers(),
  documentHandlers: () => mocks.documentHandlers(),
  exportsHandlers: () => mocks.exportsHandlers(),
  groupsHandlers: () => mocks.groupsHandlers(userManagementData()),
  guestHandlers: () => mocks.guestHandlers(),
  lendersHandlers: () => mocks.lendersHandlers(),
  rateCardsHandlers: () => mocks.rateCardsHandlers(),
  reportViewsHandlers: () => mocks.reportViewsHandlers([mocks.makeReportView()]),
  retailerDiagnosticsHandlers: () => mocks.retailerDiagnosticsHandlers(),
  retailerHandlers: () => mocks.retailerHandlers(),
  searchHandlers: () => mocks.searchHandlers([mocks.makeSearchResult()]),
  sessionHandlers: () => mocks.sessionHandlers({ user: structuredClone(signedInUser) }),
  settlementHandlers: () => mocks.settlementHandlers(),
  signInHandlers: () => mocks.signInHandlers(),
  uploadHandlers: () => mocks.uploadHandlers(),
  usersHandlers: () => mocks.usersHandlers(userManagementData()),
  watchListsHandlers: () => mocks.watchListsHandlers(),
  widgetsHandlers: () => mocks.widgetsHandlers(mocks.makeUserWidgets()),
  insightsHandlers: () => mocks.insightsHandlers(),
  workQueuesHandlers: () =>
    mocks.workQueuesHandlers([mocks.makeWorkQueue()], mocks.workQueueItemsOfEveryColour()),
};

/** Ids of rows the default stores hold, so that requests reach a record rather than a 404. */
const pins: Pins = Object.fromEntries(
  Object.entries({
    userId: signedInUser.user_id,
    approvalId: mocks.makeApprovalRequest().approval_request_id,
    groupId: mocks.makeGroup().group_id,
    retailerId: mocks.createRetailerStore().retailers[0]?.retailer_id,
    creditAppId: mocks.createCreditApplicationStore().applications[0]?.credit_application_id,
    documentId: mocks.createDocumentStore().documents[0]?.id,
    rateCardId: mocks.createRateCardStore().cards[0]?.rate_card_id,
    watchListId: mocks.createWatchListStore().lists[0]?.fraud_watch_list_id,
    queueId: mocks.makeWorkQueue().queue_id,
    consumerId: mocks.makeSubjectAccess().consumer_id,
  }).filter(([, id]) => id !== undefined),
);

/** `*\/api/retailers/:retailerId` back to the contract's `/retailers/{retailerId}`. */
const contractPathOf = (mswPath: string) =>
  mswPath.replace(/^\*\/api/, '').replace(/:(\w+)/g, '{$1}');

function operationOf(handler: HttpHandler): ContractOperation | undefined {
  const { method, path } = handler.info;
  return contractOperations.find(
    (operation) =>
      operation.method.toUpperCase() === method && operation.path === contractPathOf(String(path)),
  );
}

function requestFor(operation: ContractOperation, seed: number): Request {
  const inject = toInject(operation, validRequest(operation, pins, seed));
  const headers = new Headers(inject.headers as Record<string, string>);
  headers.set('Authorization', 'Bearer mock-access-token');
  return new Request(`http://console.test${String(inject.url)}`, {
    method: inject.method,
    headers,
    body: inject.payload === undefined ? null : String(inject.payload),
  });
}

const isJson = (response: Response) =>
  /^application\/([\w.-]+\+)?json\b/.test(response.headers.get('Content-Type') ?? '');

/** Handlers that stand in for another service than ours (the upload storage), not the API. */
const isApiHandler = (handler: HttpHandler) => String(handler.info.path).startsWith('*/api/');

/**
 * Requests each handler gets: several, because some answer only certain bodies (a refresh
 * grant, a chunk in order) and let the rest fall through to the next handler.
 */
const requestsPerHandler = 12;

describe('every msw handler set', () => {
  it('is listed here, so that its answers are checked', () => {
    const exported = Object.keys(mocks).filter((name) => /^(handlers|\w+Handlers)$/.test(name));
    expect(exported.sort()).toEqual(Object.keys(handlerSets).sort());
  });
});

describe.each(Object.entries(handlerSets))('%s', (_, createHandlers) => {
  const apiHandlers = createHandlers().flatMap((handler, index) =>
    isApiHandler(handler) ? [[handler.info.header, index] as const] : [],
  );
  it.each(apiHandlers)('%s answers only what the server may', async (_header, index) => {
    const handler = createHandlers()[index]!;
    const operation = operationOf(handler);
    expect(operation, 'an operation of openapi.yaml').toBeDefined();
    if (!operation) return;
    let answers = 0;
    const breaches = new Set<string>();
    for (let seed = 1; seed <= requestsPerHandler; seed += 1) {
      const response = await getResponse([handler], requestFor(operation, seed));
      if (!response) continue;
      answers += 1;
      const body: unknown = isJson(response) ? await response.json() : undefined;
      if (isJson(response) || !response.body) {
        try {
          operation.validator.checkResponse(response.status, body);
        } catch (error) {
          breaches.add((error as Error).message);
        }
      }
    }
    expect([...breaches]).toEqual([]);
    expect(answers, `${operation.operationId} answered none of the requests`).toBeGreaterThan(0);
  });
});
