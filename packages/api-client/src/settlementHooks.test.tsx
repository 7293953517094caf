// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from './mocks/contract';
import {
  createSettlementStore,
  makeSettlementLender,
  settlementHandlers,
} from './mocks/settlement';
import {
  useRegenerateSettlement,
  useRevokeSettlementApiKey,
  useRotateSettlementApiKey,
  useSettlementApiKeys,
  useSettlementHistory,
  useSettlementStatus,
} from './settlementHooks';
import { hookWrapper, recordRequests } from './test/hookWrapper';

const server = setupServer();
const requests = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  vi.useRealTimers();
});
afterAll(() => server.close());

const POLL_MS = 60_000;
/** Lets answers arrive and React Query settle without moving the clock on. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const statusCalls = () =>
  requests.filter((request) => request === 'GET /api/settlement/status').length;

describe('useSettlementStatus', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });

  it('loads on open and again every interval, and stops when the screen is left', async () => {
    const store = createSettlementStore();
    server.use(...settlementHandlers(store));
    const { wrapper } = hookWrapper();
    const { result, unmount } = renderHook(() => useSettlementStatus(POLL_MS), { wrapper });
    await vi.waitFor(() =>
      expect(result.current.data?.map((lender) => lender.lender)).toContain('Northbridge Finance'),
    );
    expect(statusCalls()).toBe(1);
    // Waiting for the answer may have moved the clock on a little, never half an interval.
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS / 2));
    expect(statusCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS / 2));
    await vi.waitFor(() => expect(statusCalls()).toBe(2));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(statusCalls()).toBe(2);
  });

  it('skips a refresh that falls due while the last one is still in progress', async () => {
    let release!: () => void;
    let calls = 0;
    server.use(
      http.get(apiUrl('/settlement/status'), async () => {
        calls += 1;
        if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ lenders: [makeSettlementLender()] });
      }),
    );
    const { wrapper } = hookWrapper();
    const { result } = renderHook(
      () => useSettlementStatus(POLL_MS, { notifyOnChangeProps: 'all' }),
      { wrapper },
    );
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await vi.waitFor(() => expect(calls).toBe(2));
    await vi.waitFor(() => expect(result.current.isFetching).toBe(true));
    // The second answer is slow: the refreshes due meanwhile join it instead of asking again.
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 2));
    await settle();
    expect(calls).toBe(2);
    release();
    await vi.waitFor(() => expect(result.current.isFetching).toBe(false));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await vi.waitFor(() => expect(calls).toBe(3));
  });

  it('shows the status text of a failed load, and clears it on the next good one', async () => {
    const store = createSettlementStore({
      statusFailure: { status: 502, statusText: 'Bad Gateway' },
    });
    server.use(...settlementHandlers(store));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useSettlementStatus(POLL_MS), { wrapper });
    await vi.waitFor(() => expect(result.current.error?.message).toBe('Bad Gateway'));
    store.statusFailure = null;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await vi.waitFor(() => expect(result.current.error).toBeNull());
    expect(result.current.data).toHaveLength(store.lenders.length);
  });
});

describe('useSettlementHistory', () => {
  it("asks for the page's count and offset as text", async () => {
    server.use(...settlementHandlers());
    const { wrapper } = hookWrapper();
    const { result } = renderHook(
      () => useSettlementHistory('1002', { count: '10', offset: '20' }),
      { wrapper },
    );
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toEqual(['GET /api/settlement/status/history/1002?count=10&offset=20']);
    expect(result.current.data?.total).toBe(23);
    expect(result.current.data?.history).toHaveLength(3);
  });
});

describe('useRegenerateSettlement', () => {
  it('asks once per settlement file of the lender with the period, then refreshes the statuses', async () => {
    const store = createSettlementStore();
    server.use(...settlementHandlers(store));
    const { wrapper, queryClient } = hookWrapper();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useRegenerateSettlement(), { wrapper });
    const queued = await act(() =>
      result.current.mutateAsync({
        definitionIds: ['2002', '1002'],
        start_date: 1_763_683_200_000,
        end_date: 1_763_769_600_000,
      }),
    );
    expect(store.regenerations).toEqual([
      { definition_id: '2002', start_date: 1_763_683_200_000, end_date: 1_763_769_600_000 },
      { definition_id: '1002', start_date: 1_763_683_200_000, end_date: 1_763_769_600_000 },
    ]);
    expect(queued.map((file) => file.status)).toEqual(['Generating', 'Generating']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['settlement'] });
  });
});

describe('settlement API keys', () => {
  it('lists, rotates (the key shown once) and revokes keys', async () => {
    const store = createSettlementStore();
    server.use(...settlementHandlers(store));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(
      () => ({
        keys: useSettlementApiKeys(),
        rotate: useRotateSettlementApiKey(),
        revoke: useRevokeSettlementApiKey(),
      }),
      { wrapper },
    );
    await vi.waitFor(() => expect(result.current.keys.data).toHaveLength(1));
    const created = await act(() => result.current.rotate.mutateAsync());
    expect(created.key).toMatch(/^sk_/);
    await vi.waitFor(() =>
      expect(result.current.keys.data?.map((key) => key.state)).toEqual(['active', 'expiring']),
    );
    await act(() => result.current.revoke.mutateAsync(created.api_key.api_key_id));
    await vi.waitFor(() => expect(result.current.keys.data?.[0]?.state).toBe('revoked'));
  });
});
