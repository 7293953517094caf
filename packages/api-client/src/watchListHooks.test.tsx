// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiUrl } from './mocks/contract';
import { createWatchListStore, watchListsHandlers } from './mocks/watchLists';
import { hookWrapper, recordRequests } from './test/hookWrapper';
import {
  useCurrentFraudWatchList,
  useFraudWatchList,
  useFraudWatchLists,
  useUpdateFraudWatchList,
  useUploadFraudWatchList,
  watchListChunks,
  type FraudWatchListItemInput,
} from './watchListHooks';

const server = setupServer();
const requests = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const items = (count: number): FraudWatchListItemInput[] =>
  Array.from({ length: count }, (_, index) => ({
    emailaddress: `suspect${index}@example.com`,
    postcode: 'LS1 4AP',
  }));

describe('reading watch lists', () => {
  it('pages the report, finds the current list and pages a list’s items', async () => {
    server.use(...watchListsHandlers());
    const { wrapper } = hookWrapper();
    const { result } = renderHook(
      () => ({
        report: useFraudWatchLists({ page: 1, perPage: 25, 'order[]': ['-start_time'] }),
        current: useCurrentFraudWatchList(),
        detail: useFraudWatchList(3, { page: 2, perPage: 100 }),
      }),
      { wrapper },
    );
    await vi.waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await vi.waitFor(() => expect(result.current.current.isSuccess).toBe(true));
    await vi.waitFor(() => expect(result.current.report.isSuccess).toBe(true));
    expect(result.current.report.data?.items).toHaveLength(3);
    expect(result.current.current.data).toMatchObject({ fraud_watch_list_id: 3, enabled: true });
    expect(result.current.detail.data?.items).toHaveLength(20);
    expect(result.current.detail.data?.meta).toEqual({ page: 2, perPage: 100, total: 120 });
    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /api/fraud-watch-lists?page=1&perPage=25&order[]=-start_time',
        'GET /api/fraud-watch-lists?enabled=true&perPage=1',
        'GET /api/fraud-watch-lists/3?page=2&perPage=100',
      ]),
    );
  });

  it('gives null when no list is current', async () => {
    server.use(...watchListsHandlers(createWatchListStore({ lists: [] })));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useCurrentFraudWatchList(), { wrapper });
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});

describe('watchListChunks', () => {
  it('cuts at the item limit and at the byte limit, never leaving an empty chunk', () => {
    expect(watchListChunks(items(5), 2).map((chunk) => chunk.length)).toEqual([2, 2, 1]);
    const size = JSON.stringify(items(1)[0]).length + 1;
    expect(watchListChunks(items(5), 100, size * 2).map((chunk) => chunk.length)).toEqual([
      2, 2, 1,
    ]);
    expect(watchListChunks([{ street: 'x'.repeat(100) }], 10, 10)).toHaveLength(1);
    expect(watchListChunks([], 10)).toEqual([]);
  });
});

describe('useUploadFraudWatchList', () => {
  it('sends the list in chunks with progress, commits it and refreshes every watch list query', async () => {
    const store = createWatchListStore();
    server.use(...watchListsHandlers(store));
    const { wrapper, queryClient } = hookWrapper();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useUploadFraudWatchList(), { wrapper });
    const progress: number[] = [];
    const created = await act(() =>
      result.current.mutateAsync({
        items: items(4500),
        onProgress: ({ sentItems }) => progress.push(sentItems),
      }),
    );
    expect(created).toMatchObject({ enabled: true, item_count: 4500 });
    expect(progress).toEqual([0, 2000, 4000, 4500]);
    expect(store.chunks).toEqual([
      `${created.fraud_watch_list_id}:0`,
      `${created.fraud_watch_list_id}:1`,
      `${created.fraud_watch_list_id}:2`,
    ]);
    expect(store.lists.filter((list) => list.enabled)).toEqual([created]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['fraud-watch-lists'] });
  });

  it('sends a chunk again when the server fails it, and keeps it once', async () => {
    const store = createWatchListStore();
    let failures = 1;
    server.use(
      http.put(apiUrl('/fraud-watch-list-uploads/{uploadId}/chunks/{chunkIndex}'), () => {
        if (failures-- > 0)
          return HttpResponse.json(
            { error: { code: 'ERR_INTERNAL', message: 'Try again.' } },
            { status: 503 },
          );
        return undefined;
      }),
      ...watchListsHandlers(store),
    );
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useUploadFraudWatchList(), { wrapper });
    const created = await act(() => result.current.mutateAsync({ items: items(3) }));
    expect(created.item_count).toBe(3);
  });

  it('abandons the upload when a chunk is refused, so nothing of it is kept', async () => {
    const store = createWatchListStore({
      chunkRefusal: {
        status: 400,
        code: 'ERR_SCHEMA_VALIDATION_ERROR',
        message: 'The request is not valid.',
      },
    });
    server.use(...watchListsHandlers(store));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useUploadFraudWatchList(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ items: items(3) })).rejects.toThrow(
        'The request is not valid.',
      );
    });
    expect(store.chunks).toHaveLength(1);
    expect(store.abandoned).toHaveLength(1);
    expect(
      store.lists.filter((list) => list.enabled).map((list) => list.fraud_watch_list_id),
    ).toEqual([3]);
  });

  it('abandons the upload when the user cancels it', async () => {
    const store = createWatchListStore();
    server.use(...watchListsHandlers(store));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useUploadFraudWatchList(), { wrapper });
    const controller = new AbortController();
    await act(async () => {
      await expect(
        result.current.mutateAsync({
          items: items(4500),
          signal: controller.signal,
          onProgress: ({ sentItems }) => {
            if (sentItems === 2000) controller.abort();
          },
        }),
      ).rejects.toThrow();
    });
    expect(store.chunks).toHaveLength(1);
    expect(store.abandoned).toHaveLength(1);
  });
});

describe('useUpdateFraudWatchList', () => {
  it('enables an earlier list, ending the current one', async () => {
    const store = createWatchListStore();
    server.use(...watchListsHandlers(store));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useUpdateFraudWatchList(), { wrapper });
    await act(() => result.current.mutateAsync({ watchListId: 1, enabled: true }));
    expect(
      store.lists.filter((list) => list.enabled).map((list) => list.fraud_watch_list_id),
    ).toEqual([1]);
  });
});
