/**
 * Exports of reports as CSV: which fields each report offers, the row limit and its message.
 * Shared by the console's field picker and the server's export job, so both agree on names.
 */
import { watchListColumns } from './watchList';

/** The most rows one export may hold (platform-shell.md, constants). */
export const EXPORT_ROW_LIMIT = 100_000;

export const exportLimitMessage = (max: number = EXPORT_ROW_LIMIT) =>
  `Export limit of ${max} exceeded, please reduce selection and try again.`;

export interface ExportField {
  /** The name sent in the export request's fields. */
  key: string;
  /** What the field picker calls it, and so the CSV's header. */
  label: string;
  /** Ticked when the field picker opens. */
  preselected: boolean;
}

/**
 * The credit_application report: every listed field of an application except credit_sentry
 * and status_logs, which the spec keeps out of the export.
 */
export const creditApplicationExportFields: readonly ExportField[] = [
  { key: 'credit_application_id', label: 'App ID', preselected: true },
  { key: 'credit_request_id', label: 'Credit request ID', preselected: false },
  { key: 'consumer', label: 'Consumer', preselected: true },
  { key: 'originator.name', label: 'Merchant', preselected: true },
  { key: 'retailer_reference', label: 'Merchant reference', preselected: false },
  { key: 'retailer_installation_name', label: 'Merchant installation', preselected: false },
  { key: 'loan_type.code', label: 'Loan type', preselected: true },
  { key: 'advance', label: 'Advance (£)', preselected: true },
  { key: 'finance.product.product_code', label: 'Product code', preselected: false },
  { key: 'lender', label: 'Lender', preselected: false },
  { key: 'lender_reference', label: 'Lender reference', preselected: false },
  { key: 'current_status.status', label: 'Status', preselected: true },
  { key: 'current_status.current_reason', label: 'Status reason', preselected: false },
  { key: 'current_status.timestamp', label: 'Date', preselected: true },
  { key: 'time_submitted', label: 'Submitted', preselected: false },
];

export type ExportReportName =
  | 'credit_application'
  | 'retailer'
  | 'retailer_application'
  | 'user'
  | 'group'
  | 'watch_list'
  | 'audit_trail';

/**
 * The watch_list report: one list's items (filter fraud_watch_list_id) in the upload's columns,
 * headed by the upload's column names, so that a downloaded list uploads again unchanged.
 */
export const watchListExportFields: readonly ExportField[] = watchListColumns.map((column) => ({
  key: column.field,
  label: column.header,
  preselected: true,
}));

/**
 * The audit_trail report: the audit trail's events as the list shows them, newest first, under
 * the list's column names. What is done is the action's code ('credit_application.cancel') and
 * the details are the row's detail as JSON, withheld in part as on the list.
 */
export const auditTrailExportFields: readonly ExportField[] = [
  { key: 'audit_id', label: 'Event ID', preselected: false },
  { key: 'happened_at', label: 'When', preselected: true },
  { key: 'user.name', label: 'Who', preselected: true },
  { key: 'ghosted_by.name', label: 'Ghosted by', preselected: false },
  { key: 'action', label: 'What', preselected: true },
  { key: 'subject', label: 'Record', preselected: true },
  { key: 'detail', label: 'Details', preselected: true },
  { key: 'ip_address', label: 'IP address', preselected: false },
];

/** Reports whose export is built; the others answer that they cannot be exported yet. */
export const exportReportFields: Partial<Record<ExportReportName, readonly ExportField[]>> = {
  credit_application: creditApplicationExportFields,
  watch_list: watchListExportFields,
  audit_trail: auditTrailExportFields,
};

/** Keys the report offers, in its order; unknown keys are the caller's error to report. */
export function unknownExportFields(report: ExportReportName, keys: readonly string[]): string[] {
  const offered = new Set((exportReportFields[report] ?? []).map((field) => field.key));
  return keys.filter((key) => !offered.has(key));
}

/** The CSV's headers for the fields: the labels the user picked them by in the field picker. */
export function exportFieldLabels(report: ExportReportName, keys: readonly string[]): string[] {
  const labels = new Map(
    (exportReportFields[report] ?? []).map((field) => [field.key, field.label]),
  );
  return keys.map((key) => labels.get(key) ?? key);
}
