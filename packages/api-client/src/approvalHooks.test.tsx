// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  useCreditPolicyApprovalRequests,
  useDecideApprovalRequest,
  useSubmitCreditPolicyChange,
} from './approvalHooks';
import { useApprovalRequests, usePendingApprovalCount } from './approvalQueries';
import { createBackofficeClient } from './client';
import { useCreditPolicy } from './creditPolicyHooks';
import { BackofficeClientProvider } from './hooks';
import { approvalHandlers, createApprovalStore, type ApprovalMockStore } from './mocks/approvals';
import {
  createCreditPolicyStore,
  creditPolicyHandlers,
  makeCreditPolicy,
} from './mocks/creditPolicies';
import { createMemoryTokenStore } from './tokenStore';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setUp(signedInUser = { user_id: 1, username: 'admin' }) {
  const policies = createCreditPolicyStore([makeCreditPolicy()]);
  const store: ApprovalMockStore = createApprovalStore({ requests: [], signedInUser, policies });
  server.use(...creditPolicyHandlers(policies), ...approvalHandlers(store));
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
  return { store, wrapper };
}

const changed = { name: 'Stricter', lender_id: 2, regulated: true, stages: [] };

describe('approval hooks', () => {
  it('submits a change as a pending request that the record and the count show at once', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({
        submit: useSubmitCreditPolicyChange(),
        onPolicy: useCreditPolicyApprovalRequests(12),
        count: usePendingApprovalCount(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.count.data).toBe(0));
    await act(() =>
      result.current.submit.mutateAsync({ policyId: 12, reason: 'Tighten', policy: changed }),
    );
    await waitFor(() => expect(result.current.count.data).toBe(1));
    expect(result.current.onPolicy.data?.items[0]).toMatchObject({
      status: 'pending',
      reason: 'Tighten',
      change: { kind: 'credit_policy', after: changed },
    });
  });

  it('refuses the maker their own approval, as an ApiError with the status', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({ submit: useSubmitCreditPolicyChange(), decide: useDecideApprovalRequest() }),
      { wrapper },
    );
    const request = await act(() =>
      result.current.submit.mutateAsync({ policyId: 12, reason: 'Mine', policy: changed }),
    );
    await expect(
      act(() =>
        result.current.decide.mutateAsync({
          approvalId: request.approval_request_id,
          decision: 'approve',
          comment: 'Self',
        }),
      ),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('approves a request and reads the changed policy again', async () => {
    const { wrapper, store } = setUp();
    const { result } = renderHook(
      () => ({
        submit: useSubmitCreditPolicyChange(),
        decide: useDecideApprovalRequest(),
        policy: useCreditPolicy(12),
        list: useApprovalRequests({ status: 'approved' }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.policy.data?.version).toBe(1));
    const request = await act(() =>
      result.current.submit.mutateAsync({ policyId: 12, reason: 'Tighten', policy: changed }),
    );
    store.signedInUser = { user_id: 5, username: 'checker' };
    await act(() =>
      result.current.decide.mutateAsync({
        approvalId: request.approval_request_id,
        decision: 'approve',
        comment: 'Agreed',
      }),
    );
    await waitFor(() => expect(result.current.policy.data?.version).toBe(2));
    expect(result.current.policy.data?.name).toBe('Stricter');
    await waitFor(() =>
      expect(result.current.list.data?.items[0]).toMatchObject({
        decided_by: { username: 'checker' },
        comment: 'Agreed',
      }),
    );
  });
});
