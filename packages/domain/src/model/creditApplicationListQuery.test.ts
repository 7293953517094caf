import { describe, expect, it } from 'vitest';
import {
  creditApplicationListQuery,
  cursorIn,
  listQueryNeedsUserType,
  pagesByCursor,
} from './creditApplicationListQuery';
import type { ReportQuery } from './reportQuery';

const view: ReportQuery = {
  page: 2,
  perPage: 25,
  order: null,
  filters: {
    date_from: '2026-01-01',
    date_to: '2026-03-01',
    status: ['REFER', 'ACCEPT'],
    historic: 'false',
    credit_sentry_flagged: 'true',
    retailer_name: 'Acme',
    product_package_id: ['3', '4'],
    decision_policy_id: ['7'],
  },
};

describe('creditApplicationListQuery', () => {
  it('sends ids as numbers and the radio and checkbox as booleans', () => {
    expect(creditApplicationListQuery(view, false)).toEqual({
      page: 2,
      perPage: 25,
      'fields[]': ['status_logs', 'product_code', 'retailer_reference', 'lender'],
      date_from: '2026-01-01',
      date_to: '2026-03-01',
      'status[]': ['REFER', 'ACCEPT'],
      historic: false,
      credit_sentry_flagged: true,
      retailer_name: 'Acme',
      'product_package_id[]': [3, 4],
    });
  });

  it('filters a lender user by decision policy', () => {
    const query = creditApplicationListQuery(view, true);
    expect(query).toMatchObject({ 'decision_policy_id[]': [7] });
    expect(query).not.toHaveProperty('product_package_id[]');
  });

  it('leaves out what is not set', () => {
    expect(creditApplicationListQuery({ ...view, filters: { historic: 'true' } }, false)).toEqual({
      page: 2,
      perPage: 25,
      'fields[]': ['status_logs', 'product_code', 'retailer_reference', 'lender'],
      'status[]': [],
      historic: true,
    });
  });

  it('sends a cursor only in the default order, after before before', () => {
    const cursor = { after: 'a1', before: 'b1' };
    expect(creditApplicationListQuery(view, false, cursor)).toMatchObject({ after: 'a1' });
    expect(creditApplicationListQuery(view, false, cursor)).not.toHaveProperty('before');
    expect(creditApplicationListQuery(view, false, { after: null, before: 'b1' })).toMatchObject({
      before: 'b1',
    });
    const ordered = {
      ...view,
      order: { column: 'credit_application_id', direction: 'ascending' as const },
    };
    expect(creditApplicationListQuery(ordered, false, cursor)).toMatchObject({
      'order[]': ['credit_application_id'],
    });
    expect(creditApplicationListQuery(ordered, false, cursor)).not.toHaveProperty('after');
  });
});

describe('pagesByCursor', () => {
  it('pages by cursor in the default order, newest status first', () => {
    expect(pagesByCursor(view)).toBe(true);
    expect(
      pagesByCursor({ ...view, order: { column: 'timestamp', direction: 'descending' } }),
    ).toBe(true);
    expect(pagesByCursor({ ...view, order: { column: 'timestamp', direction: 'ascending' } })).toBe(
      false,
    );
  });
});

describe('cursorIn', () => {
  it("reads the cursor from a page link's query", () => {
    expect(cursorIn({ href: '/credit-applications?page=2&after=xyz' }, 'after')).toBe('xyz');
    expect(cursorIn({ href: '/credit-applications?page=2' }, 'after')).toBeNull();
    expect(cursorIn(undefined, 'before')).toBeNull();
  });
});

describe('listQueryNeedsUserType', () => {
  const withoutPolicies: ReportQuery = {
    ...view,
    filters: { ...view.filters, product_package_id: [], decision_policy_id: [] },
  };

  it('is false without a policy filter, whose query is the same for every user type', () => {
    expect(listQueryNeedsUserType(withoutPolicies)).toBe(false);
    expect(creditApplicationListQuery(withoutPolicies, true)).toEqual(
      creditApplicationListQuery(withoutPolicies, false),
    );
  });

  it('is true with either policy filter', () => {
    for (const name of ['product_package_id', 'decision_policy_id']) {
      const filtered = {
        ...withoutPolicies,
        filters: { ...withoutPolicies.filters, [name]: ['3'] },
      };
      expect(listQueryNeedsUserType(filtered)).toBe(true);
    }
  });
});
