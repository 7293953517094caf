import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  Spinner,
  Table,
  Tooltip,
  formatDateTime,
  type TableColumn,
} from '@backoffice/ui';
import { useState } from 'react';
import { SettlementFileDetails } from '../SettlementFileDetails';
import { SettlementStatus } from '../SettlementStatus';
import type { SettlementLenderSummary, SettlementPeriod } from '../settlementTypes';
import {
  actions,
  fileBlock,
  fileBlocks,
  fileBlockTitle,
  loading,
  nowrap,
  settlementReport,
} from './SettlementReport.css';

export interface SettlementReportProps {
  lenders: readonly SettlementLenderSummary[];
  /** The first load is awaited. */
  isLoading?: boolean;
  /** The last load failed: the response's status text, or Error response. */
  error?: string | null;
  /** The period Regenerate & Send asks for (the screen's date rule). */
  regenerationPeriod: SettlementPeriod;
  /** Regenerate & Send of a lender, once the user has confirmed it. */
  onRegenerate: (lender: SettlementLenderSummary) => void;
  /** The lender whose regeneration is being sent. */
  regeneratingLenderId?: number | null;
  /** Where a definition's history is. */
  historyHref: (definitionId: string) => string;
  className?: string;
}

interface Row {
  id: number;
  lender: SettlementLenderSummary;
}

const day = (milliseconds: number) =>
  new Date(milliseconds).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
  });

function RegenerateIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M13 8a5 5 0 1 1-1.5-3.6M13 2.5v2.5h-2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Settlement Files - Last Run (platform-shell.md 2.10): each lender with its last run, the
 * roll-up status and description, Regenerate & Send (asked for once per file of the lender,
 * after a confirmation), an options button that stays disabled, and an expand toggle opening a
 * detail block per settlement file. A spinner shows while the first load runs and the error of
 * a failed load shows above the table until a load succeeds.
 */
export function SettlementReport({
  lenders,
  isLoading = false,
  error = null,
  regenerationPeriod,
  onRegenerate,
  regeneratingLenderId = null,
  historyHref,
  className,
}: SettlementReportProps) {
  const [confirming, setConfirming] = useState<SettlementLenderSummary | null>(null);
  const columns: TableColumn<Row>[] = [
    { id: 'lender', name: 'Lender', isRowHeader: true, render: (row) => row.lender.lender },
    {
      id: 'run',
      name: 'Settlement File Run',
      render: (row) =>
        row.lender.settlement[0] ? (
          <span className={nowrap}>{formatDateTime(new Date(row.lender.settlement[0].time))}</span>
        ) : (
          'No files yet'
        ),
    },
    {
      id: 'status',
      name: 'Status',
      render: (row) => <SettlementStatus files={row.lender.settlement} />,
    },
    {
      id: 'description',
      name: 'Description',
      render: (row) => row.lender.settlement.map((file) => file.description_short).join(', '),
    },
    {
      id: 'actions',
      name: 'Actions',
      render: (row) => (
        <span className={actions}>
          <Tooltip content="Regenerate & Send">
            <Button
              size="sm"
              variant="secondary"
              isIconOnly
              aria-label={`Regenerate & Send ${row.lender.lender}`}
              isDisabled={row.lender.settlement.length === 0}
              isPending={regeneratingLenderId === row.lender.lender_id}
              onPress={() => setConfirming(row.lender)}
            >
              <RegenerateIcon />
            </Button>
          </Tooltip>
          <Button
            size="sm"
            variant="tertiary"
            isIconOnly
            isDisabled
            aria-label={`Options for ${row.lender.lender}`}
          >
            <span aria-hidden="true">⋯</span>
          </Button>
        </span>
      ),
    },
  ];
  const rows: Row[] = lenders.map((lender) => ({ id: lender.lender_id, lender }));
  return (
    <div className={[settlementReport, className].filter(Boolean).join(' ')}>
      {isLoading ? (
        <div className={loading}>
          <Spinner aria-label="Loading the settlement files" />
          <span>Loading the settlement files…</span>
        </div>
      ) : null}
      {error ? (
        <Alert tone="critical" title="The settlement files could not be loaded.">
          {error}
        </Alert>
      ) : null}
      <Table
        aria-label="Settlement Files - Last Run"
        columns={columns}
        rows={rows}
        renderDetail={(row) =>
          row.lender.settlement.length === 0 ? (
            <EmptyState title="No settlement files yet." />
          ) : (
            <div className={fileBlocks}>
              {row.lender.settlement.map((file) => (
                <section
                  key={file.settlement_file_id}
                  className={fileBlock}
                  aria-label={file.description_short}
                >
                  <h3 className={fileBlockTitle}>{file.description_short}</h3>
                  <SettlementFileDetails
                    file={file}
                    historyHref={historyHref(file.definition_id)}
                  />
                </section>
              ))}
            </div>
          )
        }
        emptyState={
          <EmptyState title={isLoading ? 'Loading…' : 'No lenders have settlement files.'} />
        }
      />
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Regenerate & Send"
        message={
          confirming
            ? `Make the settlement ${confirming.settlement.length === 1 ? 'file' : 'files'} of ${confirming.lender} for ${day(regenerationPeriod.start_date)} again and send ${confirming.settlement.length === 1 ? 'it' : 'them'} to every recipient?`
            : ''
        }
        confirmLabel="Regenerate & Send"
        isDestructive={false}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onRegenerate(confirming);
          setConfirming(null);
        }}
      />
    </div>
  );
}
