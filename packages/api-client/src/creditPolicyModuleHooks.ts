import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components, paths } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';
import { bypassErrorBanner } from './errorBanner';

type Schemas = components['schemas'];
export type CreditPolicyModule = Schemas['CreditPolicyModule'];
export type CreditPolicyModuleSummary = Schemas['CreditPolicyModuleSummary'];
export type CreditPolicyModuleInput = Schemas['CreditPolicyModuleInput'];
export type ModuleProvider = Schemas['ModuleProvider'];
export type DataKey = Schemas['DataKey'];
export type TerminationRule = Schemas['TerminationRule'];
export type PolicyVersionSummary = Schemas['PolicyVersionSummary'];
export type CreditPolicyModuleVersion = Schemas['CreditPolicyModuleVersion'];
export type CreditPolicyModulesQuery = NonNullable<
  paths['/credit-policy-modules']['get']['parameters']['query']
>;

/**
 * Query keys of the module screens. Every module query starts with 'credit-policy-modules', so
 * invalidating that prefix refreshes lists, details and versions after a save.
 */
export const creditPolicyModuleKeys = {
  all: ['credit-policy-modules'] as const,
  list: (query: CreditPolicyModulesQuery) => ['credit-policy-modules', 'list', query] as const,
  detail: (moduleId: number) => ['credit-policy-modules', 'detail', moduleId] as const,
  terminationRules: (moduleId: number) =>
    ['credit-policy-modules', 'termination-rules', moduleId] as const,
  versions: (moduleId: number) => ['credit-policy-modules', 'versions', moduleId] as const,
  version: (moduleId: number, version: number) =>
    ['credit-policy-modules', 'versions', moduleId, version] as const,
  dataKeys: () => ['data-keys'] as const,
};

/** The data-key list is short (a few providers' keys); one page holds it all. */
const ALL_DATA_KEYS = 10_000;

export function listCreditPolicyModules(client: BackofficeClient, query: CreditPolicyModulesQuery) {
  return unwrap(client.GET('/credit-policy-modules', { params: { query } }));
}

export function getCreditPolicyModule(client: BackofficeClient, moduleId: number) {
  return unwrap(
    client.GET('/credit-policy-modules/{moduleId}', { params: { path: { moduleId } } }),
  );
}

export function createCreditPolicyModule(
  client: BackofficeClient,
  module: CreditPolicyModuleInput,
) {
  return unwrap(client.POST('/credit-policy-modules', { body: module }));
}

export function deleteCreditPolicyModule(client: BackofficeClient, moduleId: number) {
  return unwrap(
    client.DELETE('/credit-policy-modules/{moduleId}', { params: { path: { moduleId } } }),
  );
}

export function listDataKeys(client: BackofficeClient) {
  return unwrap(client.GET('/data-keys', { params: { query: { perPage: ALL_DATA_KEYS } } }));
}

export function listModuleTerminationRules(client: BackofficeClient, moduleId: number) {
  return unwrap(
    client.GET('/credit-policies/termination-rules/', {
      params: { query: { module_id: moduleId, perPage: ALL_DATA_KEYS } },
    }),
  );
}

export function listCreditPolicyModuleVersions(client: BackofficeClient, moduleId: number) {
  return unwrap(
    client.GET('/credit-policy-modules/{moduleId}/versions', {
      params: { path: { moduleId }, query: { perPage: 100 } },
    }),
  );
}

export function getCreditPolicyModuleVersion(
  client: BackofficeClient,
  moduleId: number,
  version: number,
) {
  return unwrap(
    client.GET('/credit-policy-modules/{moduleId}/versions/{version}', {
      params: { path: { moduleId, version } },
    }),
  );
}

/** A page of the module list; the previous page stays shown while the next one loads. */
export function useCreditPolicyModules(
  query: CreditPolicyModulesQuery,
  options: QueryOptions<Awaited<ReturnType<typeof listCreditPolicyModules>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    placeholderData: keepPreviousData,
    ...options,
    queryKey: creditPolicyModuleKeys.list(query),
    queryFn: () => listCreditPolicyModules(client, query),
  });
}

export function useCreditPolicyModule(
  moduleId: number | undefined,
  options: QueryOptions<CreditPolicyModule> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: creditPolicyModuleKeys.detail(moduleId ?? 0),
    queryFn: () => getCreditPolicyModule(client, moduleId as number),
    enabled: moduleId !== undefined && options.enabled !== false,
  });
}

/**
 * Several modules' details by id, from the same cache entries as `useCreditPolicyModule`: those
 * loaded so far (a policy's checks need its stages' modules with their rules).
 */
export function useCreditPolicyModulesById(moduleIds: readonly number[]) {
  const client = useBackofficeClient();
  return useQueries({
    queries: moduleIds.map((moduleId) => ({
      queryKey: creditPolicyModuleKeys.detail(moduleId),
      queryFn: () => getCreditPolicyModule(client, moduleId),
      staleTime: 60_000,
    })),
    combine: (results) =>
      new Map(
        results
          .map((result) => result.data)
          .filter((module): module is CreditPolicyModule => module !== undefined)
          .map((module) => [module.module_id, module]),
      ),
  });
}

/** Every data key (provider:key) a condition can test. */
export function useDataKeys(options: QueryOptions<DataKey[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    staleTime: 5 * 60_000,
    ...options,
    queryKey: creditPolicyModuleKeys.dataKeys(),
    queryFn: () => listDataKeys(client).then((page) => page.items),
  });
}

/** The ids of a module's termination rules (Termination Rules mode). */
export function useModuleTerminationRules(
  moduleId: number | undefined,
  options: QueryOptions<TerminationRule[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: creditPolicyModuleKeys.terminationRules(moduleId ?? 0),
    queryFn: () =>
      listModuleTerminationRules(client, moduleId as number).then((page) => page.items),
    enabled: moduleId !== undefined && options.enabled !== false,
  });
}

function useStoreSavedModule() {
  const queryClient = useQueryClient();
  return async (saved: CreditPolicyModule) => {
    queryClient.setQueryData(creditPolicyModuleKeys.detail(saved.module_id), saved);
    await queryClient.invalidateQueries({
      queryKey: creditPolicyModuleKeys.all,
      predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== saved.module_id,
    });
  };
}

/** Creates a module (POST); the answer carries the new module_id. */
export function useCreateCreditPolicyModule() {
  const client = useBackofficeClient();
  const store = useStoreSavedModule();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (module: CreditPolicyModuleInput) => createCreditPolicyModule(client, module),
    onSuccess: store,
  });
}

/** Deletes a module; a 409 (a policy stage still holds it) comes back as an ApiError. */
export function useDeleteCreditPolicyModule() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (moduleId: number) => deleteCreditPolicyModule(client, moduleId),
    onSuccess: (_nothing, moduleId) => {
      queryClient.removeQueries({ queryKey: creditPolicyModuleKeys.detail(moduleId) });
      return queryClient.invalidateQueries({ queryKey: creditPolicyModuleKeys.all });
    },
  });
}

/** A module's saved versions, newest first (the latest 100). */
export function useCreditPolicyModuleVersions(
  moduleId: number | undefined,
  options: QueryOptions<PolicyVersionSummary[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: creditPolicyModuleKeys.versions(moduleId ?? 0),
    queryFn: () =>
      listCreditPolicyModuleVersions(client, moduleId as number).then((page) => page.items),
    enabled: moduleId !== undefined && options.enabled !== false,
  });
}

/** One saved version of a module with its snapshot; a saved version never changes. */
export function useCreditPolicyModuleVersion(
  moduleId: number | undefined,
  version: number | undefined,
  options: QueryOptions<CreditPolicyModuleVersion> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    staleTime: Infinity,
    ...options,
    queryKey: creditPolicyModuleKeys.version(moduleId ?? 0, version ?? 0),
    queryFn: () => getCreditPolicyModuleVersion(client, moduleId as number, version as number),
    enabled: moduleId !== undefined && version !== undefined && options.enabled !== false,
  });
}

/** Reads a saved module version when asked (Restore puts it in the editor's draft). */
export function useFetchCreditPolicyModuleVersion() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return (moduleId: number, version: number) =>
    queryClient.fetchQuery({
      queryKey: creditPolicyModuleKeys.version(moduleId, version),
      queryFn: () => getCreditPolicyModuleVersion(client, moduleId, version),
      staleTime: Infinity,
    });
}
