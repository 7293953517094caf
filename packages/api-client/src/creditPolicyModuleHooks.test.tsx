// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBackofficeClient } from './client';
import {
  creditPolicyModuleKeys,
  useCreateCreditPolicyModule,
  useCreditPolicyModule,
  useCreditPolicyModules,
  useCreditPolicyModulesById,
  useCreditPolicyModuleVersions,
  useDataKeys,
  useDeleteCreditPolicyModule,
} from './creditPolicyModuleHooks';
import { BackofficeClientProvider } from './hooks';
import {
  createCreditPolicyModuleStore,
  creditPolicyModuleHandlers,
  makeCreditPolicyModule,
  type CreditPolicyModuleMockStore,
} from './mocks/creditPolicyModules';
import { createMemoryTokenStore } from './tokenStore';

const server = setupServer();
let store: CreditPolicyModuleMockStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createCreditPolicyModuleStore([
    makeCreditPolicyModule(),
    makeCreditPolicyModule({ module_id: 8, name: 'Fraud', lender_id: 4, rules: [] }),
  ]);
  server.use(...creditPolicyModuleHandlers(store));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createBackofficeClient({
    baseUrl: 'http://localhost/api',
    tokenStore: createMemoryTokenStore({
      accessToken: 'access-1',
      refreshable: true,
      expiresAt: Date.now() + 3_600_000,
      userId: 3,
      serviceUserId: 1,
      organisationType: 'lender',
    }),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BackofficeClientProvider client={client}>{children}</BackofficeClientProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('creditPolicyModuleKeys', () => {
  it('starts every module query with one prefix', () => {
    expect(creditPolicyModuleKeys.detail(7)).toEqual(['credit-policy-modules', 'detail', 7]);
    expect(creditPolicyModuleKeys.list({ page: 2 })[0]).toBe('credit-policy-modules');
    expect(creditPolicyModuleKeys.versions(7)[0]).toBe('credit-policy-modules');
  });
});

describe('queries', () => {
  it('lists a page of modules, filtered by lender', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useCreditPolicyModules({ 'lender_id[]': [4] }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.items.map((module) => module.name)).toEqual(['Fraud']);
  });

  it('reads a module, the data keys and the versions', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({
        module: useCreditPolicyModule(7),
        keys: useDataKeys(),
        versions: useCreditPolicyModuleVersions(7),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.versions.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.module.data?.rules).toHaveLength(2));
    await waitFor(() =>
      expect(result.current.keys.data).toContainEqual({
        data_provider: 'experian',
        key: 'credit_score',
      }),
    );
    expect(result.current.versions.data?.[0]?.version).toBe(1);
  });

  it('reads several modules into a map by id', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useCreditPolicyModulesById([7, 8]), { wrapper });
    await waitFor(() => expect(result.current.size).toBe(2));
    expect(result.current.get(8)?.name).toBe('Fraud');
  });

  it('waits for a module id', () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useCreditPolicyModule(undefined), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});

describe('mutations', () => {
  it('creates and deletes a module', async () => {
    const { wrapper, queryClient } = setUp();
    const { result } = renderHook(
      () => ({
        create: useCreateCreditPolicyModule(),
        remove: useDeleteCreditPolicyModule(),
      }),
      { wrapper },
    );
    const created = await act(() =>
      result.current.create.mutateAsync({ name: 'New', lender_id: 2, rules: [] }),
    );
    expect(created.module_id).toBe(9);
    expect(queryClient.getQueryData(creditPolicyModuleKeys.detail(9))).toEqual(created);

    await act(() => result.current.remove.mutateAsync(9));
    expect(store.modules.map((module) => module.module_id)).toEqual([7, 8]);
  });

  it('gives the conflict of a module a policy still holds as an ApiError', async () => {
    store.heldByPolicies.add(7);
    const { wrapper } = setUp();
    const { result } = renderHook(() => useDeleteCreditPolicyModule(), { wrapper });
    await expect(act(() => result.current.mutateAsync(7))).rejects.toMatchObject({
      status: 409,
      code: 'ERR_CONFLICT',
    });
  });
});
