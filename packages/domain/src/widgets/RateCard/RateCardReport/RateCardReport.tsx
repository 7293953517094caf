import { Button, ConfirmDialog, Inline, Link } from '@backoffice/ui';
import { useState } from 'react';
import type { ReportFilterValues, ReportOrder } from '../../../model/reportQuery';
import { formatShortDate } from '../../../model/shortDate';
import { ReportFilters } from '../../Report/ReportFilters';
import { ReportTable, type ReportColumn, type ReportLoadError } from '../../Report/ReportTable';
import type { ReportFilterDefinition, ReportFilterOption } from '../../Report/reportFilterTypes';
import { dates, rateCardReport } from './RateCardReport.css';

/** One row of the report, structurally the contract's RateCardSummary. */
export interface RateCardReportRow {
  rate_card_id: number;
  name: string;
  type: { rate_card_type_id: number; name: string };
  date_created: string;
  last_modified: string | null;
}

/** The report's order keys: the columns the server sorts by. */
export const rateCardOrderKeys = ['name', 'type', 'date_created'] as const;

/** The spec's question before a card is deleted. */
export const RATE_CARD_DELETE_QUESTION = 'Are you sure you wish to delete this rate card?';

/** Name contains, the types and the created dates. */
export function rateCardReportFilters(
  types: readonly ReportFilterOption[],
): readonly ReportFilterDefinition[] {
  return [
    { kind: 'like', label: 'Name', name: 'name', placeholder: 'Name contains' },
    { kind: 'checkboxes', label: 'Type', name: 'rate_card_type_id', options: types },
    {
      kind: 'date-range',
      label: 'Created',
      from: 'date_from',
      to: 'date_to',
      disallowFuture: true,
    },
  ];
}

export interface RateCardReportProps {
  rows: readonly RateCardReportRow[];
  /** The rate card types, for the Type filter. */
  types: readonly { rate_card_type_id: number; name: string }[];
  total?: number;
  page: number;
  perPage: number;
  order: ReportOrder | null;
  filterValues: ReportFilterValues;
  onFiltersChange: (changes: ReportFilterValues) => void;
  onReset: () => void;
  onOrderChange: (order: ReportOrder) => void;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** Where a card's page is (View/Edit). */
  rateCardHref: (rateCardId: number) => string;
  /** Deletes a card once confirmed; a rejection keeps the dialog's question answered. */
  onDelete: (rateCardId: number) => void;
  /** The card being deleted, while the server works. */
  deletingId?: number | null;
  isLoading?: boolean;
  error?: ReportLoadError;
  onRetry?: () => void;
  className?: string;
}

/**
 * The Rate Cards report (merchants.md "Rate card list"): filters with Reset and dates (no
 * export), and Name / Type / Created/Last Modified with View/Edit and Delete, which asks first.
 */
export function RateCardReport({
  rows,
  types,
  total,
  page,
  perPage,
  order,
  filterValues,
  onFiltersChange,
  onReset,
  onOrderChange,
  onPageChange,
  onPerPageChange,
  rateCardHref,
  onDelete,
  deletingId = null,
  isLoading,
  error,
  onRetry,
  className,
}: RateCardReportProps) {
  const [confirming, setConfirming] = useState<RateCardReportRow | null>(null);
  const columns: ReportColumn<RateCardReportRow>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      isOrderable: true,
      isAlwaysShown: true,
      cell: (row) => <Link href={rateCardHref(row.rate_card_id)}>{row.name}</Link>,
    },
    { id: 'type', header: 'Type', isOrderable: true, cell: (row) => row.type.name },
    {
      id: 'date_created',
      header: 'Created/Last Modified',
      isOrderable: true,
      cell: (row) => (
        <span className={dates}>
          {formatShortDate(row.date_created)}
          {row.last_modified ? ` / ${formatShortDate(row.last_modified)}` : ''}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      isAlwaysShown: true,
      cell: (row) => (
        <Inline gap="100">
          <Link href={rateCardHref(row.rate_card_id)} aria-label={`View/Edit ${row.name}`}>
            View/Edit
          </Link>
          <Button
            size="sm"
            variant="tertiary"
            tone="critical"
            aria-label={`Delete ${row.name}`}
            isPending={deletingId === row.rate_card_id}
            onPress={() => setConfirming(row)}
          >
            Delete
          </Button>
        </Inline>
      ),
    },
  ];
  return (
    <div className={[rateCardReport, className].filter(Boolean).join(' ')}>
      <ReportFilters
        title="Rate Cards"
        filters={rateCardReportFilters(
          types.map((type) => ({ value: String(type.rate_card_type_id), label: type.name })),
        )}
        values={filterValues}
        onChange={onFiltersChange}
        onReset={onReset}
      />
      <ReportTable
        aria-label="Rate Cards"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.rate_card_id}
        rowNoun={{ one: 'rate card', other: 'rate cards' }}
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
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Delete Rate Card"
        message={RATE_CARD_DELETE_QUESTION}
        confirmLabel="Delete"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onDelete(confirming.rate_card_id);
          setConfirming(null);
        }}
      />
    </div>
  );
}
