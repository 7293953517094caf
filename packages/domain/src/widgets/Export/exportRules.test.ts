import { describe, expect, it } from 'vitest';
import { creditApplicationExportFields } from '../../model/exportReports';
import {
  exportFieldsProblem,
  parseRecipients,
  preselectedExportFields,
  recipientsProblems,
} from './exportRules';

describe('preselectedExportFields', () => {
  it("ticks the report's preselected fields in its order", () => {
    expect(preselectedExportFields(creditApplicationExportFields)).toEqual([
      'credit_application_id',
      'consumer',
      'originator.name',
      'loan_type.code',
      'advance',
      'current_status.status',
      'current_status.timestamp',
    ]);
  });
});

describe('exportFieldsProblem', () => {
  it('needs at least one field', () => {
    expect(exportFieldsProblem([])).toBe('Tick at least one field to export.');
    expect(exportFieldsProblem(['consumer'])).toBeNull();
  });
});

describe('parseRecipients', () => {
  it('splits on commas, semicolons, spaces and new lines and drops empty entries', () => {
    expect(parseRecipients(' a@example.com, b@example.com;\nc@example.com ,, ')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
  });
});

describe('recipientsProblems', () => {
  it('accepts one to ten email addresses', () => {
    expect(recipientsProblems(['ops@example.com'])).toEqual([]);
    const ten = Array.from({ length: 10 }, (_, index) => `user${index}@example.com`);
    expect(recipientsProblems(ten)).toEqual([]);
  });

  it('needs at least one address', () => {
    expect(recipientsProblems([])).toEqual(['Enter at least one email address.']);
  });

  it('names each address that is not an email address', () => {
    expect(recipientsProblems(['ops@example.com', 'bob@', 'alice'])).toEqual([
      '"bob@" is not a valid email address.',
      '"alice" is not a valid email address.',
    ]);
  });

  it('refuses more than ten addresses', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `user${index}@example.com`);
    expect(recipientsProblems(eleven)).toEqual(['Enter at most 10 email addresses (11 given).']);
  });

  it('names an address given twice, whatever its case', () => {
    expect(recipientsProblems(['ops@example.com', 'OPS@example.com'])).toEqual([
      '"OPS@example.com" is given more than once.',
    ]);
  });
});
