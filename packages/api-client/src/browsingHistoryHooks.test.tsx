// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useBrowsingHistory, useRecordVisit } from './browsingHistoryHooks';
import { browsingHistoryHandlers, makeBrowsingHistoryEvent } from './mocks';
import { hookWrapper, recordRequests } from './test/hookWrapper';

const server = setupServer();
const requests = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('useBrowsingHistory', () => {
  it('waits for a user id', async () => {
    server.use(...browsingHistoryHandlers());
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useBrowsingHistory(undefined), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('names applications by consumer and merchants by name, with a fallback', async () => {
    server.use(
      ...browsingHistoryHandlers([
        makeBrowsingHistoryEvent({
          credit_application_id: 7,
          consumer_name: 'Jane Doe',
          retailer_id: 1,
          timestamp: '2025-03-04T10:00:00Z',
        }),
        makeBrowsingHistoryEvent({ credit_application_id: 8, timestamp: '2025-03-04T09:30:00Z' }),
        makeBrowsingHistoryEvent({ retailer_id: 2, retailer_name: null }),
      ]),
    );
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useBrowsingHistory(3), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([
      { kind: 'credit_applications', id: 7, title: 'Jane Doe', timestamp: '2025-03-04T10:00:00Z' },
      {
        kind: 'credit_applications',
        id: 8,
        title: 'Application 8',
        timestamp: '2025-03-04T09:30:00Z',
      },
      { kind: 'retailers', id: 2, title: 'Merchant 2', timestamp: '2025-03-04T09:00:00Z' },
    ]);
  });
});

describe('useRecordVisit', () => {
  it('records the visit for the user, then refreshes their history', async () => {
    server.use(...browsingHistoryHandlers());
    const { wrapper } = hookWrapper();
    const { result } = renderHook(
      () => ({ history: useBrowsingHistory(3), record: useRecordVisit(3) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.history.data).toEqual([]));
    await act(() => result.current.record.mutateAsync({ credit_application_id: 42 }));
    await waitFor(() => expect(result.current.history.data?.map((item) => item.id)).toEqual([42]));
    expect(requests).toEqual([
      'GET /api/backoffice/users/3/browsing-history',
      'POST /api/backoffice/users/3/browsing-history',
      'GET /api/backoffice/users/3/browsing-history',
    ]);
  });
});
