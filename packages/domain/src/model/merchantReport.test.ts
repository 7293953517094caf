import { describe, expect, it } from 'vitest';
import {
  defaultApplicationLenderStatuses,
  defaultMerchantStatuses,
  merchantListDefaults,
  merchantListFilterNames,
} from './merchantReport';
import { readReportQuery } from './reportQuery';

const today = new Date(2026, 2, 15);

describe('merchant list defaults', () => {
  it('lists live merchants, plus provisional ones for service users', () => {
    expect(defaultMerchantStatuses('service_user')).toEqual(['live', 'provisional']);
    expect(defaultMerchantStatuses('lender')).toEqual(['live']);
  });

  it('dates from 2000-01-01 to a year from today, 100 a page, newest first', () => {
    const defaults = merchantListDefaults('merchants', 'service_user', today);
    expect(defaults.filters.date_from).toBe('2000-01-01');
    expect(defaults.filters.date_to).toBe('2027-03-15');
    expect(defaults.perPage).toBe(100);
    expect(defaults.order).toEqual({ column: 'created_at', direction: 'descending' });
  });

  it('filters New Merchants by lender status per user type, and every account status', () => {
    expect(defaultApplicationLenderStatuses('service_user')).toEqual([
      'null',
      'PENDING',
      'INFO NEEDED',
    ]);
    expect(defaultApplicationLenderStatuses('lender')).toEqual([
      'PENDING',
      'INFO NEEDED',
      'CONDITIONALLY APPROVED',
    ]);
    const defaults = merchantListDefaults('merchant-applications', 'lender', today);
    expect(defaults.filters.account_status).toEqual([]);
    expect(defaults.filters.lender_status).toEqual([
      'PENDING',
      'INFO NEEDED',
      'CONDITIONALLY APPROVED',
    ]);
  });

  it('shows service users account manager, product package and status filters, lenders decision policy and lender status', () => {
    expect(merchantListFilterNames('service_user')).toEqual(
      expect.arrayContaining(['account_status', 'account_manager_id', 'product_package_id']),
    );
    expect(merchantListFilterNames('lender')).toEqual([
      'name',
      'decision_policy_id',
      'lender_status',
    ]);
  });

  it('reads an empty URL as the defaults', () => {
    const defaults = merchantListDefaults('merchants', 'service_user', today);
    const query = readReportQuery(new URLSearchParams(), defaults);
    expect(query.filters.account_status).toEqual(['live', 'provisional']);
    expect(query.perPage).toBe(100);
  });
});
