import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditChange,
  auditDetailEntries,
  auditPeopleOptions,
  auditTrailDefaults,
  auditTrailExportFilters,
  auditTrailServerQuery,
  parseAuditRecord,
} from './auditTrail';

const view = (filters: Record<string, string>) => ({
  filters: { ...auditTrailDefaults.filters, ...filters },
  order: null,
  page: 2,
  perPage: 50,
});

describe('parseAuditRecord', () => {
  it('reads a subject, a bare application id and a kind alone', () => {
    expect(parseAuditRecord('retailer:12')).toEqual({ kind: 'retailer', id: 12 });
    expect(parseAuditRecord(' 1001 ')).toEqual({ kind: 'credit_application', id: 1001 });
    expect(parseAuditRecord('group')).toEqual({ kind: 'group' });
    expect(parseAuditRecord('')).toEqual({});
  });

  it('refuses text that names no record', () => {
    expect(parseAuditRecord('Robert; DROP')).toBeNull();
  });
});

describe('auditTrailServerQuery', () => {
  it('sends only the filters that are set', () => {
    expect(auditTrailServerQuery(view({}))).toEqual({ page: 2, perPage: 50 });
    expect(
      auditTrailServerQuery(
        view({ user_id: '3', action: 'sign_in', record: 'retailer:12', date_from: '2026-11-01' }),
      ),
    ).toEqual({
      page: 2,
      perPage: 50,
      user_id: 3,
      action: 'sign_in',
      record_kind: 'retailer',
      record_id: 12,
      date_from: '2026-11-01',
    });
  });
});

describe('auditTrailExportFilters', () => {
  it('exports what the view filters, without its paging', () => {
    expect(auditTrailExportFilters(view({}))).toEqual({});
    expect(
      auditTrailExportFilters(view({ user_id: '3', record: '1001', date_to: '2026-11-30' })),
    ).toEqual({
      user_id: 3,
      record_kind: 'credit_application',
      record_id: 1001,
      date_to: '2026-11-30',
    });
  });
});

describe('labels and details', () => {
  it('reads an action as its area and what was done', () => {
    expect(auditActionLabel('credit_application.consumer_viewed')).toBe(
      'Credit application: consumer viewed',
    );
    expect(auditActionLabel('sign_out')).toBe('Sign out');
  });

  it('finds a change with before and after, and lists the rest of the detail', () => {
    const detail = { before: { a: 1 }, after: { a: 2 }, reason: 'typo', version: 3 };
    expect(auditChange(detail)).toEqual({ before: { a: 1 }, after: { a: 2 } });
    expect(auditChange({ reason: 'x' })).toBeNull();
    expect(auditDetailEntries(detail)).toEqual([
      ['Reason', 'typo'],
      ['Version', '3'],
    ]);
  });
});

describe('auditPeopleOptions', () => {
  it('offers the signed-in user and everyone on the page once each, by name', () => {
    const alex = { user_id: 3, name: 'Alex Morgan' };
    const sam = { user_id: 1, name: 'Sam Administrator' };
    expect(
      auditPeopleOptions([{ user: alex }, { user: null }, { user: alex }], sam, undefined),
    ).toEqual([
      { value: '3', label: 'Alex Morgan' },
      { value: '1', label: 'Sam Administrator' },
    ]);
  });
});
