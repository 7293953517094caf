import { describe, expect, it } from 'vitest';
import { filtersForRun } from './schedules';

describe('filters of a scheduled report run', () => {
  it("resolves the schedule's date range on the run's day, keeping the other filters", () => {
    const filters = { status: ['DECLINE'], historic: false };
    expect(
      filtersForRun(filters, { kind: 'previous_month' }, new Date('2027-01-01T06:00:00Z')),
    ).toEqual({
      status: ['DECLINE'],
      historic: false,
      date_from: '2026-12-01',
      date_to: '2026-12-31',
    });
    expect(
      filtersForRun(filters, { kind: 'last_7_days' }, new Date('2026-03-16T00:05:00Z')),
    ).toEqual({
      status: ['DECLINE'],
      historic: false,
      date_from: '2026-03-10',
      date_to: '2026-03-16',
    });
  });

  it('runs without dates when the schedule has no range', () => {
    expect(filtersForRun({ historic: true }, null, new Date('2026-03-16T00:05:00Z'))).toEqual({
      historic: true,
    });
  });
});
