// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useApplicationOutcomes, usePolicyDeclineReasons } from './insightHooks';
import { insightsHandlers } from './mocks';
import { hookWrapper, recordRequests } from './test/hookWrapper';

const server = setupServer();
const requests = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('useApplicationOutcomes', () => {
  it('asks for the period chosen and keeps the last figures while another period loads', async () => {
    server.use(...insightsHandlers());
    const { wrapper } = hookWrapper();
    const { result, rerender } = renderHook(
      ({ days }: { days: 7 | 30 }) => useApplicationOutcomes(days),
      { wrapper, initialProps: { days: 7 } },
    );
    await waitFor(() => expect(result.current.data?.period.period_days).toBe(7));
    rerender({ days: 30 });
    expect(result.current.data?.period.period_days).toBe(7);
    await waitFor(() => expect(result.current.data?.period.period_days).toBe(30));
    expect(requests).toEqual([
      'GET /api/insights/outcomes?period_days=7',
      'GET /api/insights/outcomes?period_days=30',
    ]);
  });
});

describe('usePolicyDeclineReasons', () => {
  it('waits for a policy, then gives the server’s error for one the user may not see', async () => {
    server.use(...insightsHandlers());
    const { wrapper } = hookWrapper();
    const { result, rerender } = renderHook(
      ({ policyId }: { policyId?: number }) => usePolicyDeclineReasons(policyId, 30),
      { wrapper, initialProps: {} },
    );
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ policyId: 99 });
    await waitFor(() => expect(result.current.error?.message).toBe('Credit policy not found.'));
  });
});
