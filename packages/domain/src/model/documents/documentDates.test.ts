import { describe, expect, it } from 'vitest';
import { formatDocumentDate, formatDocumentDateTime } from './documentDates';

describe('document dates', () => {
  it('are written in UK format in UTC, whatever the time zone', () => {
    expect(formatDocumentDate('2026-03-02T23:30:00Z')).toBe('02/03/2026');
    expect(formatDocumentDate('2026-03-02T23:30:00-02:00')).toBe('03/03/2026');
    expect(formatDocumentDateTime('2026-03-02T09:05:00Z')).toBe('02/03/2026 09:05 UTC');
    expect(formatDocumentDate('not a date')).toBe('not a date');
  });
});
