import { describe, expect, it } from 'vitest';
import {
  addBrowsingHistoryEvent,
  browsingHistoryGroupOf,
  groupBrowsingHistory,
  type BrowsingHistoryEvent,
} from './browsingHistory';

const at = (iso: string, id: number, kind: BrowsingHistoryEvent['kind'] = 'retailers') => ({
  kind,
  id,
  title: `Item ${id}`,
  timestamp: iso,
});

describe('addBrowsingHistoryEvent', () => {
  it('keeps at most 10 items of a kind, dropping the oldest', () => {
    let history: BrowsingHistoryEvent[] = [at('2026-01-01T00:00:00Z', 99, 'credit_applications')];
    for (let id = 1; id <= 12; id += 1) {
      history = addBrowsingHistoryEvent(
        history,
        at(`2026-01-${String(id).padStart(2, '0')}T10:00:00Z`, id),
      );
    }
    const retailers = history.filter((item) => item.kind === 'retailers');
    expect(retailers).toHaveLength(10);
    expect(retailers[0]?.id).toBe(12);
    expect(retailers.some((item) => item.id === 1 || item.id === 2)).toBe(false);
    expect(history.some((item) => item.id === 99)).toBe(true);
  });

  it('moves a revisited item to the top without duplicating it', () => {
    const history = [at('2026-01-02T00:00:00Z', 2), at('2026-01-01T00:00:00Z', 1)];
    const next = addBrowsingHistoryEvent(history, at('2026-01-03T00:00:00Z', 1));
    expect(next.map((item) => item.id)).toEqual([1, 2]);
  });
});

describe('browsingHistoryGroupOf', () => {
  const now = new Date(2026, 10, 22, 15, 0, 0);
  it.each([
    [new Date(2026, 10, 22, 0, 5), 'Today'],
    [new Date(2026, 10, 21, 23, 59), 'Yesterday'],
    [new Date(2026, 10, 16, 12, 0), 'Last Week'],
    [new Date(2026, 10, 1, 12, 0), 'Earlier'],
  ])('puts %s under %s', (date, group) => {
    expect(browsingHistoryGroupOf(date.toISOString(), now)).toBe(group);
  });
});

describe('groupBrowsingHistory', () => {
  it('returns only the non-empty groups of one kind, newest first', () => {
    const now = new Date(2026, 10, 22, 15, 0, 0);
    const history = [
      at(new Date(2026, 10, 22, 9).toISOString(), 1),
      at(new Date(2026, 10, 22, 11).toISOString(), 2),
      at(new Date(2026, 9, 1).toISOString(), 3),
      at(new Date(2026, 10, 22, 12).toISOString(), 4, 'credit_applications'),
    ];
    expect(groupBrowsingHistory(history, 'retailers', now)).toEqual([
      { group: 'Today', items: [history[1], history[0]] },
      { group: 'Earlier', items: [history[2]] },
    ]);
  });
});
