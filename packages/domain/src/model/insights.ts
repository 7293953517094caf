import { loanTypeCodes, type LoanType } from './statuses';

/**
 * The insight widgets' arithmetic (issue 20, ADR 0060): the server answers rollup rows, one per
 * day and key with a count, and leaves out days with none; these turn them into a value for
 * every day of the period, the acceptance rate and the shares the charts and tables show.
 */

/** The periods the picker offers, in days ending today (UTC), shortest first. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriodDays = (typeof INSIGHT_PERIODS)[number];
export const DEFAULT_INSIGHT_PERIOD: InsightPeriodDays = 30;

export function isInsightPeriod(value: unknown): value is InsightPeriodDays {
  return INSIGHT_PERIODS.includes(value as InsightPeriodDays);
}

export interface InsightPeriod {
  period_days: InsightPeriodDays;
  /** Both included, as YYYY-MM-DD (UTC). */
  first_day: string;
  last_day: string;
}

const dayMs = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The period of `days` days that ends on `today`'s UTC day. */
export function insightPeriod(today: Date, days: InsightPeriodDays): InsightPeriod {
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return {
    period_days: days,
    first_day: utcDay(last - (days - 1) * dayMs),
    last_day: utcDay(last),
  };
}

/** Every day of the period in order. */
export function periodDays(period: InsightPeriod): string[] {
  const first = Date.parse(`${period.first_day}T00:00:00Z`);
  const last = Date.parse(`${period.last_day}T00:00:00Z`);
  const days: string[] = [];
  for (let time = first; time <= last; time += dayMs) days.push(utcDay(time));
  return days;
}

/** What an application's current status means for the insights. */
export type OutcomeGroup = 'accepted' | 'declined' | 'referred' | 'undecided' | 'cancelled';

/** Outcome groups in the order the charts stack them and the tables list them. */
export const outcomeGroups: readonly OutcomeGroup[] = [
  'accepted',
  'declined',
  'referred',
  'undecided',
  'cancelled',
];

export const outcomeGroupLabels: Record<OutcomeGroup, string> = {
  accepted: 'Accepted',
  declined: 'Declined',
  referred: 'Referred',
  undecided: 'Undecided',
  cancelled: 'Cancelled',
};

// A status after acceptance (verified, signed, paid out) was an acceptance first.
const acceptedStatuses = new Set([
  'ACCEPT',
  'PRE-APPROVE',
  'VERIFIED',
  'ATB',
  'FULFILLED',
  'COMPLETE',
  'SUCCESS',
  'AMENDED',
]);
const declinedStatuses = new Set(['DECLINE', 'PREDECLINE']);
const referredStatuses = new Set([
  'REFER',
  'INSPECT',
  'ACTION-CUSTOMER',
  'ACTION-LENDER',
  'ACTION-RETAILER',
  'INFO',
]);

export function outcomeGroupOf(status: string): OutcomeGroup {
  if (acceptedStatuses.has(status)) return 'accepted';
  if (declinedStatuses.has(status)) return 'declined';
  if (referredStatuses.has(status)) return 'referred';
  if (status === 'CANCEL') return 'cancelled';
  return 'undecided';
}

/**
 * Accepted as a share of those the lender decided (accepted or declined), or null when none
 * was decided: a referral or a cancellation is not a decision on creditworthiness.
 */
export function acceptanceRate(accepted: number, declined: number): number | null {
  const decided = accepted + declined;
  return decided === 0 ? null : accepted / decided;
}

export type LoanTypeDay = { day: string; total: number } & Record<LoanType, number>;

/** Applications per day of the period by loan type, a zero where the rollup has no row. */
export function applicationsByLoanTypeDays(
  period: InsightPeriod,
  rows: readonly { day: string; loan_type: LoanType; applications: number }[],
): LoanTypeDay[] {
  const byDay = new Map(
    periodDays(period).map((day) => [day, { day, total: 0, IS: 0, ON: 0, BL: 0 } as LoanTypeDay]),
  );
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry[row.loan_type] += row.applications;
    entry.total += row.applications;
  }
  return [...byDay.values()];
}

/** Applications of each loan type over the whole period, in the loan types' order. */
export function loanTypeTotals(days: readonly LoanTypeDay[]): Record<LoanType, number> {
  const totals = { IS: 0, ON: 0, BL: 0 };
  for (const day of days) for (const code of loanTypeCodes) totals[code] += day[code];
  return totals;
}

export type OutcomeCounts = Record<OutcomeGroup, number>;

const noOutcomes = (): OutcomeCounts => ({
  accepted: 0,
  declined: 0,
  referred: 0,
  undecided: 0,
  cancelled: 0,
});

export type AcceptanceDay = OutcomeCounts & { day: string; rate: number | null };

/** Each day's outcomes and acceptance rate (null on a day with no decision). */
export function acceptanceRateDays(
  period: InsightPeriod,
  rows: readonly { day: string; status: string; applications: number }[],
): AcceptanceDay[] {
  const byDay = new Map(periodDays(period).map((day) => [day, noOutcomes()]));
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (counts) counts[outcomeGroupOf(row.status)] += row.applications;
  }
  return [...byDay].map(([day, counts]) => ({
    day,
    ...counts,
    rate: acceptanceRate(counts.accepted, counts.declined),
  }));
}

/** The acceptance rate over the whole period, weighted by each day's decisions. */
export function periodAcceptanceRate(days: readonly AcceptanceDay[]): number | null {
  let accepted = 0;
  let declined = 0;
  for (const day of days) {
    accepted += day.accepted;
    declined += day.declined;
  }
  return acceptanceRate(accepted, declined);
}

export interface DeclineReasonShare {
  label: string;
  declines: number;
  /** Of the declined applications: several rules can decline one application, so shares add up to 1 or more. */
  share: number;
}

/** Decline reasons, most first (then by name), each as a share of the declined applications. */
export function declineReasonShares(
  declinedApplications: number,
  items: readonly { module_name: string; rule_name: string; declines: number }[],
): DeclineReasonShare[] {
  return items
    .filter((item) => item.declines > 0)
    .map((item) => ({
      label: `${item.rule_name} (${item.module_name})`,
      declines: item.declines,
      share: declinedApplications === 0 ? 0 : item.declines / declinedApplications,
    }))
    .sort((a, b) => b.declines - a.declines || a.label.localeCompare(b.label));
}

export type VersionOutcomes = OutcomeCounts & {
  version: number | null;
  label: string;
  total: number;
  rate: number | null;
};

/** Outcomes of each policy version, oldest version first (decisions from before versions first). */
export function outcomesByVersion(
  rows: readonly { version: number | null; status: string; applications: number }[],
): VersionOutcomes[] {
  const byVersion = new Map<number | null, OutcomeCounts>();
  for (const row of rows) {
    const counts = byVersion.get(row.version) ?? noOutcomes();
    counts[outcomeGroupOf(row.status)] += row.applications;
    byVersion.set(row.version, counts);
  }
  return [...byVersion]
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0))
    .map(([version, counts]) => ({
      version,
      label: version === null ? 'Before versions' : `Version ${version}`,
      ...counts,
      total: outcomeGroups.reduce((sum, group) => sum + counts[group], 0),
      rate: acceptanceRate(counts.accepted, counts.declined),
    }));
}

/** A share as a whole percentage for tables and announcements ("62%"), or "No decisions". */
export function formatShare(share: number | null): string {
  return share === null ? 'No decisions' : `${Math.round(share * 100)}%`;
}

/** "28 Nov" for a YYYY-MM-DD day: short enough for an axis, read in full beside the year in tables. */
export function shortDayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/**
 * "Saturday 28 November 2026": a day in full, for what a chart's point announces. Put together
 * from its parts, as ICU versions differ on the comma after the weekday.
 */
export function longDayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
  return `${part({ weekday: 'long' })} ${part({ day: 'numeric' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`;
}

/** A count as the tables and summaries show it ("1,290"). */
export function formatCount(count: number): string {
  return count.toLocaleString('en-GB');
}
