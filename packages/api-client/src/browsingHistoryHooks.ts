import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import { queryKeys, useBackofficeClient, whenKnown, type QueryOptions } from './hooks';
import type { components } from './generated/schema';
import type { BrowsingHistoryVisit } from './operations';

type BrowsingHistoryEvent = components['schemas']['BrowsingHistoryEvent'];
import { bypassErrorBanner } from './errorBanner';

/** A recently viewed merchant or credit application, as the Recently Viewed dropdown lists it. */
export interface RecentlyViewedItem {
  kind: 'credit_applications' | 'retailers';
  /** credit_application_id or retailer_id */
  id: number;
  /** consumer_name or retailer_name */
  title: string;
  timestamp: string;
}

/** A browsing history event as the Recently Viewed dropdown lists it. */
export function recentlyViewedItemOf(event: BrowsingHistoryEvent): RecentlyViewedItem {
  // An application visit names its retailer too, so the application id decides the kind.
  return event.credit_application_id !== null
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
      };
}

/** The user's recently viewed records, newest first, kept on the server so they follow the user. */
export async function getBrowsingHistory(
  client: BackofficeClient,
  userId: number,
): Promise<RecentlyViewedItem[]> {
  const answer = await unwrap(
    client.GET('/backoffice/users/{userId}/browsing-history', { params: { path: { userId } } }),
  );
  return answer.items.map(recentlyViewedItemOf);
}

export function useBrowsingHistory(
  userId: number | undefined,
  options: QueryOptions<RecentlyViewedItem[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: queryKeys.browsingHistory(userId),
    queryFn: () => getBrowsingHistory(client, userId as number),
    enabled: whenKnown(userId, options),
  });
}

/** Records that the user opened a merchant or an application, then refreshes their history. */
export function useRecordVisit(userId: number | undefined) {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visit: BrowsingHistoryVisit) =>
      unwrap(
        client.POST('/backoffice/users/{userId}/browsing-history', {
          params: { path: { userId: userId as number } },
          body: visit,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.browsingHistory(userId) }),
  });
}
