/** Browsing history (platform-shell.md 2.8, 4, 9): at most 10 items a type, grouped by age. */
export const BROWSING_HISTORY_LIMIT = 10;

export type BrowsingHistoryKind = 'credit_applications' | 'retailers';

export interface BrowsingHistoryEvent {
  kind: BrowsingHistoryKind;
  /** credit_application_id or retailer_id */
  id: number;
  /** consumer_name or retailer_name */
  title: string;
  timestamp: string;
}

/** Puts the event first, drops an older visit to the same item and keeps at most 10 of its kind. */
export function addBrowsingHistoryEvent(
  history: readonly BrowsingHistoryEvent[],
  event: BrowsingHistoryEvent,
): BrowsingHistoryEvent[] {
  const others = history.filter((item) => !(item.kind === event.kind && item.id === event.id));
  const sameKind = others
    .filter((item) => item.kind === event.kind)
    .slice(0, BROWSING_HISTORY_LIMIT - 1);
  const otherKinds = others.filter((item) => item.kind !== event.kind);
  return [event, ...sameKind, ...otherKinds];
}

export const browsingHistoryGroups = ['Today', 'Yesterday', 'Last Week', 'Earlier'] as const;
export type BrowsingHistoryGroup = (typeof browsingHistoryGroups)[number];

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

const dayMs = 86_400_000;

export function browsingHistoryGroupOf(timestamp: string, now: Date): BrowsingHistoryGroup {
  const today = startOfDay(now);
  const visited = new Date(timestamp).getTime();
  if (visited >= today) return 'Today';
  if (visited >= today - dayMs) return 'Yesterday';
  if (visited >= today - 7 * dayMs) return 'Last Week';
  return 'Earlier';
}

/** The events of one kind, newest first, under their group headings (empty groups left out). */
export function groupBrowsingHistory(
  history: readonly BrowsingHistoryEvent[],
  kind: BrowsingHistoryKind,
  now: Date,
): { group: BrowsingHistoryGroup; items: BrowsingHistoryEvent[] }[] {
  const items = history
    .filter((item) => item.kind === kind)
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  return browsingHistoryGroups
    .map((group) => ({
      group,
      items: items.filter((item) => browsingHistoryGroupOf(item.timestamp, now) === group),
    }))
    .filter((section) => section.items.length > 0);
}
