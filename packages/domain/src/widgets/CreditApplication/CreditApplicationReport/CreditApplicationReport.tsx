import { Alert, formatDateTime, Heading, Inline, Link, Money, Stack, Text } from '@backoffice/ui';
import type { ReactNode } from 'react';
import {
  applicationStatuses,
  creditApplicationOrderKeys,
  loanTypes,
  policyFilterName,
  type LoanType,
  type ReportFilterValues,
  type ReportQuery,
} from '../../../model/index';
import { screenOnly } from '../../Report/Report.css';
import { ReportFilters } from '../../Report/ReportFilters';
import { reportFilterSummary } from '../../Report/reportFilterSummary';
import type { ReportFilterDefinition, ReportFilterOption } from '../../Report/reportFilterTypes';
import { ReportTable, type ReportColumn, type ReportLoadError } from '../../Report/ReportTable';
import { useReportPrint, type ReportPrintRows } from '../../Report/useReportPrint';
import { StatusBadge } from '../../StatusBadge';
import type { ApplicationStatusEntry } from '../creditApplicationTypes';
import * as styles from './CreditApplicationReport.css';

/** A row of the list: the contract's CreditApplicationSummary as far as the columns read it. */
export interface CreditApplicationRow {
  credit_application_id: number;
  consumer_name?: string | null;
  retailer_name: string;
  loan_type: string;
  advance_pence: number;
  current_status: ApplicationStatusEntry;
  credit_sentry_flagged: boolean;
}

export const creditApplicationPath = (creditAppId: number) => `/credit-app/${creditAppId}/`;

/** A loan type's name ("Instore"); an unknown code as it is. */
export function loanTypeName(code: string): string {
  return code in loanTypes ? loanTypes[code as LoanType] : code;
}

/** A flag; its meaning is in its accessible label, its colour only repeats it. */
export function CreditSentryFlag({ isFlagged }: { isFlagged: boolean }) {
  return (
    <span
      role="img"
      aria-label={isFlagged ? 'Credit sentry flags raised' : 'No credit sentry flags'}
      className={isFlagged ? styles.flagged : styles.notFlagged}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M3 1.5v13M3 2h9l-2 3.5L12 9H3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
    </span>
  );
}

/**
 * A name kept to one line, cut with an ellipsis and whole as hover text, so every row of the
 * compact list has one height whatever the demo or real names are (printed, it wraps whole).
 */
function OneLineName({ name }: { name: string }) {
  return (
    <Text maxLines={1} truncation="wrapped" title={name}>
      {name}
    </Text>
  );
}

const columns: ReportColumn<CreditApplicationRow>[] = [
  {
    id: 'consumer',
    header: 'Consumer',
    isRowHeader: true,
    cell: (row) => <OneLineName name={row.consumer_name ?? 'N/A'} />,
  },
  {
    id: 'merchant',
    header: 'Merchant',
    priority: 'low',
    cell: (row) => <OneLineName name={row.retailer_name} />,
  },
  {
    id: 'credit_application_id',
    header: 'App ID',
    isOrderable: true,
    isAlwaysShown: true,
    cell: (row) => <span className={styles.noWrap}>{row.credit_application_id}</span>,
  },
  {
    id: 'loan_type',
    header: 'Loan Type',
    priority: 'low',
    cell: (row) => loanTypeName(row.loan_type),
  },
  {
    id: 'advance',
    header: 'Advance',
    priority: 'medium',
    cell: (row) => <Money pence={row.advance_pence} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <StatusBadge
        status={row.current_status.status}
        reason={row.current_status.current_reason}
        isReasonOneLine
      />
    ),
  },
  {
    id: 'cs',
    header: 'CS',
    priority: 'low',
    cell: (row) => <CreditSentryFlag isFlagged={row.credit_sentry_flagged} />,
  },
  {
    id: 'timestamp',
    header: 'Date',
    priority: 'medium',
    isOrderable: true,
    cell: (row) => (
      <span className={styles.noWrap}>
        {formatDateTime(new Date(row.current_status.timestamp))}
      </span>
    ),
  },
  {
    id: 'link',
    header: 'View',
    isAlwaysShown: true,
    cell: (row) => (
      <Link
        href={creditApplicationPath(row.credit_application_id)}
        aria-label={`View application ${row.credit_application_id}`}
      >
        View
      </Link>
    ),
  },
];

const statusOptions = applicationStatuses.map((status) => ({ value: status, label: status }));

/** The list's filters (credit-applications-and-policies.md section 2). */
export function creditApplicationReportFilters(
  isLenderUser: boolean,
  policyOptions: readonly ReportFilterOption[],
): ReportFilterDefinition[] {
  return [
    { kind: 'date-range', label: 'Date', from: 'date_from', to: 'date_to' },
    { kind: 'like', name: 'retailer_name', label: 'Merchant', placeholder: 'Search merchants' },
    {
      kind: 'choice',
      name: 'historic',
      label: 'Applications',
      options: [
        { value: 'false', label: 'Current' },
        { value: 'true', label: 'Historic' },
      ],
    },
    { kind: 'checkbox', name: 'credit_sentry_flagged', label: 'Credit Sentry Flagged' },
    {
      kind: 'checkboxes',
      name: 'status',
      label: 'Status',
      section: 'Statuses',
      hasSelectAll: true,
      options: statusOptions,
    },
    {
      kind: 'checkboxes',
      name: policyFilterName(isLenderUser),
      label: 'Decision Policy',
      section: 'Decision Policies',
      hasSelectAll: true,
      options: policyOptions,
    },
  ];
}

export interface CreditApplicationReportProps<Row extends CreditApplicationRow> {
  /** The view: filters, order, page and page size. */
  view: ReportQuery;
  /** Lender users filter by decision policy, staff by product package. */
  isLenderUser: boolean;
  /** The decision policies or product packages to filter by. */
  policyOptions: readonly ReportFilterOption[];
  /** Saved views, beside the heading; left off on paper. */
  savedViews?: ReactNode;
  /** Export Report, beside Reset and Print. */
  exportAction?: ReactNode;
  onFiltersChange: (changes: ReportFilterValues) => void;
  onReset: () => void;
  /** A new order, page or page size. */
  onViewChange: (view: ReportQuery) => void;
  onPerPageChange: (perPage: number) => void;
  /** Loads the view's rows over all pages, up to the limit, for Print. */
  loadPrintRows: (limit: number) => Promise<ReportPrintRows<Row>>;
  rows: readonly Row[];
  total?: number;
  isTotalCapped: boolean;
  hasNextPage: boolean;
  onNextPage: () => void;
  onPreviousPage: () => void;
  isLoading: boolean;
  error: ReportLoadError;
  onRetry: () => void;
  renderQuickView: (row: Row) => ReactNode;
  /** Where this browser remembers the columns chosen. */
  columnsStorageKey: string;
}

/**
 * 'Credit Applications': the report of applications with its filters, Print, saved views and a
 * quick view per row. The page keeps the view (in its URL) and loads the rows.
 */
export function CreditApplicationReport<Row extends CreditApplicationRow>({
  view,
  isLenderUser,
  policyOptions,
  savedViews,
  exportAction,
  onFiltersChange,
  onReset,
  onViewChange,
  onPerPageChange,
  loadPrintRows,
  renderQuickView,
  ...table
}: CreditApplicationReportProps<Row>) {
  const filters = creditApplicationReportFilters(isLenderUser, policyOptions);
  const printing = useReportPrint(loadPrintRows, reportFilterSummary(filters, view.filters));
  return (
    <section aria-labelledby="credit-applications-title" className={styles.page}>
      <Stack gap="150">
        <Inline gap="200">
          <Heading level={1} size="xl" id="credit-applications-title">
            Credit Applications
          </Heading>
          {savedViews ? <div className={screenOnly}>{savedViews}</div> : null}
        </Inline>
        <ReportFilters
          filters={filters}
          values={view.filters}
          onChange={onFiltersChange}
          onReset={onReset}
          onPrint={() => void printing.print()}
          isPrintPending={printing.isPreparing}
          defaultExpanded={false}
          actions={exportAction}
        />
        {printing.error ? (
          <Alert tone="critical" title="The list could not be prepared for printing.">
            {printing.error}
          </Alert>
        ) : null}
        <ReportTable<Row>
          {...table}
          aria-label="Credit Applications"
          columns={columns}
          getRowId={(row) => row.credit_application_id}
          rowNoun={{ one: 'credit application', other: 'credit applications' }}
          order={view.order}
          onOrderChange={(order) => {
            if (!(creditApplicationOrderKeys as readonly string[]).includes(order.column)) return;
            onViewChange({ ...view, order, page: 1 });
          }}
          renderQuickView={renderQuickView}
          page={view.page}
          perPage={view.perPage}
          onPageChange={(page) => onViewChange({ ...view, page })}
          onPerPageChange={onPerPageChange}
          printout={printing.printout}
          density="compact"
        />
      </Stack>
    </section>
  );
}
