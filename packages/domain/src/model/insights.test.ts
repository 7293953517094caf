import { describe, expect, it } from 'vitest';
import {
  acceptanceRate,
  acceptanceRateDays,
  applicationsByLoanTypeDays,
  declineReasonShares,
  formatShare,
  insightPeriod,
  isInsightPeriod,
  longDayLabel,
  loanTypeTotals,
  outcomeGroupOf,
  outcomesByVersion,
  periodAcceptanceRate,
  periodDays,
} from './insights';

const week = insightPeriod(new Date('2026-11-28T23:59:00Z'), 7);

describe('insightPeriod', () => {
  it('ends on today’s UTC day and holds the number of days asked for', () => {
    expect(week).toEqual({ period_days: 7, first_day: '2026-11-22', last_day: '2026-11-28' });
    expect(periodDays(week)).toHaveLength(7);
    expect(periodDays(insightPeriod(new Date('2026-03-30T00:30:00Z'), 30))[0]).toBe('2026-03-01');
  });

  it('names a day in full, the same on every ICU version', () => {
    expect(longDayLabel('2026-11-28')).toBe('Saturday 28 November 2026');
  });

  it('offers 7, 30 and 90 days only', () => {
    expect([7, 30, 90].every(isInsightPeriod)).toBe(true);
    expect(isInsightPeriod(14)).toBe(false);
    expect(isInsightPeriod('7')).toBe(false);
  });
});

describe('outcomeGroupOf', () => {
  it('counts a status after acceptance as accepted, and REFER and the actions as referred', () => {
    expect(['ACCEPT', 'VERIFIED', 'COMPLETE'].map(outcomeGroupOf)).toEqual([
      'accepted',
      'accepted',
      'accepted',
    ]);
    expect(['DECLINE', 'PREDECLINE'].map(outcomeGroupOf)).toEqual(['declined', 'declined']);
    expect(['REFER', 'ACTION-CUSTOMER'].map(outcomeGroupOf)).toEqual(['referred', 'referred']);
    expect(['SUBMITTED', 'NO-DECISION', 'CANCEL'].map(outcomeGroupOf)).toEqual([
      'undecided',
      'undecided',
      'cancelled',
    ]);
  });
});

describe('acceptanceRate', () => {
  it('is accepted over accepted and declined, and null with no decision', () => {
    expect(acceptanceRate(3, 1)).toBe(0.75);
    expect(acceptanceRate(0, 0)).toBeNull();
  });
});

describe('applicationsByLoanTypeDays', () => {
  it('fills every day of the period, adds up the loan types and ignores days outside it', () => {
    const days = applicationsByLoanTypeDays(week, [
      { day: '2026-11-22', loan_type: 'IS', applications: 4 },
      { day: '2026-11-22', loan_type: 'BL', applications: 1 },
      { day: '2026-11-28', loan_type: 'ON', applications: 2 },
      { day: '2026-11-21', loan_type: 'ON', applications: 99 },
    ]);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ day: '2026-11-22', IS: 4, ON: 0, BL: 1, total: 5 });
    expect(days[3]).toEqual({ day: '2026-11-25', IS: 0, ON: 0, BL: 0, total: 0 });
    expect(loanTypeTotals(days)).toEqual({ IS: 4, ON: 2, BL: 1 });
  });
});

describe('acceptanceRateDays', () => {
  const days = acceptanceRateDays(week, [
    { day: '2026-11-22', status: 'ACCEPT', applications: 3 },
    { day: '2026-11-22', status: 'VERIFIED', applications: 1 },
    { day: '2026-11-22', status: 'DECLINE', applications: 4 },
    { day: '2026-11-22', status: 'REFER', applications: 5 },
    { day: '2026-11-23', status: 'SUBMITTED', applications: 2 },
    { day: '2026-11-24', status: 'ACCEPT', applications: 2 },
  ]);

  it('groups each day’s statuses and gives its rate, null on a day without decisions', () => {
    expect(days[0]).toMatchObject({ accepted: 4, declined: 4, referred: 5, rate: 0.5 });
    expect(days[1]).toMatchObject({ undecided: 2, rate: null });
    expect(days[2]!.rate).toBe(1);
  });

  it('weights the period’s rate by each day’s decisions, not by days', () => {
    expect(periodAcceptanceRate(days)).toBe(0.6);
    expect(formatShare(periodAcceptanceRate(days))).toBe('60%');
    expect(formatShare(null)).toBe('No decisions');
  });
});

describe('declineReasonShares', () => {
  it('orders reasons by declines and shares them out of the declined applications', () => {
    expect(
      declineReasonShares(10, [
        { module_name: 'Bureau', rule_name: 'Score below 500', declines: 4 },
        { module_name: 'Affordability', rule_name: 'Income too low', declines: 8 },
        { module_name: 'Bureau', rule_name: 'Unused', declines: 0 },
      ]),
    ).toEqual([
      { label: 'Income too low (Affordability)', declines: 8, share: 0.8 },
      { label: 'Score below 500 (Bureau)', declines: 4, share: 0.4 },
    ]);
  });
});

describe('outcomesByVersion', () => {
  it('gives each version’s outcomes, total and rate, the unversioned decisions first', () => {
    const versions = outcomesByVersion([
      { version: 2, status: 'ACCEPT', applications: 9 },
      { version: 2, status: 'DECLINE', applications: 1 },
      { version: 1, status: 'ACCEPT', applications: 1 },
      { version: 1, status: 'DECLINE', applications: 3 },
      { version: 1, status: 'REFER', applications: 2 },
      { version: null, status: 'ACCEPT', applications: 1 },
    ]);
    expect(versions.map((version) => [version.label, version.total, version.rate])).toEqual([
      ['Before versions', 1, 1],
      ['Version 1', 6, 0.25],
      ['Version 2', 10, 0.9],
    ]);
  });
});
