import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, pageOf, type JsonBody, type RequestJson } from './contract';

type Schemas = components['schemas'];
type FraudWatchListSummary = Schemas['FraudWatchListSummary'];
type FraudWatchListItem = Schemas['FraudWatchListItem'];
type FraudWatchListItemInput = Schemas['FraudWatchListItemInput'];

/** A list summary: the enabled list 3 of 120 items unless told otherwise. */
export function makeFraudWatchList(
  overrides: Partial<FraudWatchListSummary> = {},
): FraudWatchListSummary {
  const enabled = overrides.enabled ?? true;
  return {
    fraud_watch_list_id: 3,
    start_time: '2026-10-02T09:15:42Z',
    end_time: enabled ? null : '2026-11-02T10:01:05Z',
    item_count: 120,
    enabled,
    ...overrides,
  };
}

const forenames = ['Alex', 'Priya', 'Tom', 'Ava', 'Sam', 'Nia', 'Owen', 'Ruth'];
const surnames = ['Baker', 'Patel', 'Hughes', 'Okafor', 'Walsh', 'Reid', 'Evans', 'Doyle'];

/** Item `index` of a list, with every field the spec's table shows filled in. */
export function makeFraudWatchListItem(
  index = 1,
  overrides: Partial<FraudWatchListItem> = {},
): FraudWatchListItem {
  const forename = forenames[index % forenames.length]!;
  const surname = surnames[(index * 3) % surnames.length]!;
  return {
    fraud_watch_list_item_id: 1000 + index,
    user_id: 3,
    number: String(10 + index),
    housename: null,
    flat: index % 4 === 0 ? `Flat ${index}` : null,
    street: 'Harbour Road',
    town: 'Leeds',
    district: null,
    county: 'West Yorkshire',
    postcode: `LS${(index % 9) + 1} 4AP`,
    phonenumber: `0113 496 ${String(index).padStart(4, '0')}`,
    mobilenumber: `07700 900${String(index).padStart(3, '0')}`,
    emailaddress: `${forename}.${surname}${index}@example.com`.toLowerCase(),
    forename,
    initials: forename[0]!,
    surname,
    sortcode: '12-34-56',
    currentaccount: String(40_000_000 + index),
    ip_address: `192.0.2.${index % 250}`,
    ...overrides,
  };
}

/** What the watch list handlers serve and record. */
export interface WatchListMockStore {
  lists: FraudWatchListSummary[];
  /** Items of each list by its id; a list without an entry has generated items. */
  items: Record<number, FraudWatchListItem[]>;
  /** Items received by uploads, by upload id. */
  uploads: Record<number, FraudWatchListItemInput[]>;
  /** Chunk requests received, in order ("uploadId:chunkIndex"). */
  chunks: string[];
  /** When set, every chunk of an upload is refused with this error. */
  chunkRefusal: { status: number; code: string; message: string } | null;
  /** Uploads abandoned (DELETE). */
  abandoned: number[];
}

export function createWatchListStore(
  overrides: Partial<WatchListMockStore> = {},
): WatchListMockStore {
  return {
    lists: [
      makeFraudWatchList(),
      makeFraudWatchList({
        fraud_watch_list_id: 2,
        enabled: false,
        start_time: '2026-09-01T08:00:00Z',
        end_time: '2026-10-02T09:15:42Z',
        item_count: 64,
      }),
      makeFraudWatchList({
        fraud_watch_list_id: 1,
        enabled: false,
        start_time: '2026-06-11T12:30:00Z',
        end_time: '2026-09-01T08:00:00Z',
        item_count: 15,
      }),
    ],
    items: {},
    uploads: {},
    chunks: [],
    chunkRefusal: null,
    abandoned: [],
    ...overrides,
  };
}

const itemsOf = (store: WatchListMockStore, list: FraudWatchListSummary) =>
  store.items[list.fraud_watch_list_id] ??
  Array.from({ length: list.item_count }, (_, index) => makeFraudWatchListItem(index + 1));

/**
 * The watch list endpoints as the server answers them: lists newest first (enabled=true gives
 * the current one), a list's items a page at a time (100 by default), enabling, and uploads in
 * chunks committed as the new enabled list, ending the previous one.
 */
export function watchListsHandlers(store = createWatchListStore()) {
  const nextId = () => Math.max(0, ...store.lists.map((list) => list.fraud_watch_list_id)) + 1;
  const expected = new Map<number, number>();
  const enable = (id: number, count: number) => {
    const now = new Date().toISOString();
    store.lists = store.lists.map((list) =>
      list.enabled ? { ...list, enabled: false, end_time: now } : list,
    );
    const created = makeFraudWatchList({
      fraud_watch_list_id: id,
      start_time: now,
      item_count: count,
    });
    store.lists.unshift(created);
    return created;
  };
  return [
    http.get(apiUrl('/fraud-watch-lists'), ({ request }) => {
      const url = new URL(request.url);
      const enabled = url.searchParams.get('enabled');
      const lists =
        enabled === null
          ? store.lists
          : store.lists.filter((list) => String(list.enabled) === enabled);
      return HttpResponse.json<JsonBody<'/fraud-watch-lists', 'get'>>(pageOf(lists, url, 25));
    }),
    http.get(apiUrl('/fraud-watch-lists/{watchListId}'), ({ params, request }) => {
      const list = store.lists.find(
        (entry) => entry.fraud_watch_list_id === Number(params.watchListId),
      );
      if (!list) return errorJson(404, 'ERR_NOT_FOUND', 'Watch list not found.');
      const page = pageOf(itemsOf(store, list), new URL(request.url), 100);
      return HttpResponse.json<JsonBody<'/fraud-watch-lists/{watchListId}', 'get'>>({
        ...list,
        ...page,
      });
    }),
    http.patch(apiUrl('/fraud-watch-lists/{watchListId}'), async ({ params, request }) => {
      const { enabled } = (await request.json()) as RequestJson<
        '/fraud-watch-lists/{watchListId}',
        'patch'
      >;
      const id = Number(params.watchListId);
      const list = store.lists.find((entry) => entry.fraud_watch_list_id === id);
      if (!list) return errorJson(404, 'ERR_NOT_FOUND', 'Watch list not found.');
      const now = new Date().toISOString();
      store.lists = store.lists.map((entry) => {
        if (entry.fraud_watch_list_id === id)
          return { ...entry, enabled, end_time: enabled ? null : now };
        return enabled && entry.enabled ? { ...entry, enabled: false, end_time: now } : entry;
      });
      return HttpResponse.json<JsonBody<'/fraud-watch-lists/{watchListId}', 'patch'>>(
        store.lists.find((entry) => entry.fraud_watch_list_id === id)!,
      );
    }),
    http.post(apiUrl('/fraud-watch-list-uploads'), async ({ request }) => {
      const { item_count } = (await request.json()) as RequestJson<
        '/fraud-watch-list-uploads',
        'post'
      >;
      const id = nextId() + Object.keys(store.uploads).length;
      store.uploads[id] = [];
      expected.set(id, item_count);
      return HttpResponse.json<JsonBody<'/fraud-watch-list-uploads', 'post', 201>>(
        {
          upload_id: id,
          item_count,
          received_items: 0,
          max_chunk_items: 2000,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        },
        { status: 201 },
      );
    }),
    http.put(
      apiUrl('/fraud-watch-list-uploads/{uploadId}/chunks/{chunkIndex}'),
      async ({ params, request }) => {
        const id = Number(params.uploadId);
        store.chunks.push(`${id}:${String(params.chunkIndex)}`);
        const received = store.uploads[id];
        if (!received)
          return errorJson(
            404,
            'ERR_NOT_FOUND',
            'This upload has ended or expired. Please upload the file again.',
          );
        if (store.chunkRefusal) {
          return errorJson(
            store.chunkRefusal.status,
            store.chunkRefusal.code,
            store.chunkRefusal.message,
          );
        }
        const { items } = (await request.json()) as RequestJson<
          '/fraud-watch-list-uploads/{uploadId}/chunks/{chunkIndex}',
          'put'
        >;
        received.push(...items);
        return HttpResponse.json<
          JsonBody<'/fraud-watch-list-uploads/{uploadId}/chunks/{chunkIndex}', 'put'>
        >({
          upload_id: id,
          item_count: expected.get(id) ?? received.length,
          received_items: received.length,
          max_chunk_items: 2000,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        });
      },
    ),
    http.post(apiUrl('/fraud-watch-list-uploads/{uploadId}/commit'), ({ params }) => {
      const id = Number(params.uploadId);
      const received = store.uploads[id];
      if (!received)
        return errorJson(
          404,
          'ERR_NOT_FOUND',
          'This upload has ended or expired. Please upload the file again.',
        );
      const missing = (expected.get(id) ?? 0) - received.length;
      if (missing > 0) {
        return errorJson(
          409,
          'ERR_CONFLICT',
          `The upload is missing ${missing} of its ${expected.get(id)} items.`,
        );
      }
      delete store.uploads[id];
      return HttpResponse.json<
        JsonBody<'/fraud-watch-list-uploads/{uploadId}/commit', 'post', 201>
      >(enable(id, received.length), { status: 201 });
    }),
    http.delete(apiUrl('/fraud-watch-list-uploads/{uploadId}'), ({ params }) => {
      const id = Number(params.uploadId);
      if (!store.uploads[id])
        return errorJson(
          404,
          'ERR_NOT_FOUND',
          'This upload has ended or expired. Please upload the file again.',
        );
      delete store.uploads[id];
      store.abandoned.push(id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
