import { isoDay, shiftMonths, type ReportQueryDefaults } from './reportQuery';
import type { ApplicationStatus } from './statuses';

/**
 * The credit application list (credit-applications-and-policies.md section 2): its default
 * filters, and how an application's status history is listed.
 */
export const defaultListedStatuses: readonly ApplicationStatus[] = [
  'ACCEPT',
  'ACTION-CUSTOMER',
  'ACTION-LENDER',
  'COMPLETE',
  'CANCEL',
  'DECLINE',
  'FULFILLED',
  'INSPECT',
  'REFER',
  'PREDECLINE',
  'VERIFIED',
  'PRE-APPROVE',
  'AMENDED',
];

/** Report filters of the list; the date range applies to the status date. */
export function creditApplicationReportDefaults(today: Date): ReportQueryDefaults {
  return {
    filters: {
      date_from: isoDay(shiftMonths(today, -1)),
      date_to: isoDay(shiftMonths(today, 1)),
      status: defaultListedStatuses,
      historic: 'false',
      credit_sentry_flagged: '',
      retailer_name: '',
      decision_policy_id: [],
      product_package_id: [],
    },
    order: { column: 'timestamp', direction: 'descending' },
    perPage: 25,
    dateFilters: ['date_from', 'date_to'],
  };
}

/** Keys of the list's orderable columns (the server's order[] keys). */
export const creditApplicationOrderKeys = [
  'timestamp',
  'time_submitted',
  'credit_application_id',
] as const;

interface StatusHistoryEntry {
  status: string;
  timestamp: string;
}

/** The status history as shown: newest first, NO-DECISION hidden, SUBMITTED always last. */
export function statusHistoryShown<Entry extends StatusHistoryEntry>(
  entries: readonly Entry[],
): Entry[] {
  const shown = entries
    .filter((entry) => entry.status !== 'NO-DECISION')
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  return [
    ...shown.filter((entry) => entry.status !== 'SUBMITTED'),
    ...shown.filter((entry) => entry.status === 'SUBMITTED'),
  ];
}
