import { formatDateTime, Link, Stack } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { auditActionLabel, auditAreas } from '../../../model/auditTrail';
import type { ReportFilterValues } from '../../../model/reportQuery';
import { ReportFilters } from '../../Report/ReportFilters';
import { ReportTable, type ReportColumn, type ReportLoadError } from '../../Report/ReportTable';
import type { ReportFilterDefinition, ReportFilterOption } from '../../Report/reportFilterTypes';
import { AuditEventDetail } from '../AuditEventDetail';
import type { AuditEventRow, AuditRecordHref } from '../auditTypes';
import { ghostNote } from './AuditTrail.css';

/** The columns of every list of audit events: when, who, what and the record, with its link. */
export function auditEventColumns(recordHref: AuditRecordHref): ReportColumn<AuditEventRow>[] {
  return [
    {
      id: 'happened_at',
      header: 'When',
      isAlwaysShown: true,
      cell: (row) => (
        <time dateTime={row.happened_at}>{formatDateTime(new Date(row.happened_at))}</time>
      ),
    },
    {
      id: 'user',
      header: 'Who',
      isRowHeader: true,
      cell: (row) => (
        <>
          {row.user?.name ?? 'No one signed in'}
          {row.ghosted_by ? (
            <span className={ghostNote}>{`as ghost of ${row.ghosted_by.name}`}</span>
          ) : null}
        </>
      ),
    },
    { id: 'action', header: 'What', cell: (row) => auditActionLabel(row.action) },
    {
      id: 'record',
      header: 'Record',
      cell: (row) => {
        const href = row.record_id === null ? null : recordHref(row.record_kind, row.record_id);
        return href ? <Link href={href}>{row.subject}</Link> : row.subject;
      },
    },
  ];
}

export interface AuditTrailProps {
  rows: readonly AuditEventRow[];
  /** Events over all pages; undefined while the first answer is awaited. */
  total?: number;
  isTotalCapped?: boolean;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  filterValues: ReportFilterValues;
  onFiltersChange: (changes: ReportFilterValues) => void;
  onReset: () => void;
  onPrint?: () => void;
  /** The people the Who filter offers (the organisation's users). */
  userOptions: readonly ReportFilterOption[];
  recordHref: AuditRecordHref;
  /** Export Report beside Reset and Print, for users who may export. */
  exportAction?: ReactNode;
  columnsStorageKey?: string;
  isLoading?: boolean;
  error?: ReportLoadError;
  onRetry?: () => void;
  className?: string;
}

function auditFilters(userOptions: readonly ReportFilterOption[]): ReportFilterDefinition[] {
  return [
    { kind: 'date-range', label: 'Period', from: 'date_from', to: 'date_to' },
    {
      kind: 'choice',
      name: 'user_id',
      label: 'Who',
      section: 'Who',
      options: [{ value: '', label: 'Anyone' }, ...userOptions],
    },
    {
      kind: 'choice',
      name: 'action',
      label: 'What',
      section: 'What',
      options: [{ value: '', label: 'Everything' }, ...auditAreas],
    },
    {
      kind: 'like',
      name: 'record',
      label: 'Record',
      // A bare number is an application, the record most looked up; other records read kind:id.
      placeholder: '1001 or retailer:12',
    },
  ];
}

/**
 * The audit trail (200:50): who did what to which record and when, filtered by who, what,
 * record and period, newest first; a row opens to its detail and a change's before and after.
 */
export function AuditTrail({
  rows,
  total,
  isTotalCapped = false,
  page,
  perPage,
  onPageChange,
  onPerPageChange,
  filterValues,
  onFiltersChange,
  onReset,
  onPrint,
  userOptions,
  recordHref,
  exportAction,
  columnsStorageKey,
  isLoading,
  error,
  onRetry,
  className,
}: AuditTrailProps) {
  return (
    <Stack gap="200" className={className}>
      <ReportFilters
        filters={auditFilters(userOptions)}
        values={filterValues}
        onChange={onFiltersChange}
        onReset={onReset}
        onPrint={onPrint}
        actions={exportAction}
      />
      <ReportTable
        aria-label="Audit Trail"
        columns={auditEventColumns(recordHref)}
        rows={rows}
        getRowId={(row) => row.audit_id}
        rowNoun={{ one: 'event', other: 'events' }}
        renderQuickView={(row) => <AuditEventDetail event={row} />}
        total={total}
        isTotalCapped={isTotalCapped}
        page={page}
        perPage={perPage}
        onPageChange={onPageChange}
        onPerPageChange={onPerPageChange}
        columnsStorageKey={columnsStorageKey}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
      />
    </Stack>
  );
}
