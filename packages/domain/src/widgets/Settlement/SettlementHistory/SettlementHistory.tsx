import {
  Alert,
  Button,
  EmptyState,
  Pagination,
  Spinner,
  Table,
  Tooltip,
  formatDateTime,
  type TableColumn,
} from '@backoffice/ui';
import { SETTLEMENT_HISTORY_PAGE_SIZE } from '../../../model/settlement';
import { SettlementFileDetails } from '../SettlementFileDetails';
import { SettlementStatus } from '../SettlementStatus';
import type { SettlementFileSummary } from '../settlementTypes';
import { detail, errors, loading, nowrap, settlementHistory } from './SettlementHistory.css';

export interface SettlementHistoryProps {
  /** The definition's name for the table, e.g. "Daily settlement of Northbridge Finance". */
  title: string;
  files: readonly SettlementFileSummary[];
  /** Files over all pages; 0 shows no pages. */
  total: number;
  /** From 1; 10 files a page. */
  page: number;
  onPageChange: (page: number) => void;
  /** The page is loading (a change of page blanks the list until it arrives). */
  isLoading?: boolean;
  /** The last load failed: the response's status text, or Error response. */
  error?: string | null;
  /** Generate and send a past file again, for its own period. */
  onRegenerate: (file: SettlementFileSummary) => void;
  /** The file being regenerated. */
  regeneratingFileId?: number | null;
  className?: string;
}

type Row = { id: number; file: SettlementFileSummary };

/**
 * A settlement definition's history (platform-shell.md 2.10): Settlement File Run, Status,
 * Errors and Actions (generate and send again, expand) for 10 files a page, the pages below
 * (five numbers around the current one, with first and last; none when there is nothing), and
 * a spinner and error display around the table.
 */
export function SettlementHistory({
  title,
  files,
  total,
  page,
  onPageChange,
  isLoading = false,
  error = null,
  onRegenerate,
  regeneratingFileId = null,
  className,
}: SettlementHistoryProps) {
  const columns: TableColumn<Row>[] = [
    {
      id: 'run',
      name: 'Settlement File Run',
      isRowHeader: true,
      render: ({ file }) => <span className={nowrap}>{formatDateTime(new Date(file.time))}</span>,
    },
    { id: 'status', name: 'Status', render: ({ file }) => <SettlementStatus files={[file]} /> },
    {
      id: 'errors',
      name: 'Errors',
      render: ({ file }) =>
        file.errors.length === 0 ? (
          'None'
        ) : (
          <ul className={errors}>
            {file.errors.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        ),
    },
    {
      id: 'actions',
      name: 'Actions',
      render: ({ file }) => (
        <Tooltip content="Generate & Send">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Generate & Send ${file.description_short} again`}
            isPending={regeneratingFileId === file.settlement_file_id}
            isDisabled={!file.period_start || !file.period_end}
            onPress={() => onRegenerate(file)}
          >
            Generate & Send
          </Button>
        </Tooltip>
      ),
    },
  ];
  return (
    <div className={[settlementHistory, className].filter(Boolean).join(' ')}>
      {isLoading ? (
        <div className={loading}>
          <Spinner aria-label="Loading the settlement history" />
          <span>Loading the settlement history…</span>
        </div>
      ) : null}
      {error ? (
        <Alert tone="critical" title="The settlement history could not be loaded.">
          {error}
        </Alert>
      ) : null}
      <Table
        aria-label={title}
        columns={columns}
        rows={files.map((file) => ({ id: file.settlement_file_id, file }))}
        renderDetail={({ file }) => (
          <div className={detail}>
            <SettlementFileDetails file={file} />
          </div>
        )}
        emptyState={
          <EmptyState title={isLoading ? 'Loading…' : 'This settlement file has no history yet.'} />
        }
      />
      <Pagination
        aria-label={`${title} pages`}
        page={page}
        perPage={SETTLEMENT_HISTORY_PAGE_SIZE}
        total={total}
        onPageChange={onPageChange}
      />
    </div>
  );
}
