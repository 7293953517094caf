// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  useCreditApplications,
  useDecisionPolicies,
  useProductPackages,
} from './creditApplicationHooks';
import {
  createCreditApplicationListStore,
  creditApplicationListHandlers,
  makeCreditApplicationSummaries,
  makeDecisionPolicy,
} from './mocks/creditApplications';
import { hookWrapper, recordRequests } from './test/hookWrapper';

const server = setupServer();
const requests = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('useCreditApplications', () => {
  it('asks with the filters, order and fields given and returns the page', async () => {
    server.use(...creditApplicationListHandlers());
    const { wrapper } = hookWrapper();
    const { result } = renderHook(
      () =>
        useCreditApplications({
          'status[]': ['DECLINE'],
          'order[]': ['credit_application_id'],
          'fields[]': ['status_logs'],
          perPage: 10,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const items = result.current.data?._embedded.items ?? [];
    expect(items.every((row) => row.current_status.status === 'DECLINE')).toBe(true);
    expect(items.map((row) => row.credit_application_id)).toEqual(
      [...items.map((row) => row.credit_application_id)].sort(),
    );
    expect(items[0]?.status_logs).toBeDefined();
    expect(items[0]?.product_code).toBeUndefined();
    expect(requests[0]).toContain('status[]=DECLINE');
  });

  it('caps the total at 10,000 and says so', async () => {
    const store = createCreditApplicationListStore(makeCreditApplicationSummaries(10_050));
    server.use(...creditApplicationListHandlers(store));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(
      () =>
        useCreditApplications({
          'status[]': [
            'ACCEPT',
            'DECLINE',
            'REFER',
            'ACTION-CUSTOMER',
            'FULFILLED',
            'ATB',
            'CANCEL',
          ],
          date_from: '2000-01-01',
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.meta).toMatchObject({ total: 10_000, total_capped: true });
  });
});

describe('filter lists', () => {
  it('fetches every decision policy 100 per page', async () => {
    const store = createCreditApplicationListStore([]);
    store.decisionPolicies = Array.from({ length: 150 }, (_, index) =>
      makeDecisionPolicy({ decision_policy_id: index + 1, name: `Policy ${index + 1}` }),
    );
    server.use(...creditApplicationListHandlers(store));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useDecisionPolicies(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toHaveLength(150);
    expect(requests).toEqual([
      'GET /api/decision-policies?page=1&perPage=100',
      'GET /api/decision-policies?page=2&perPage=100',
    ]);
  });

  it('fetches the product packages 100 per page', async () => {
    server.use(...creditApplicationListHandlers());
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useProductPackages(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((item) => item.name)).toContain('Interest free 12 months');
    expect(requests).toEqual(['GET /api/product-packages/?page=1&perPage=100']);
  });
});
