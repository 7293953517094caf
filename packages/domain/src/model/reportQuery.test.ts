import { describe, expect, it } from 'vitest';
import {
  parseOrderParam,
  parsePerPage,
  readReportQuery,
  resetFilters,
  shiftMonths,
  toggleOrder,
  withFilters,
  writeReportQuery,
  type ReportQueryDefaults,
} from './reportQuery';

const defaults: ReportQueryDefaults = {
  filters: { date_from: '2026-10-23', date_to: '2026-12-23', status: ['ACCEPT', 'REFER'], q: '' },
  order: { column: 'timestamp', direction: 'descending' },
  perPage: 25,
  dateFilters: ['date_from', 'date_to'],
};

describe('readReportQuery', () => {
  it('takes every default when the URL names nothing', () => {
    expect(readReportQuery(new URLSearchParams(), defaults)).toEqual({
      filters: defaults.filters,
      order: defaults.order,
      page: 1,
      perPage: 25,
    });
  });

  it('reads arrays from name[] and texts, order, page and page size by name', () => {
    const query = readReportQuery(
      new URLSearchParams('status[]=DECLINE&status[]=CANCEL&q=shoe&order=app_id&page=3&perPage=10'),
      defaults,
    );
    expect(query.filters).toMatchObject({ status: ['DECLINE', 'CANCEL'], q: 'shoe' });
    expect(query.order).toEqual({ column: 'app_id', direction: 'ascending' });
    expect(query).toMatchObject({ page: 3, perPage: 10 });
  });

  it('falls back to the default for a malformed date, page or page size', () => {
    const query = readReportQuery(
      new URLSearchParams('date_from=23/10/26&page=-2&perPage=33'),
      defaults,
    );
    expect(query.filters.date_from).toBe('2026-10-23');
    expect(query).toMatchObject({ page: 1, perPage: 25 });
  });

  it('uses the remembered page size when the URL has none, the URL one when it has', () => {
    expect(readReportQuery(new URLSearchParams(), defaults, 50).perPage).toBe(50);
    expect(readReportQuery(new URLSearchParams('perPage=10'), defaults, 50).perPage).toBe(10);
  });

  it('ignores parameters the report does not know', () => {
    expect(readReportQuery(new URLSearchParams('other=1'), defaults).filters).not.toHaveProperty(
      'other',
    );
  });
});

describe('writeReportQuery', () => {
  it('writes nothing for the default view', () => {
    expect(
      writeReportQuery(readReportQuery(new URLSearchParams(), defaults), defaults).toString(),
    ).toBe('');
  });

  it('writes what differs, arrays as name[] once per value', () => {
    const query = {
      filters: { ...defaults.filters, status: ['DECLINE', 'CANCEL'], q: 'shoe' },
      order: { column: 'timestamp', direction: 'ascending' as const },
      page: 2,
      perPage: 50,
    };
    expect(writeReportQuery(query, defaults).toString()).toBe(
      'status%5B%5D=DECLINE&status%5B%5D=CANCEL&q=shoe&order=timestamp&page=2&perPage=50',
    );
  });

  it('keeps an emptied list and a cleared order through a round trip', () => {
    const query = {
      filters: { ...defaults.filters, status: [] },
      order: null,
      page: 1,
      perPage: 25,
    };
    const params = writeReportQuery(query, defaults);
    expect(readReportQuery(params, defaults)).toEqual(query);
  });

  it('treats the same values in another order as the default', () => {
    const query = {
      filters: { ...defaults.filters, status: ['REFER', 'ACCEPT'] },
      order: defaults.order,
      page: 1,
      perPage: 25,
    };
    expect(writeReportQuery(query, defaults).has('status[]')).toBe(false);
  });
});

describe('order', () => {
  it('reads a leading "-" as descending and refuses odd keys', () => {
    expect(parseOrderParam('-timestamp')).toEqual({ column: 'timestamp', direction: 'descending' });
    expect(parseOrderParam('DROP TABLE')).toBeNull();
    expect(parseOrderParam(null)).toBeNull();
  });

  it('turns the ordered column around and starts another one ascending', () => {
    const descending = { column: 'timestamp', direction: 'descending' as const };
    expect(toggleOrder(descending, 'timestamp').direction).toBe('ascending');
    expect(toggleOrder(toggleOrder(descending, 'timestamp'), 'timestamp')).toEqual(descending);
    expect(toggleOrder(descending, 'app_id')).toEqual({ column: 'app_id', direction: 'ascending' });
  });
});

describe('filters', () => {
  const query = readReportQuery(new URLSearchParams('page=4&order=app_id&q=x'), defaults);

  it('shows the first page again when a filter changes', () => {
    expect(withFilters(query, { q: 'shoe' })).toMatchObject({ page: 1, filters: { q: 'shoe' } });
  });

  it('resets every filter but keeps the order and page size', () => {
    const reset = resetFilters(query, defaults);
    expect(reset.filters).toEqual(defaults.filters);
    expect(reset).toMatchObject({ page: 1, order: { column: 'app_id' } });
  });
});

describe('parsePerPage', () => {
  it('accepts only 10, 25 and 50', () => {
    expect([
      parsePerPage('10'),
      parsePerPage('50'),
      parsePerPage('100'),
      parsePerPage(null),
    ]).toEqual([10, 50, null, null]);
  });
});

describe('shiftMonths', () => {
  it('keeps the day inside a shorter month', () => {
    expect(shiftMonths(new Date(2026, 0, 31), 1)).toEqual(new Date(2026, 1, 28));
    expect(shiftMonths(new Date(2026, 0, 15), -1)).toEqual(new Date(2025, 11, 15));
  });
});
