import { describe, expect, it } from 'vitest';
import type { ReportQuery } from './reportQuery';
import {
  merchantListServerQuery,
  rateCardListServerQuery,
  watchListServerQuery,
} from './reportServerQueries';

const view = (
  filters: ReportQuery['filters'],
  order: ReportQuery['order'] = null,
): ReportQuery => ({
  filters,
  order,
  page: 2,
  perPage: 25,
});

describe('watchListServerQuery', () => {
  it('sends the page, the order and the dates given', () => {
    expect(
      watchListServerQuery(
        view(
          { date_from: '2025-01-01', date_to: '' },
          { column: 'start_time', direction: 'descending' },
        ),
      ),
    ).toEqual({ page: 2, perPage: 25, 'order[]': ['-start_time'], date_from: '2025-01-01' });
  });

  it('leaves out an unordered view and blank dates', () => {
    expect(watchListServerQuery(view({ date_from: '', date_to: '' }))).toEqual({
      page: 2,
      perPage: 25,
    });
  });
});

describe('rateCardListServerQuery', () => {
  it('sends the name and the chosen types as numbers', () => {
    expect(
      rateCardListServerQuery(view({ name: 'Gold', rate_card_type_id: ['1', '3'], date_to: '' })),
    ).toEqual({ page: 2, perPage: 25, name: 'Gold', 'rate_card_type_id[]': [1, 3] });
  });

  it('leaves out a blank name and no types', () => {
    expect(rateCardListServerQuery(view({ name: '', rate_card_type_id: [] }))).toEqual({
      page: 2,
      perPage: 25,
    });
  });
});

describe('merchantListServerQuery', () => {
  const filters = {
    name: '  Acme ',
    account_status: ['live', 'suspended'],
    lender_status: [],
    account_manager_id: ['4'],
    product_package_id: ['7', '8'],
    decision_policy_id: ['9'],
    date_from: '2000-01-01',
    date_to: '2026-11-28',
  };

  it("asks for each row's notes and sends the trimmed name, statuses and dates", () => {
    expect(merchantListServerQuery(view(filters), 'service_user')).toMatchObject({
      'fields[]': ['notes'],
      name: 'Acme',
      'account_status[]': ['live', 'suspended'],
      date_from: '2000-01-01',
      date_to: '2026-11-28',
    });
  });

  it('sends a service user the account manager and product package filters, as numbers', () => {
    const query = merchantListServerQuery(view(filters), 'service_user');
    expect(query['account_manager_id[]']).toEqual([4]);
    expect(query['product_package_id[]']).toEqual([7, 8]);
    expect(query).not.toHaveProperty('decision_policy_id[]');
  });

  it('sends a lender the decision policy filter only', () => {
    const query = merchantListServerQuery(view(filters), 'lender');
    expect(query['decision_policy_id[]']).toEqual([9]);
    expect(query).not.toHaveProperty('account_manager_id[]');
    expect(query).not.toHaveProperty('product_package_id[]');
  });

  it('leaves out empty lists and a blank name', () => {
    const query = merchantListServerQuery(view({ name: ' ', lender_status: [] }), 'lender');
    expect(query).toEqual({ page: 2, perPage: 25, 'fields[]': ['notes'] });
  });
});
