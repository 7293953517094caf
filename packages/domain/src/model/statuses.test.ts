import { describe, expect, it } from 'vitest';
import {
  applicationStatusLabel,
  applicationStatusMeanings,
  applicationStatuses,
  lenderStatusLabel,
  merchantAccountStatuses,
} from './statuses';

describe('applicationStatusLabel', () => {
  it('shows ATB as VERIFIED, since the deposit is paid', () => {
    expect(applicationStatusLabel('ATB')).toBe('VERIFIED');
  });

  it('shows a known status as it is', () => {
    expect(applicationStatusLabel('ACTION-CUSTOMER')).toBe('ACTION-CUSTOMER');
  });

  it('shows an unrecognised status as UNKNOWN STATUS', () => {
    expect(applicationStatusLabel('ON-HOLD')).toBe('UNKNOWN STATUS');
  });
});

describe('application statuses', () => {
  it('lists the 22 statuses of the specification once each', () => {
    expect(new Set(applicationStatuses).size).toBe(22);
  });

  it('gives tooltips to the eleven statuses the specification explains', () => {
    expect(Object.keys(applicationStatusMeanings)).toHaveLength(11);
    expect(applicationStatusMeanings.REFER).toBe('awaiting lender decision.');
  });
});

describe('lenderStatusLabel', () => {
  it('shows PENDING as Provisional and a missing status as Not set', () => {
    expect(lenderStatusLabel('PENDING')).toBe('Provisional');
    expect(lenderStatusLabel(null)).toBe('Not set');
    expect(lenderStatusLabel('SUSPENDED TRADING')).toBe('SUSPENDED TRADING');
  });
});

describe('merchant account statuses', () => {
  it('lists the twelve statuses of the specification', () => {
    expect(merchantAccountStatuses).toHaveLength(12);
  });
});
