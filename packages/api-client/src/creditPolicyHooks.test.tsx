// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackofficeClient } from './client';
import {
  useCreateCreditPolicy,
  useCreditPolicies,
  useCreditPolicy,
  useCreditPolicyVersion,
  useSimulateCreditPolicy,
  useTestCreditPolicy,
} from './creditPolicyHooks';
import { BackofficeClientProvider } from './hooks';
import {
  createCreditPolicyStore,
  creditPolicyHandlers,
  makeCreditPolicy,
  type CreditPolicyMockStore,
} from './mocks/creditPolicies';
import { createMemoryTokenStore } from './tokenStore';

let store: CreditPolicyMockStore;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setUp() {
  store = createCreditPolicyStore([makeCreditPolicy({ version: 2 })]);
  server.use(...creditPolicyHandlers(store));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createBackofficeClient({
    baseUrl: 'http://localhost/api',
    tokenStore: createMemoryTokenStore(),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BackofficeClientProvider client={client}>{children}</BackofficeClientProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const draft = { name: 'New policy', lender_id: 4, regulated: false, stages: [] };

describe('credit policy hooks', () => {
  it('lists a page of policies', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useCreditPolicies({ page: 1, perPage: 25 }), { wrapper });
    await waitFor(() => expect(result.current.data?.meta.total).toBe(1));
    expect(result.current.data?.items[0]).toMatchObject({ credit_policy_id: 12, lender_id: 2 });
  });

  it('waits for a policy id before asking for the policy', () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useCreditPolicy(undefined), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });

  it("takes a created policy's id from the Location header", async () => {
    const { wrapper } = setUp();
    server.use(
      http.post('*/api/credit-policies', () =>
        HttpResponse.json(makeCreditPolicy({ credit_policy_id: 1 }), {
          status: 201,
          headers: { Location: '/credit-policies/77' },
        }),
      ),
    );
    const { result } = renderHook(() => useCreateCreditPolicy(), { wrapper });
    let created: { creditPolicyId: number } | undefined;
    await act(async () => {
      created = await result.current.mutateAsync(draft);
    });
    expect(created?.creditPolicyId).toBe(77);
  });

  it('reads a saved version', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useCreditPolicyVersion(12, 1), { wrapper });
    await waitFor(() => expect(result.current.data?.policy.stages).toHaveLength(1));
    expect(result.current.data?.version).toBe(1);
  });

  it('simulates a draft with the limit given, and tests it on one application', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({ simulate: useSimulateCreditPolicy(), test: useTestCreditPolicy() }),
      { wrapper },
    );
    await act(async () => {
      await result.current.simulate.mutateAsync({ policy: draft, limit: 250 });
    });
    expect(store.simulations).toEqual([{ policy: draft, limit: 250 }]);
    await act(async () => {
      await expect(
        result.current.test.mutateAsync({ policy: draft, credit_application_id: 5 }),
      ).rejects.toMatchObject({ status: 404, message: 'Credit request not found' });
    });
  });
});
