import { describe, expect, it } from 'vitest';
import {
  resolveScheduleDateRange,
  scheduleDateRangeForList,
  scheduleDateRangeLabel,
} from './scheduleDateRange';

const at = (iso: string) => new Date(iso);

describe('resolveScheduleDateRange', () => {
  it('ends "last N days" with the run day, across a month end and a year end', () => {
    expect(resolveScheduleDateRange({ kind: 'last_7_days' }, at('2026-03-03T06:00:00Z'))).toEqual({
      date_from: '2026-02-25',
      date_to: '2026-03-03',
    });
    expect(resolveScheduleDateRange({ kind: 'last_30_days' }, at('2027-01-10T06:00:00Z'))).toEqual({
      date_from: '2026-12-12',
      date_to: '2027-01-10',
    });
  });

  it('counts the leap day', () => {
    expect(resolveScheduleDateRange({ kind: 'last_7_days' }, at('2028-03-02T00:00:00Z'))).toEqual({
      date_from: '2028-02-25',
      date_to: '2028-03-02',
    });
    expect(
      resolveScheduleDateRange({ kind: 'previous_month' }, at('2028-03-01T00:00:00Z')),
    ).toEqual({ date_from: '2028-02-01', date_to: '2028-02-29' });
    expect(
      resolveScheduleDateRange({ kind: 'previous_month' }, at('2027-03-31T12:00:00Z')),
    ).toEqual({ date_from: '2027-02-01', date_to: '2027-02-28' });
  });

  it('takes the previous month across a year end and month to date from the first', () => {
    expect(
      resolveScheduleDateRange({ kind: 'previous_month' }, at('2027-01-01T00:00:00Z')),
    ).toEqual({ date_from: '2026-12-01', date_to: '2026-12-31' });
    expect(resolveScheduleDateRange({ kind: 'month_to_date' }, at('2026-11-01T09:00:00Z'))).toEqual(
      { date_from: '2026-11-01', date_to: '2026-11-01' },
    );
    expect(resolveScheduleDateRange({ kind: 'month_to_date' }, at('2026-12-31T23:00:00Z'))).toEqual(
      { date_from: '2026-12-01', date_to: '2026-12-31' },
    );
  });

  it('takes the run day in UTC, whatever the time of day', () => {
    expect(resolveScheduleDateRange({ kind: 'month_to_date' }, at('2026-11-30T23:59:59Z'))).toEqual(
      { date_from: '2026-11-01', date_to: '2026-11-30' },
    );
    expect(
      resolveScheduleDateRange({ kind: 'previous_month' }, at('2026-12-01T00:00:00.000Z')),
    ).toEqual({ date_from: '2026-11-01', date_to: '2026-11-30' });
    // 00:30 in Berlin on 1 Dec is still 30 Nov in UTC.
    expect(
      resolveScheduleDateRange({ kind: 'previous_month' }, at('2026-12-01T00:30:00+01:00')),
    ).toEqual({ date_from: '2026-10-01', date_to: '2026-10-31' });
  });

  it('keeps fixed dates and moves legacy day offsets to the run day', () => {
    const fixed = { kind: 'fixed', from: '2026-10-24', to: '2026-12-24' } as const;
    expect(resolveScheduleDateRange(fixed, at('2027-05-05T00:00:00Z'))).toEqual({
      date_from: '2026-10-24',
      date_to: '2026-12-24',
    });
    expect(resolveScheduleDateRange({ kind: 'fixed', to: '2026-12-24' }, at('2027-05-05'))).toEqual(
      { date_to: '2026-12-24' },
    );
    expect(
      resolveScheduleDateRange(
        { kind: 'days_from_run', from_days: -31, to_days: 30 },
        at('2027-03-01'),
      ),
    ).toEqual({ date_from: '2027-01-29', date_to: '2027-03-31' });
    expect(
      resolveScheduleDateRange({ kind: 'days_from_run', from_days: -1 }, at('2027-03-01')),
    ).toEqual({ date_from: '2027-02-28' });
  });
});

describe('scheduleDateRangeLabel', () => {
  it('says each range as the Exports page shows it', () => {
    expect(scheduleDateRangeLabel({ kind: 'last_7_days' })).toBe('Last 7 days');
    expect(scheduleDateRangeLabel({ kind: 'previous_month' })).toBe('Previous month');
    expect(scheduleDateRangeLabel({ kind: 'fixed', from: '2026-10-24', to: '2026-12-24' })).toBe(
      '24 Oct 2026 to 24 Dec 2026',
    );
    expect(scheduleDateRangeLabel({ kind: 'fixed', from: '2026-10-24' })).toBe('From 24 Oct 2026');
    expect(scheduleDateRangeLabel({ kind: 'days_from_run', from_days: -31, to_days: 30 })).toBe(
      'From 31 days before each run to 30 days after each run',
    );
    expect(scheduleDateRangeLabel({ kind: 'days_from_run', from_days: -1, to_days: 0 })).toBe(
      'From 1 day before each run to the day of each run',
    );
    expect(scheduleDateRangeLabel(null)).toBe('All dates');
  });
});

describe('scheduleDateRangeForList', () => {
  const today = '2026-11-24';
  it('recognises the relative ranges the list shows on its day', () => {
    expect(
      scheduleDateRangeForList({ date_from: '2026-11-18', date_to: '2026-11-24' }, today),
    ).toEqual({ kind: 'last_7_days' });
    expect(
      scheduleDateRangeForList({ date_from: '2026-10-26', date_to: '2026-11-24' }, today),
    ).toEqual({ kind: 'last_30_days' });
    expect(
      scheduleDateRangeForList({ date_from: '2026-10-01', date_to: '2026-10-31' }, today),
    ).toEqual({ kind: 'previous_month' });
    expect(
      scheduleDateRangeForList({ date_from: '2026-11-01', date_to: '2026-11-24' }, today),
    ).toEqual({ kind: 'month_to_date' });
  });

  it("takes the list's unpicked default dates as Last 30 days and picked dates as fixed", () => {
    const defaults = { date_from: '2026-10-24', date_to: '2026-12-24' };
    expect(scheduleDateRangeForList(defaults, today, defaults)).toEqual({ kind: 'last_30_days' });
    expect(
      scheduleDateRangeForList({ date_from: '2026-10-24', date_to: '2026-12-24' }, today),
    ).toEqual({ kind: 'fixed', from: '2026-10-24', to: '2026-12-24' });
    expect(scheduleDateRangeForList({ date_from: '2026-01-01' }, today)).toEqual({
      kind: 'fixed',
      from: '2026-01-01',
    });
    expect(scheduleDateRangeForList({}, today)).toBeNull();
  });
});
