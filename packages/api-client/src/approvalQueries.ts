import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { bypassErrorBanner } from './errorBanner';
import { unwrap } from './errors';
import type { components, paths } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';

// The reading side of approvals, apart from the submissions and decisions (approvalHooks): the
// dashboard's count loads with the dashboard, and must not bring the hooks of every record kind a
// decision refreshes (docs/adr/0046).

type Schemas = components['schemas'];
export type ApprovalRequest = Schemas['ApprovalRequest'];
export type ApprovalStatus = Schemas['ApprovalStatus'];
export type ApprovalRequestList = Schemas['ApprovalRequestList'];
export type ApprovalsQuery = NonNullable<paths['/approvals']['get']['parameters']['query']>;
export type ApprovalDecision = 'approve' | 'reject';

/**
 * Query keys of the approval screens. Every approval query starts with 'approvals', so a
 * submission or a decision refreshes the lists, the count and the records' panels at once.
 */
export const approvalKeys = {
  all: ['approvals'] as const,
  list: (query: ApprovalsQuery) => ['approvals', 'list', query] as const,
  detail: (approvalId: number) => ['approvals', 'detail', approvalId] as const,
  ofPolicy: (policyId: number) => ['approvals', 'credit-policy', policyId] as const,
  ofModule: (moduleId: number) => ['approvals', 'credit-policy-module', moduleId] as const,
};

export function listApprovalRequests(client: BackofficeClient, query: ApprovalsQuery) {
  return unwrap(client.GET('/approvals', { params: { query } }));
}

/** A page of approval requests (the Approvals page); the previous page stays while the next loads. */
export function useApprovalRequests(
  query: ApprovalsQuery,
  options: QueryOptions<ApprovalRequestList> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    placeholderData: keepPreviousData,
    ...options,
    queryKey: approvalKeys.list(query),
    queryFn: () => listApprovalRequests(client, query),
  });
}

/** How many requests wait for a checker (the dashboard widget): one row read, the total kept. */
export function usePendingApprovalCount(options: QueryOptions<ApprovalRequestList> = {}) {
  const query = useApprovalRequests({ status: 'pending', perPage: 1 }, options);
  return { ...query, data: query.data?.meta.total };
}
