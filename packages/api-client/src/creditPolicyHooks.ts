import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components, paths } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';
import { bypassErrorBanner } from './errorBanner';

type Schemas = components['schemas'];
export type CreditPolicy = Schemas['CreditPolicy'];
export type CreditPolicySummary = Schemas['CreditPolicySummary'];
export type CreditPolicyInput = Schemas['CreditPolicyInput'];
export type CreditPolicyVersion = Schemas['CreditPolicyVersion'];
export type PolicySimulation = Schemas['PolicySimulation'];
export type PolicySimulationRequest = Schemas['PolicySimulationRequest'];
export type PolicyTestRun = Schemas['PolicyTestRun'];
export type PolicyTestRunRequest = Schemas['PolicyTestRunRequest'];
export type CreditPoliciesQuery = NonNullable<
  paths['/credit-policies']['get']['parameters']['query']
>;

/**
 * Query keys of the policy screens. Every policy query starts with 'credit-policies', so
 * invalidating that prefix refreshes lists, details and versions after a save.
 */
export const creditPolicyKeys = {
  all: ['credit-policies'] as const,
  list: (query: CreditPoliciesQuery) => ['credit-policies', 'list', query] as const,
  detail: (policyId: number) => ['credit-policies', 'detail', policyId] as const,
  versions: (policyId: number) => ['credit-policies', 'versions', policyId] as const,
  version: (policyId: number, version: number) =>
    ['credit-policies', 'versions', policyId, version] as const,
};

/** Versions of one policy shown at once; the panel lists the newest. */
const VERSIONS_SHOWN = 100;

export function listCreditPolicies(client: BackofficeClient, query: CreditPoliciesQuery) {
  return unwrap(client.GET('/credit-policies', { params: { query } }));
}

export function getCreditPolicy(client: BackofficeClient, policyId: number) {
  return unwrap(client.GET('/credit-policies/{policyId}', { params: { path: { policyId } } }));
}

/** The id a create answer's Location header names (/credit-policies/{id}), if it names one. */
function idFromLocation(location: string | null): number | undefined {
  const id = Number(location?.match(/\/credit-policies\/(\d+)$/)?.[1]);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Creates a policy ('Policy created'). The spec takes the new id from the Location header; the
 * body carries it too, and serves when a proxy drops the header.
 */
export async function createCreditPolicy(
  client: BackofficeClient,
  policy: CreditPolicyInput,
): Promise<{ creditPolicyId: number; policy: CreditPolicy }> {
  let location: string | null = null;
  const created = await unwrap(
    client.POST('/credit-policies', { body: policy }).then((result) => {
      location = result.response.headers.get('Location');
      return result;
    }),
  );
  return { creditPolicyId: idFromLocation(location) ?? created.credit_policy_id, policy: created };
}

export function deleteCreditPolicy(client: BackofficeClient, policyId: number) {
  return unwrap(client.DELETE('/credit-policies/{policyId}', { params: { path: { policyId } } }));
}

export function listCreditPolicyVersions(client: BackofficeClient, policyId: number) {
  return unwrap(
    client.GET('/credit-policies/{policyId}/versions', {
      params: { path: { policyId }, query: { perPage: VERSIONS_SHOWN } },
    }),
  );
}

export function getCreditPolicyVersion(
  client: BackofficeClient,
  policyId: number,
  version: number,
) {
  return unwrap(
    client.GET('/credit-policies/{policyId}/versions/{version}', {
      params: { path: { policyId, version } },
    }),
  );
}

/** Runs an unsaved draft over the lender's recent applications; nothing is saved. */
export function simulateCreditPolicy(client: BackofficeClient, request: PolicySimulationRequest) {
  return unwrap(client.POST('/credit-policies/simulations', { body: request }));
}

/** Runs an unsaved draft on one application; 404 when it is not found or not the lender's. */
export function testCreditPolicy(client: BackofficeClient, request: PolicyTestRunRequest) {
  return unwrap(client.POST('/credit-policies/test-runs', { body: request }));
}

/** A page of the policy list; the previous page stays shown while the next loads. */
export function useCreditPolicies(
  query: CreditPoliciesQuery,
  options: QueryOptions<Awaited<ReturnType<typeof listCreditPolicies>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    placeholderData: keepPreviousData,
    ...options,
    queryKey: creditPolicyKeys.list(query),
    queryFn: () => listCreditPolicies(client, query),
  });
}

/** A policy with its stages; waits while the id is unknown (the create view has none). */
export function useCreditPolicy(
  policyId: number | undefined,
  options: QueryOptions<CreditPolicy> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: creditPolicyKeys.detail(policyId ?? 0),
    queryFn: () => getCreditPolicy(client, policyId as number),
    enabled: policyId !== undefined && options.enabled !== false,
  });
}

/** After a save, every list, detail and version list of policies is fetched again. */
function useRefreshPolicies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: creditPolicyKeys.all });
}

export function useCreateCreditPolicy() {
  const client = useBackofficeClient();
  const refresh = useRefreshPolicies();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (policy: CreditPolicyInput) => createCreditPolicy(client, policy),
    onSuccess: refresh,
  });
}

export function useDeleteCreditPolicy() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (policyId: number) => deleteCreditPolicy(client, policyId),
    onSuccess: (_answer, policyId) => {
      queryClient.removeQueries({ queryKey: creditPolicyKeys.detail(policyId) });
      return queryClient.invalidateQueries({ queryKey: creditPolicyKeys.all });
    },
  });
}

export function useCreditPolicyVersions(
  policyId: number | undefined,
  options: QueryOptions<Awaited<ReturnType<typeof listCreditPolicyVersions>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: creditPolicyKeys.versions(policyId ?? 0),
    queryFn: () => listCreditPolicyVersions(client, policyId as number),
    enabled: policyId !== undefined && options.enabled !== false,
  });
}

/** One saved version with its snapshot; a saved version never changes, so it is kept. */
export function useCreditPolicyVersion(
  policyId: number | undefined,
  version: number | undefined,
  options: QueryOptions<CreditPolicyVersion> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    staleTime: Infinity,
    ...options,
    queryKey: creditPolicyKeys.version(policyId ?? 0, version ?? 0),
    queryFn: () => getCreditPolicyVersion(client, policyId as number, version as number),
    enabled: policyId !== undefined && version !== undefined && options.enabled !== false,
  });
}

/**
 * Reads a saved version when asked (Restore puts it in the editor's draft, to be submitted for
 * approval), from the cache when the comparison already loaded it.
 */
export function useFetchCreditPolicyVersion() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return (policyId: number, version: number) =>
    queryClient.fetchQuery({
      queryKey: creditPolicyKeys.version(policyId, version),
      queryFn: () => getCreditPolicyVersion(client, policyId, version),
      staleTime: Infinity,
    });
}

/** Simulate: a mutation, since each press runs the draft as it is then. */
export function useSimulateCreditPolicy() {
  const client = useBackofficeClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (request: PolicySimulationRequest) => simulateCreditPolicy(client, request),
  });
}

/** Test with application: a mutation, since each press runs the draft as it is then. */
export function useTestCreditPolicy() {
  const client = useBackofficeClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (request: PolicyTestRunRequest) => testCreditPolicy(client, request),
  });
}
