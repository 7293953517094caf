import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';
import { bypassErrorBanner } from './errorBanner';

type Schemas = components['schemas'];
export type SettlementLender = Schemas['SettlementLender'];
export type SettlementFile = Schemas['SettlementFile'];
export type SettlementRecipient = Schemas['SettlementRecipient'];
export type SettlementHistory = Schemas['SettlementHistory'];
export type SettlementManualRequest = Schemas['SettlementManualRequest'];
export type SettlementApiKey = Schemas['SettlementApiKey'];
export type SettlementApiKeyCreated = Schemas['SettlementApiKeyCreated'];

/** The history call's paging, as the service takes it: limit and offset as text. */
export interface SettlementHistoryPaging {
  count: string;
  offset: string;
}

export const settlementKeys = {
  all: () => ['settlement'] as const,
  status: () => ['settlement', 'status'] as const,
  histories: () => ['settlement', 'history'] as const,
  history: (definitionId: string, paging: SettlementHistoryPaging) =>
    ['settlement', 'history', definitionId, paging] as const,
  apiKeys: () => ['settlement', 'api-keys'] as const,
};

export function getSettlementStatus(client: BackofficeClient) {
  return unwrap(client.GET('/settlement/status'));
}

/**
 * Every lender with its last settlement files, loaded on open and again every `pollIntervalMs`
 * while the screen is shown (platform-shell.md section 4: 60 s). A refresh due while the last
 * is still in progress is skipped (the query joins the call in flight), polling stops when the
 * screen is left (the query has no observer), and an error clears on the next good answer.
 */
export function useSettlementStatus(
  pollIntervalMs: number,
  options: QueryOptions<SettlementLender[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    refetchInterval: pollIntervalMs,
    ...options,
    queryKey: settlementKeys.status(),
    queryFn: async () => (await getSettlementStatus(client)).lenders,
  });
}

/**
 * One page of a definition's history. Each page is its own query without placeholder data, so a
 * change of page blanks the list until the page arrives.
 */
export function useSettlementHistory(
  definitionId: string,
  paging: SettlementHistoryPaging,
  options: QueryOptions<SettlementHistory> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: settlementKeys.history(definitionId, paging),
    queryFn: () =>
      unwrap(
        client.GET('/settlement/status/history/{definitionId}', {
          params: { path: { definitionId }, query: paging },
        }),
      ),
  });
}

export interface SettlementRegeneration {
  /** The definitions to make again: one call per settlement file of the lender. */
  definitionIds: readonly string[];
  /** The period, in milliseconds since the epoch (the screen's date rule). */
  start_date: number;
  end_date: number;
}

/**
 * Regenerate & Send: asks the service once per settlement file for the period, then refreshes
 * the statuses and histories. Resolves with the files queued (Generating).
 */
export function useRegenerateSettlement() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: async ({ definitionIds, start_date, end_date }: SettlementRegeneration) => {
      const queued: SettlementFile[] = [];
      for (const definition_id of definitionIds) {
        queued.push(
          await unwrap(
            client.POST('/settlement/manual', { body: { definition_id, start_date, end_date } }),
          ),
        );
      }
      return queued;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.all() }),
  });
}

/** The settlement service's API keys (administrators only). */
export function useSettlementApiKeys(options: QueryOptions<SettlementApiKey[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: settlementKeys.apiKeys(),
    queryFn: async () => (await unwrap(client.GET('/settlement/api-keys'))).items,
  });
}

/** Makes a new key, returned with the key itself this once; earlier keys expire in 24 hours. */
export function useRotateSettlementApiKey() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: () => unwrap(client.POST('/settlement/api-keys')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.apiKeys() }),
  });
}

export function useRevokeSettlementApiKey() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (apiKeyId: number) =>
      unwrap(client.DELETE('/settlement/api-keys/{apiKeyId}', { params: { path: { apiKeyId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.apiKeys() }),
  });
}
