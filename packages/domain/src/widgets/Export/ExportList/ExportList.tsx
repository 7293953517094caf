import {
  Alert,
  Badge,
  Button,
  formatDateTime,
  Table,
  type TableColumn,
  type Tone,
} from '@backoffice/ui';

export type ExportJobStatus = 'PENDING' | 'COMPLETED' | 'FAILED';

/** The parts of an export job the list shows (the contract's Export). */
export interface ExportJobSummary {
  id: number;
  report: string;
  status: ExportJobStatus;
  row_count?: number | null;
  created_at: string;
  error?: string | null;
}

/** Reports by the name people know them by; an unknown report shows its key. */
export const exportReportLabels: Record<string, string> = {
  credit_application: 'Credit Applications',
  retailer: 'Merchants',
  retailer_application: 'New Merchants',
  user: 'Users',
  group: 'Groups',
  watch_list: 'Watch Lists',
  audit_trail: 'Audit Trail',
};
export const exportReportLabel = (report: string) => exportReportLabels[report] ?? report;

const statusTones: Record<ExportJobStatus, Tone> = {
  PENDING: 'info',
  COMPLETED: 'positive',
  FAILED: 'critical',
};

export interface ExportListProps {
  exports: readonly ExportJobSummary[];
  isLoading?: boolean;
  /** The reason the list could not be loaded; shown with Retry. */
  error?: string | null;
  onRetry?: () => void;
  /** Saves a completed export's file. */
  onDownload: (exportJob: ExportJobSummary) => void;
  /** The export whose file is being fetched, whose Download waits. */
  downloadingId?: number | null;
  className?: string;
}

/** The user's exports, newest first: report, when, status, rows, and Download once completed. */
export function ExportList({
  exports,
  isLoading = false,
  error,
  onRetry,
  onDownload,
  downloadingId,
  className,
}: ExportListProps) {
  if (error) {
    return (
      <Alert tone="critical" title="The exports could not be loaded" className={className}>
        <p>{error}</p>
        {onRetry ? <Button onPress={onRetry}>Retry</Button> : null}
      </Alert>
    );
  }
  const columns: TableColumn<ExportJobSummary>[] = [
    {
      id: 'report',
      name: 'Report',
      isRowHeader: true,
      render: (row) => `${exportReportLabel(row.report)} #${row.id}`,
    },
    { id: 'created', name: 'Created', render: (row) => formatDateTime(new Date(row.created_at)) },
    {
      id: 'status',
      name: 'Status',
      render: (row) => (
        <Badge tone={statusTones[row.status]} title={row.error ?? undefined}>
          {row.status}
        </Badge>
      ),
    },
    {
      id: 'rows',
      name: 'Rows',
      render: (row) =>
        row.row_count === null || row.row_count === undefined
          ? '–'
          : row.row_count.toLocaleString('en-GB'),
    },
    {
      id: 'file',
      name: 'File',
      render: (row) =>
        row.status === 'COMPLETED' ? (
          <Button
            size="sm"
            aria-label={`Download ${exportReportLabel(row.report)} export ${row.id}`}
            isPending={downloadingId === row.id}
            onPress={() => onDownload(row)}
          >
            Download
          </Button>
        ) : row.status === 'FAILED' ? (
          (row.error ?? 'Failed')
        ) : (
          'Preparing'
        ),
    },
  ];
  return (
    <Table
      aria-label="Exports"
      columns={columns}
      rows={[...exports]}
      isLoading={isLoading}
      emptyState="No exports yet. Use Export Report on a report to make one."
      className={className}
    />
  );
}
