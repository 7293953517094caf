import { describe, expect, it } from 'vitest';
import { dateOffsets, filtersForRun } from './schedules';

describe('date filters of a scheduled report', () => {
  const made = new Date('2026-03-15T10:30:00Z');

  it('keeps the dates as days from the day the schedule was made', () => {
    expect(dateOffsets({ date_from: '2026-02-13', date_to: '2026-03-15' }, made)).toEqual({
      date_from: -30,
      date_to: 0,
    });
    expect(dateOffsets({ date_to: '2026-04-15', status: ['ACCEPT'] }, made)).toEqual({
      date_to: 31,
    });
    expect(dateOffsets({ status: ['ACCEPT'] }, made)).toEqual({});
  });

  it('moves the range to each run day, across months and years, keeping the other filters', () => {
    const filters = { date_from: '2026-02-13', date_to: '2026-03-15', status: ['DECLINE'] };
    const offsets = dateOffsets(filters, made);
    expect(filtersForRun(filters, offsets, new Date('2026-03-16T00:05:00Z'))).toEqual({
      date_from: '2026-02-14',
      date_to: '2026-03-16',
      status: ['DECLINE'],
    });
    expect(filtersForRun(filters, offsets, new Date('2027-01-01T23:59:00Z'))).toEqual({
      date_from: '2026-12-02',
      date_to: '2027-01-01',
      status: ['DECLINE'],
    });
    expect(filtersForRun({ historic: true }, {}, made)).toEqual({ historic: true });
  });
});
