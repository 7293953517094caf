import { describe, expect, it } from 'vitest';
import {
  EXPORT_ROW_LIMIT,
  auditTrailExportFields,
  creditApplicationExportFields,
  exportFieldLabels,
  exportLimitMessage,
  unknownExportFields,
} from './exportReports';

describe('exportLimitMessage', () => {
  it('names the limit in the words of the spec', () => {
    expect(exportLimitMessage()).toBe(
      'Export limit of 100000 exceeded, please reduce selection and try again.',
    );
    expect(EXPORT_ROW_LIMIT).toBe(100_000);
  });
});

describe('the credit_application report', () => {
  it('leaves out credit_sentry and status_logs', () => {
    const keys = creditApplicationExportFields.map((field) => field.key);
    expect(keys.some((key) => key.startsWith('credit_sentry'))).toBe(false);
    expect(keys.some((key) => key.startsWith('status_logs'))).toBe(false);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('heads the CSV with the labels the fields are picked by', () => {
    expect(
      exportFieldLabels('credit_application', ['originator.name', 'credit_application_id']),
    ).toEqual(['Merchant', 'App ID']);
  });

  it('names the fields it does not offer', () => {
    expect(unknownExportFields('credit_application', ['consumer', 'status_logs'])).toEqual([
      'status_logs',
    ]);
    expect(unknownExportFields('retailer', ['name'])).toEqual(['name']);
  });
});

describe('the audit_trail report', () => {
  it('offers the columns of the trail under their names, and the details', () => {
    expect(auditTrailExportFields.filter((field) => field.preselected).map((f) => f.label)).toEqual(
      ['When', 'Who', 'What', 'Record', 'Details'],
    );
    const keys = auditTrailExportFields.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(exportFieldLabels('audit_trail', ['subject', 'user.name'])).toEqual(['Record', 'Who']);
    expect(unknownExportFields('audit_trail', ['detail', 'consumer'])).toEqual(['consumer']);
  });
});
