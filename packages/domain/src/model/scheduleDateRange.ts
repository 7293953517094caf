/**
 * The date range of a scheduled report, kept as the user meant it: relative to each run
 * ("Last 7 days", "Previous month") or fixed when they picked fixed dates. The server resolves it
 * on the day of each run (UTC); the console offers and shows it. Shared so both say the same.
 */

export const relativeScheduleRanges = [
  'last_7_days',
  'last_30_days',
  'previous_month',
  'month_to_date',
] as const;
export type RelativeScheduleRange = (typeof relativeScheduleRanges)[number];

export type ScheduleDateRangeKind = RelativeScheduleRange | 'fixed' | 'days_from_run';

/**
 * A relative range is its kind alone. 'fixed': dates the user picked (from, to; either end may be
 * open). 'days_from_run': days before (negative) or after each run's day (from_days, to_days;
 * either may be open), as schedules made before relative ranges kept their dates.
 */
export interface ScheduleDateRange {
  kind: ScheduleDateRangeKind;
  from?: string;
  to?: string;
  from_days?: number;
  to_days?: number;
}

/** Whether the range is one of the relative ranges, which are their kind alone. */
export const isRelativeScheduleRange = (
  range: ScheduleDateRange | null | undefined,
): range is { kind: RelativeScheduleRange } =>
  (relativeScheduleRanges as readonly string[]).includes(range?.kind ?? '');

export const relativeScheduleRangeLabels: Record<RelativeScheduleRange, string> = {
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
  previous_month: 'Previous month',
  month_to_date: 'Month to date',
};

/** A run covers the dates from…to, both inclusive, as YYYY-MM-DD; an open end is left out. */
export interface ResolvedDateRange {
  date_from?: string;
  date_to?: string;
}

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);
const dayStart = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Like the list's date shortcuts, "last N days" ends with the run's own day. */
const lastDays = (runDay: Date, days: number): ResolvedDateRange => ({
  date_from: utcDay(addDays(runDay, 1 - days)),
  date_to: utcDay(runDay),
});

/** The dates a run at `runAt` covers; the run's day is its UTC calendar day. */
export function resolveScheduleDateRange(range: ScheduleDateRange, runAt: Date): ResolvedDateRange {
  const runDay = dayStart(runAt);
  const year = runDay.getUTCFullYear();
  const month = runDay.getUTCMonth();
  switch (range.kind) {
    case 'last_7_days':
      return lastDays(runDay, 7);
    case 'last_30_days':
      return lastDays(runDay, 30);
    case 'previous_month':
      return {
        date_from: utcDay(new Date(Date.UTC(year, month - 1, 1))),
        date_to: utcDay(new Date(Date.UTC(year, month, 0))),
      };
    case 'month_to_date':
      return { date_from: utcDay(new Date(Date.UTC(year, month, 1))), date_to: utcDay(runDay) };
    case 'fixed':
      return {
        ...(range.from ? { date_from: range.from } : {}),
        ...(range.to ? { date_to: range.to } : {}),
      };
    case 'days_from_run':
      return {
        ...(range.from_days !== undefined
          ? { date_from: utcDay(addDays(runDay, range.from_days)) }
          : {}),
        ...(range.to_days !== undefined ? { date_to: utcDay(addDays(runDay, range.to_days)) } : {}),
      };
  }
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));
const daysLabel = (days: number) =>
  days === 0
    ? 'the day of each run'
    : `${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'} ${days < 0 ? 'before' : 'after'} each run`;

/** How a schedule's range reads on the Exports page; null (no date filter) is 'All dates'. */
export function scheduleDateRangeLabel(range: ScheduleDateRange | null): string {
  if (!range) return 'All dates';
  switch (range.kind) {
    case 'fixed':
      if (range.from && range.to) return `${dayLabel(range.from)} to ${dayLabel(range.to)}`;
      if (range.from) return `From ${dayLabel(range.from)}`;
      return range.to ? `Until ${dayLabel(range.to)}` : 'All dates';
    case 'days_from_run':
      if (range.from_days !== undefined && range.to_days !== undefined) {
        return `From ${daysLabel(range.from_days)} to ${daysLabel(range.to_days)}`;
      }
      if (range.from_days !== undefined) return `From ${daysLabel(range.from_days)}`;
      return range.to_days !== undefined ? `Until ${daysLabel(range.to_days)}` : 'All dates';
    default:
      return relativeScheduleRangeLabels[range.kind];
  }
}

/**
 * The range a schedule of a list starts with: the relative range the list's dates match on
 * `today` (the list's own day, its Last 7/30 Days shortcuts), 'Last 30 days' when the list shows
 * its default dates (which no one picked), else the picked dates, fixed; null without dates.
 */
export function scheduleDateRangeForList(
  dates: { date_from?: string; date_to?: string },
  today: string,
  listDefaults: { date_from?: string; date_to?: string } = {},
): ScheduleDateRange | null {
  const { date_from: from, date_to: to } = dates;
  if (!from && !to) return null;
  if (from === listDefaults.date_from && to === listDefaults.date_to) {
    return { kind: 'last_30_days' };
  }
  const todayStart = new Date(`${today}T00:00:00Z`);
  for (const kind of relativeScheduleRanges) {
    const resolved = resolveScheduleDateRange({ kind }, todayStart);
    if (resolved.date_from === from && resolved.date_to === to) return { kind };
  }
  return { kind: 'fixed', ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
