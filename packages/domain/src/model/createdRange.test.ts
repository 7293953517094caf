import { describe, expect, it } from 'vitest';
import { createdRangeQuery, isoDayOrNull } from './createdRange';

describe('isoDayOrNull', () => {
  it('keeps an ISO day and drops anything else', () => {
    expect(isoDayOrNull('2026-03-01')).toBe('2026-03-01');
    expect(isoDayOrNull('2026-13-01')).toBeNull();
    expect(isoDayOrNull('yesterday')).toBeNull();
    expect(isoDayOrNull(null)).toBeNull();
  });
});

describe('createdRangeQuery', () => {
  it('sends only the valid days of the range', () => {
    expect(createdRangeQuery('2026-01-01', '2026-02-01')).toEqual({
      date_from: '2026-01-01',
      date_to: '2026-02-01',
    });
    expect(createdRangeQuery('2026-01-01', 'x')).toEqual({ date_from: '2026-01-01' });
    expect(createdRangeQuery(null, null)).toEqual({});
  });
});
