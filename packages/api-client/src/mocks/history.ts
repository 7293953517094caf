import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { recentlyViewedItemOf, type RecentlyViewedItem } from '../browsingHistoryHooks';
import { apiUrl, type JsonBody, type RequestJson } from './contract';

type BrowsingHistoryEvent = components['schemas']['BrowsingHistoryEvent'];

/** A visit as the Recently Viewed dropdown lists it, by the client's own mapping. */
export const makeRecentlyViewedItem = (
  overrides: Partial<BrowsingHistoryEvent> = {},
): RecentlyViewedItem => recentlyViewedItemOf(makeBrowsingHistoryEvent(overrides));

/** A visit to merchant 1; give credit_application_id and consumer_name for an application. */
export function makeBrowsingHistoryEvent(
  overrides: Partial<BrowsingHistoryEvent> = {},
): BrowsingHistoryEvent {
  return {
    credit_application_id: null,
    consumer_name: null,
    retailer_id: 1,
    retailer_name: 'Acme Furniture',
    timestamp: '2025-03-04T09:00:00Z',
    ...overrides,
  };
}

/**
 * The user's browsing history, newest first: `events` as given, and a recorded visit put first
 * (the handlers do not know names, so a recorded visit carries none).
 */
export function browsingHistoryHandlers(events: BrowsingHistoryEvent[] = []) {
  return [
    http.get(apiUrl('/backoffice/users/{userId}/browsing-history'), () =>
      HttpResponse.json<JsonBody<'/backoffice/users/{userId}/browsing-history', 'get'>>({
        items: events,
      }),
    ),
    http.post(apiUrl('/backoffice/users/{userId}/browsing-history'), async ({ request }) => {
      const visit = (await request.json()) as RequestJson<
        '/backoffice/users/{userId}/browsing-history',
        'post'
      >;
      const recorded = makeBrowsingHistoryEvent({
        retailer_id: null,
        retailer_name: null,
        ...visit,
        timestamp: new Date().toISOString(),
      });
      events.unshift(recorded);
      return HttpResponse.json<
        JsonBody<'/backoffice/users/{userId}/browsing-history', 'post', 201>
      >(recorded, { status: 201 });
    }),
  ];
}
