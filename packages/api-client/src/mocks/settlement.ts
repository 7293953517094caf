import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, type JsonBody, type RequestJson } from './contract';

type Schemas = components['schemas'];
type SettlementFile = Schemas['SettlementFile'];
type SettlementLender = Schemas['SettlementLender'];
type SettlementApiKey = Schemas['SettlementApiKey'];

/** A delivered daily file of lender 2 (definition 1002) unless told otherwise. */
export function makeSettlementFile(overrides: Partial<SettlementFile> = {}): SettlementFile {
  const status = overrides.status ?? 'Success';
  return {
    settlement_file_id: 41,
    lender_id: 2,
    definition_id: '1002',
    time: '2026-11-22T02:00:04Z',
    description_short: 'Daily settlement 2026-11-21',
    file_path: status === 'Success' ? 'settlements/2/41.csv' : null,
    status,
    recipients: [
      { display_name: 'Finance SFTP', status: 'Delivered' },
      { display_name: 'Lender operations mailbox', status: 'Delivered' },
    ],
    period_start: '2026-11-21T00:00:00Z',
    period_end: '2026-11-22T00:00:00Z',
    trigger: 'daily',
    application_count: status === 'Success' ? 37 : 0,
    total_pence: status === 'Success' ? 4_812_950 : 0,
    errors: status === 'error' ? ['The settlement file could not be made. Please try again.'] : [],
    ...overrides,
  };
}

export function makeSettlementLender(overrides: Partial<SettlementLender> = {}): SettlementLender {
  return {
    lender_id: 2,
    lender: 'Northbridge Finance',
    settlement: [makeSettlementFile()],
    ...overrides,
  };
}

/** Lenders whose last runs show every roll-up status once. */
export function makeSettlementLenders(): SettlementLender[] {
  const file = (lenderId: number, overrides: Partial<SettlementFile>) =>
    makeSettlementFile({
      lender_id: lenderId,
      definition_id: String(1000 + lenderId),
      settlement_file_id: lenderId * 10,
      ...overrides,
    });
  const recipients = (first: string, second = 'Delivered') => [
    { display_name: 'Finance SFTP', status: first },
    { display_name: 'Lender operations mailbox', status: second },
  ];
  return [
    makeSettlementLender({
      lender_id: 2,
      lender: 'Northbridge Finance',
      settlement: [
        file(2, {
          definition_id: '2002',
          description_short: 'Weekly adjustments 2026-11-21',
          settlement_file_id: 21,
        }),
        file(2, {}),
      ],
    }),
    makeSettlementLender({
      lender_id: 4,
      lender: 'Harbour Lending',
      settlement: [file(4, { recipients: recipients('Sending') })],
    }),
    makeSettlementLender({
      lender_id: 6,
      lender: 'Albion Consumer Credit',
      settlement: [
        file(6, {
          status: 'Generating',
          recipients: recipients('Not started', 'Not started'),
          file_path: null,
        }),
      ],
    }),
    makeSettlementLender({
      lender_id: 8,
      lender: 'Pennine Retail Finance',
      settlement: [
        file(8, {
          status: 'error',
          recipients: recipients('Not started', 'Not started'),
          file_path: null,
          errors: ['The settlement file could not be made. Please try again.'],
        }),
      ],
    }),
    makeSettlementLender({
      lender_id: 10,
      lender: 'Thameside Credit',
      settlement: [
        file(10, {
          recipients: recipients('Timed out'),
          errors: ['Finance SFTP: The mail server did not take the file: connection timed out'],
        }),
      ],
    }),
    makeSettlementLender({
      lender_id: 12,
      lender: 'Cairngorm Finance',
      settlement: [file(12, { recipients: recipients('Bounced') })],
    }),
    makeSettlementLender({ lender_id: 14, lender: 'Severn Point Lending', settlement: [] }),
  ];
}

export function makeSettlementApiKey(overrides: Partial<SettlementApiKey> = {}): SettlementApiKey {
  return {
    api_key_id: 1,
    key_prefix: 'sk_Q2x9bT4m',
    created_at: '2026-11-01T09:00:00Z',
    created_by: 'admin',
    expires_at: null,
    revoked_at: null,
    last_used_at: '2026-11-22T02:00:11Z',
    state: 'active',
    ...overrides,
  };
}

/** What the settlement handlers serve and record. */
export interface SettlementMockStore {
  lenders: SettlementLender[];
  /** History files by definition id; a definition without an entry has 23 generated runs. */
  history: Record<string, SettlementFile[]>;
  /** When set, GET /settlement/status fails with this status text (no error body), as a proxy would. */
  statusFailure: { status: number; statusText: string } | null;
  /** How many GET /settlement/status calls arrived. */
  statusCalls: number;
  regenerations: RequestJson<'/settlement/manual', 'post'>[];
  apiKeys: SettlementApiKey[];
}

export function createSettlementStore(
  overrides: Partial<SettlementMockStore> = {},
): SettlementMockStore {
  return {
    lenders: makeSettlementLenders(),
    history: {},
    statusFailure: null,
    statusCalls: 0,
    regenerations: [],
    apiKeys: [makeSettlementApiKey()],
    ...overrides,
  };
}

const generatedHistory = (definitionId: string) =>
  Array.from({ length: 23 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 10, 22 - index));
    return makeSettlementFile({
      settlement_file_id: 500 - index,
      definition_id: definitionId,
      time: new Date(day.getTime() + 2 * 3_600_000).toISOString(),
      description_short: `Daily settlement ${new Date(day.getTime() - 86_400_000).toISOString().slice(0, 10)}`,
      ...(index === 3
        ? {
            status: 'error',
            file_path: null,
            errors: ['The settlement file could not be made. Please try again.'],
          }
        : {}),
    });
  });

/**
 * The settlement service as the server answers it: lenders with their last files, histories a
 * page at a time (count and offset as text), Regenerate & Send queuing a Generating file that
 * becomes the lender's latest, and the API keys.
 */
export function settlementHandlers(store = createSettlementStore()) {
  const historyOf = (definitionId: string) =>
    (store.history[definitionId] ??= generatedHistory(definitionId));
  let nextKeyId = Math.max(0, ...store.apiKeys.map((key) => key.api_key_id)) + 1;
  return [
    http.get(apiUrl('/settlement/status'), () => {
      store.statusCalls += 1;
      if (store.statusFailure) {
        return new HttpResponse(null, store.statusFailure) as unknown as HttpResponse<never>;
      }
      return HttpResponse.json<JsonBody<'/settlement/status', 'get'>>({ lenders: store.lenders });
    }),
    http.get(apiUrl('/settlement/status/history/{definitionId}'), ({ params, request }) => {
      const url = new URL(request.url);
      const count = Number(url.searchParams.get('count') ?? '10');
      const offset = Number(url.searchParams.get('offset') ?? '0');
      const files = historyOf(String(params.definitionId));
      return HttpResponse.json<JsonBody<'/settlement/status/history/{definitionId}', 'get'>>({
        history: files.slice(offset, offset + count),
        total: files.length,
      });
    }),
    http.post(apiUrl('/settlement/manual'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<'/settlement/manual', 'post'>;
      store.regenerations.push(body);
      const lender = store.lenders.find((entry) =>
        entry.settlement.some((file) => file.definition_id === body.definition_id),
      );
      const previous = lender?.settlement.find((file) => file.definition_id === body.definition_id);
      if (!lender || !previous)
        return errorJson(404, 'ERR_NOT_FOUND', 'Settlement definition not found.');
      const queued = makeSettlementFile({
        ...previous,
        settlement_file_id: previous.settlement_file_id + 1000,
        time: new Date().toISOString(),
        status: 'Generating',
        file_path: null,
        trigger: 'manual',
        period_start: new Date(body.start_date).toISOString(),
        period_end: new Date(body.end_date).toISOString(),
        recipients: previous.recipients.map((recipient) => ({
          ...recipient,
          status: 'Not started',
        })),
        application_count: 0,
        total_pence: 0,
        errors: [],
      });
      lender.settlement = lender.settlement.map((file) => (file === previous ? queued : file));
      return HttpResponse.json<JsonBody<'/settlement/manual', 'post', 202>>(queued, {
        status: 202,
      });
    }),
    http.get(apiUrl('/settlement/api-keys'), () =>
      HttpResponse.json<JsonBody<'/settlement/api-keys', 'get'>>({ items: store.apiKeys }),
    ),
    http.post(apiUrl('/settlement/api-keys'), () => {
      const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
      store.apiKeys = store.apiKeys.map((key) =>
        key.state === 'active' ? { ...key, state: 'expiring', expires_at: expiresAt } : key,
      );
      const created = makeSettlementApiKey({
        api_key_id: nextKeyId,
        key_prefix: `sk_New${nextKeyId}Key`,
        created_at: new Date().toISOString(),
        last_used_at: null,
      });
      nextKeyId += 1;
      store.apiKeys.unshift(created);
      return HttpResponse.json<JsonBody<'/settlement/api-keys', 'post', 201>>(
        { api_key: created, key: `${created.key_prefix}-secret-shown-once` },
        { status: 201 },
      );
    }),
    http.delete(apiUrl('/settlement/api-keys/{apiKeyId}'), ({ params }) => {
      const id = Number(params.apiKeyId);
      if (!store.apiKeys.some((key) => key.api_key_id === id)) {
        return errorJson(404, 'ERR_NOT_FOUND', 'API key not found.');
      }
      store.apiKeys = store.apiKeys.map((key) =>
        key.api_key_id === id
          ? { ...key, state: 'revoked', revoked_at: new Date().toISOString() }
          : key,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
