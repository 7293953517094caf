// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackofficeClient } from './client';
import {
  creditPolicyKeys,
  useCreateCreditPolicy,
  useCreditPolicies,
  useCreditPolicy,
  useCreditPolicyVersion,
  useCreditPolicyVersions,
  useReplaceCreditPolicy,
  useRestoreCreditPolicyVersion,
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

  it('saves a policy into its detail cache and refreshes its versions', async () => {
    const { wrapper, queryClient } = setUp();
    const { result } = renderHook(
      () => ({ versions: useCreditPolicyVersions(12), replace: useReplaceCreditPolicy() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.versions.data?.items).toHaveLength(2));
    await act(async () => {
      await result.current.replace.mutateAsync({
        policyId: 12,
        policy: { ...draft, lender_id: 2 },
      });
    });
    expect(queryClient.getQueryData(creditPolicyKeys.detail(12))).toMatchObject({
      name: 'New policy',
      version: 3,
    });
    await waitFor(() => expect(result.current.versions.data?.items[0]?.version).toBe(3));
  });

  it('reads a saved version and restores it as a new version', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({ first: useCreditPolicyVersion(12, 1), restore: useRestoreCreditPolicyVersion() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.first.data?.policy.stages).toHaveLength(1));
    let restored: { version: number; stages: unknown[] } | undefined;
    await act(async () => {
      restored = await result.current.restore.mutateAsync({ policyId: 12, version: 1 });
    });
    expect(restored).toMatchObject({ version: 3 });
    expect(restored?.stages).toHaveLength(1);
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
