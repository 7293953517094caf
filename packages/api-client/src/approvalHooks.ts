import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { creditApplicationKeys } from './creditApplicationDetailHooks';
import { creditPolicyKeys } from './creditPolicyHooks';
import { creditPolicyModuleKeys } from './creditPolicyModuleHooks';
import {
  approvalKeys,
  type ApprovalRequest,
  type ApprovalDecision,
  type ApprovalRequestList,
} from './approvalQueries';
import { unwrap } from './errors';
import type { components } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';
import { bypassErrorBanner } from './errorBanner';

type Schemas = components['schemas'];

/**
 * The queries of the record each kind of request changes, read again after a decision: an
 * application's requests are listed under the application.
 */
const approvalRecordKeys: Record<ApprovalRequest['change']['kind'], readonly string[]> = {
  credit_policy: creditPolicyKeys.all,
  credit_policy_module: creditPolicyModuleKeys.all,
  decline_override: creditApplicationKeys.all,
  consumer_identity: creditApplicationKeys.all,
};

/** A record's requests shown at once: its pending one comes first. */
const RECORD_REQUESTS_SHOWN = 10;

export function getApprovalRequest(client: BackofficeClient, approvalId: number) {
  return unwrap(client.GET('/approvals/{approvalId}', { params: { path: { approvalId } } }));
}

/** Approves (applying the change) or rejects a pending request, with the checker's comment. */
export function decideApprovalRequest(
  client: BackofficeClient,
  approvalId: number,
  decision: ApprovalDecision,
  comment: string,
) {
  const options = { params: { path: { approvalId } }, body: { comment } };
  return unwrap(
    decision === 'approve'
      ? client.POST('/approvals/{approvalId}/approve', options)
      : client.POST('/approvals/{approvalId}/reject', options),
  );
}

export function submitCreditPolicyChange(
  client: BackofficeClient,
  policyId: number,
  change: { reason: string; policy: Schemas['CreditPolicyInput'] },
) {
  return unwrap(
    client.POST('/approvals/credit-policies/{policyId}', {
      params: { path: { policyId } },
      body: change,
    }),
  );
}

export function submitCreditPolicyModuleChange(
  client: BackofficeClient,
  moduleId: number,
  change: { reason: string; module: Schemas['CreditPolicyModuleInput'] },
) {
  return unwrap(
    client.POST('/approvals/credit-policy-modules/{moduleId}', {
      params: { path: { moduleId } },
      body: change,
    }),
  );
}

export function useApprovalRequest(
  approvalId: number | undefined,
  options: QueryOptions<ApprovalRequest> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: approvalKeys.detail(approvalId ?? 0),
    queryFn: () => getApprovalRequest(client, approvalId as number),
    enabled: approvalId !== undefined && options.enabled !== false,
  });
}

/** A policy's requests, newest decided after the pending one (its editor's approval panel). */
export function useCreditPolicyApprovalRequests(
  policyId: number | undefined,
  options: QueryOptions<ApprovalRequestList> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: approvalKeys.ofPolicy(policyId ?? 0),
    queryFn: () =>
      unwrap(
        client.GET('/approvals/credit-policies/{policyId}', {
          params: {
            path: { policyId: policyId as number },
            query: { perPage: RECORD_REQUESTS_SHOWN },
          },
        }),
      ),
    enabled: policyId !== undefined && options.enabled !== false,
  });
}

/** A module's requests (its editor's approval panel). */
export function useCreditPolicyModuleApprovalRequests(
  moduleId: number | undefined,
  options: QueryOptions<ApprovalRequestList> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: approvalKeys.ofModule(moduleId ?? 0),
    queryFn: () =>
      unwrap(
        client.GET('/approvals/credit-policy-modules/{moduleId}', {
          params: {
            path: { moduleId: moduleId as number },
            query: { perPage: RECORD_REQUESTS_SHOWN },
          },
        }),
      ),
    enabled: moduleId !== undefined && options.enabled !== false,
  });
}

export function useSubmitCreditPolicyChange() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: ({
      policyId,
      ...change
    }: {
      policyId: number;
      reason: string;
      policy: Schemas['CreditPolicyInput'];
    }) => submitCreditPolicyChange(client, policyId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}

export function useSubmitCreditPolicyModuleChange() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: ({
      moduleId,
      ...change
    }: {
      moduleId: number;
      reason: string;
      module: Schemas['CreditPolicyModuleInput'];
    }) => submitCreditPolicyModuleChange(client, moduleId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}

/** Approve or reject; an approval changes the record, so it is read again. */
export function useDecideApprovalRequest() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: ({
      approvalId,
      decision,
      comment,
    }: {
      approvalId: number;
      decision: ApprovalDecision;
      comment: string;
    }) => decideApprovalRequest(client, approvalId, decision, comment),
    onSuccess: (decided) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
        queryClient.invalidateQueries({ queryKey: approvalRecordKeys[decided.change.kind] }),
      ]),
  });
}

/** An application's requests, pending first (the approval panels of the application page). */
export function useCreditApplicationApprovalRequests(
  creditAppId: number,
  options: QueryOptions<ApprovalRequestList> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: creditApplicationKeys.approvals(creditAppId),
    queryFn: () =>
      unwrap(
        client.GET('/approvals/credit-applications/{creditAppId}', {
          params: { path: { creditAppId }, query: { perPage: RECORD_REQUESTS_SHOWN } },
        }),
      ),
  });
}

/** Submits accepting an application over the engine's DECLINE for a second person's approval. */
export function useSubmitDeclineOverride(creditAppId: number) {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (decision: { status: 'ACCEPT'; reason: string }) =>
      unwrap(
        client.POST('/approvals/credit-applications/{creditAppId}/decision', {
          params: { path: { creditAppId } },
          body: decision,
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
        queryClient.invalidateQueries({ queryKey: creditApplicationKeys.approvals(creditAppId) }),
      ]),
  });
}
