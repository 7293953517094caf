import type { ExportJobSummary } from './ExportList';
import type { ExportScheduleSummary } from './ExportScheduleList';

export const storyExports: ExportJobSummary[] = [
  { id: 14, report: 'credit_application', status: 'PENDING', created_at: '2026-11-20T14:05:09Z' },
  {
    id: 13,
    report: 'credit_application',
    status: 'COMPLETED',
    row_count: 1024,
    created_at: '2026-11-20T13:41:00Z',
  },
  {
    id: 12,
    report: 'credit_application',
    status: 'FAILED',
    error: 'The export could not be written. Please try again.',
    created_at: '2026-11-19T09:12:30Z',
  },
  {
    id: 11,
    report: 'credit_application',
    status: 'COMPLETED',
    row_count: 98_765,
    created_at: '2026-11-18T17:00:00Z',
  },
];

export const storySchedules: ExportScheduleSummary[] = [
  {
    id: 3,
    report: 'credit_application',
    frequency: 'weekly',
    date_range: { kind: 'last_7_days' },
    recipients: ['vera.jones@example.com'],
    send_time: '07:00',
    paused: false,
    next_run_at: '2026-11-23T07:00:00Z',
    last_run_at: '2026-11-16T06:00:00Z',
  },
  {
    id: 2,
    report: 'credit_application',
    frequency: 'daily',
    date_range: { kind: 'fixed', from: '2026-10-24', to: '2026-12-24' },
    recipients: [
      'underwriting.team.leads@northbank-finance.example.com',
      'risk-and-compliance-reporting@northbank-finance.example.com',
      'ops@example.com',
    ],
    send_time: '06:00',
    paused: true,
    next_run_at: '2026-11-21T06:00:00Z',
    last_run_at: null,
  },
];
