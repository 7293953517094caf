import type { components } from '@backoffice/api-client';
import type { BrowsingHistoryEvent } from '@backoffice/domain/model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient, unwrap } from '../session/api';
import { useSession } from '../session/SessionProvider';

export type SearchResult = components['schemas']['SearchResult'];

/** The quick search asks the server once typing pauses for 350 ms (platform-shell.md section 9). */
export const SEARCH_DEBOUNCE_MS = 350;
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_RESULTS_SHOWN = 15;

export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function useQuickSearch(term: string) {
  const settled = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = settled.length >= SEARCH_MIN_LENGTH && settled.length <= SEARCH_MAX_LENGTH;
  const query = useQuery({
    queryKey: ['search', settled],
    queryFn: () =>
      unwrap(
        apiClient().GET('/search/{searchTerm}', {
          params: { path: { searchTerm: settled }, query: { perPage: SEARCH_RESULTS_SHOWN } },
        }),
      ),
    enabled,
    staleTime: 30_000,
  });
  return { ...query, isSettling: settled !== term.trim(), enabled };
}

const historyKey = (userId: number | undefined) => ['browsing-history', userId] as const;

/** The signed-in user's recently viewed records, kept on the server so they follow the user. */
export function useBrowsingHistory() {
  const { session } = useSession();
  const userId = session?.userId;
  return useQuery({
    queryKey: historyKey(userId),
    queryFn: async (): Promise<BrowsingHistoryEvent[]> => {
      const answer = await unwrap(
        apiClient().GET('/backoffice/users/{userId}/browsing-history', {
          params: { path: { userId: userId as number } },
        }),
      );
      return answer.items.map((event) =>
        event.credit_application_id !== null
          ? {
              kind: 'credit_applications',
              id: event.credit_application_id,
              title: event.consumer_name ?? `Application ${event.credit_application_id}`,
              timestamp: event.timestamp,
            }
          : {
              kind: 'retailers',
              id: event.retailer_id ?? 0,
              title: event.retailer_name ?? `Merchant ${event.retailer_id}`,
              timestamp: event.timestamp,
            },
      );
    },
    enabled: userId !== undefined,
  });
}

export function useRecordVisit() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visit: { credit_application_id: number } | { retailer_id: number }) =>
      unwrap(
        apiClient().POST('/backoffice/users/{userId}/browsing-history', {
          params: { path: { userId: session?.userId as number } },
          body: visit,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKey(session?.userId) }),
  });
}

/** Where a merchant or an application opens (merchants.md and credit-applications routes). */
export function pathOf(kind: 'retailers' | 'credit_applications', id: number): string {
  return kind === 'retailers' ? `/merchants/${id}/` : `/credit-app/${id}/`;
}
