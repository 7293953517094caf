import { makeRecentlyViewedItem } from '@backoffice/api-client/mocks';
import type { BrowsingHistoryEvent } from '../../../model/browsingHistory';

const hour = 3_600_000;

/** Visits placed from the start of today, so that they fall in the same age groups every run. */
export function storyBrowsingHistory(): BrowsingHistoryEvent[] {
  const now = new Date();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const at = (time: number) => new Date(time).toISOString();
  return [
    makeRecentlyViewedItem({
      retailer_id: 12,
      retailer_name: 'Acme Bikes Ltd',
      timestamp: at(now.getTime()),
    }),
    makeRecentlyViewedItem({
      retailer_id: 7,
      retailer_name: 'Harbour Furniture',
      timestamp: at(today - 12 * hour),
    }),
    makeRecentlyViewedItem({
      retailer_id: 3,
      retailer_name: 'Northwind Audio',
      timestamp: at(today - 20 * 24 * hour),
    }),
    makeRecentlyViewedItem({
      credit_application_id: 345,
      consumer_name: 'Ada Lovelace',
      timestamp: at(now.getTime()),
    }),
  ];
}
