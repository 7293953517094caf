import { Button, Link, formatDateTime } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/ui/theme';
import type { ReactNode } from 'react';
import type { ReportFilterValues, ReportOrder } from '../../../model/reportQuery';
import { watchListFileName } from '../../../model/watchList';
import { ReportFilters } from '../../Report/ReportFilters';
import { ReportTable, type ReportColumn, type ReportLoadError } from '../../Report/ReportTable';
import type { ReportFilterDefinition } from '../../Report/reportFilterTypes';
import { enabledRow, timestamp, watchListReport } from './WatchListReport.css';

/** One row of the report, structurally the contract's FraudWatchListSummary. */
export interface WatchListReportRow {
  fraud_watch_list_id: number;
  start_time: string;
  end_time: string | null;
  item_count: number;
  enabled: boolean;
}

/** The report's order keys: the columns the server sorts by. */
export const watchListOrderKeys = [
  'fraud_watch_list_id',
  'start_time',
  'end_time',
  'item_count',
] as const;

/** The dates filter, the only one the report has. */
export const watchListReportFilters: readonly ReportFilterDefinition[] = [
  {
    kind: 'date-range',
    label: 'Start Time',
    from: 'date_from',
    to: 'date_to',
    disallowFuture: true,
  },
];

export interface WatchListReportProps {
  rows: readonly WatchListReportRow[];
  /** Lists over all pages; undefined while the first answer is awaited. */
  total?: number;
  page: number;
  perPage: number;
  order: ReportOrder | null;
  filterValues: ReportFilterValues;
  onFiltersChange: (changes: ReportFilterValues) => void;
  onOrderChange: (order: ReportOrder) => void;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** Download: the page runs the Download Watch List export of that list. */
  onDownload: (watchListId: number) => void;
  /** Where a list's page is; its Watch List ID links there. */
  watchListHref: (watchListId: number) => string;
  isLoading?: boolean;
  error?: ReportLoadError;
  onRetry?: () => void;
  className?: string;
}

const when = (value: string | null) =>
  value === null ? '' : <span className={timestamp}>{formatDateTime(new Date(value))}</span>;

/** The enabled list's cells are bold; its ID cell also says so in words. */
const cellOf = (row: WatchListReportRow, content: ReactNode) =>
  row.enabled ? <span className={enabledRow}>{content}</span> : content;

/**
 * The Watch Lists report (merchants.md "Watch list"): a dates filter (no Reset, no export) and
 * the lists with Watch List ID, Start Time, End Time, Item Count and Download, dates as
 * dd/MM/yy HH:mm:ss and the enabled list in bold.
 */
export function WatchListReport({
  rows,
  total,
  page,
  perPage,
  order,
  filterValues,
  onFiltersChange,
  onOrderChange,
  onPageChange,
  onPerPageChange,
  onDownload,
  watchListHref,
  isLoading,
  error,
  onRetry,
  className,
}: WatchListReportProps) {
  const columns: ReportColumn<WatchListReportRow>[] = [
    {
      id: 'fraud_watch_list_id',
      header: 'Watch List ID',
      isRowHeader: true,
      isOrderable: true,
      isAlwaysShown: true,
      cell: (row) =>
        cellOf(
          row,
          <>
            <Link href={watchListHref(row.fraud_watch_list_id)}>{row.fraud_watch_list_id}</Link>
            {row.enabled ? <span className={visuallyHidden}>{', enabled'}</span> : null}
          </>,
        ),
    },
    {
      id: 'start_time',
      header: 'Start Time',
      isOrderable: true,
      cell: (row) => cellOf(row, when(row.start_time)),
    },
    {
      id: 'end_time',
      header: 'End Time',
      isOrderable: true,
      cell: (row) => cellOf(row, when(row.end_time)),
    },
    {
      id: 'item_count',
      header: 'Item Count',
      isOrderable: true,
      cell: (row) => cellOf(row, row.item_count.toLocaleString('en-GB')),
    },
    {
      id: 'download',
      header: 'Download',
      isAlwaysShown: true,
      cell: (row) => (
        <Button
          size="sm"
          variant="tertiary"
          aria-label={`Download ${watchListFileName(row.fraud_watch_list_id)}`}
          onPress={() => onDownload(row.fraud_watch_list_id)}
        >
          Download
        </Button>
      ),
    },
  ];
  return (
    <div className={[watchListReport, className].filter(Boolean).join(' ')}>
      <ReportFilters
        title="Watch Lists"
        filters={watchListReportFilters}
        values={filterValues}
        onChange={onFiltersChange}
      />
      <ReportTable
        aria-label="Watch Lists"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.fraud_watch_list_id}
        rowNoun={{ one: 'watch list', other: 'watch lists' }}
        order={order}
        onOrderChange={onOrderChange}
        total={total}
        page={page}
        perPage={perPage}
        onPageChange={onPageChange}
        onPerPageChange={onPerPageChange}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
      />
    </div>
  );
}
