import { describe, expect, it } from 'vitest';
import {
  creditApplicationReportDefaults,
  defaultListedStatuses,
  statusHistoryShown,
} from './creditApplicationReport';

describe('creditApplicationReportDefaults', () => {
  it('runs the date range from one month back to one month ahead, as yyyy-MM-dd', () => {
    const { filters } = creditApplicationReportDefaults(new Date(2026, 10, 23, 9, 30));
    expect(filters).toMatchObject({ date_from: '2026-10-23', date_to: '2026-12-23' });
  });

  it('lists the thirteen default statuses and current applications, newest status first', () => {
    const defaults = creditApplicationReportDefaults(new Date(2026, 10, 23));
    expect(defaults.filters.status).toBe(defaultListedStatuses);
    expect(defaultListedStatuses).toHaveLength(13);
    expect(defaults.filters.historic).toBe('false');
    expect(defaults.order).toEqual({ column: 'timestamp', direction: 'descending' });
  });
});

describe('statusHistoryShown', () => {
  const at = (status: string, timestamp: string) => ({ status, timestamp });

  it('lists newest first, hides NO-DECISION and puts SUBMITTED last', () => {
    const shown = statusHistoryShown([
      at('SUBMITTED', '2026-11-01T10:00:00Z'),
      at('NO-DECISION', '2026-11-01T10:01:00Z'),
      at('REFER', '2026-11-01T10:02:00Z'),
      at('ACCEPT', '2026-11-02T09:00:00Z'),
      at('SUBMITTED', '2026-11-03T09:00:00Z'),
    ]);
    expect(shown.map((entry) => entry.status)).toEqual([
      'ACCEPT',
      'REFER',
      'SUBMITTED',
      'SUBMITTED',
    ]);
  });
});
