import { ReportTable, type ReportLoadError } from '../../Report/ReportTable';
import { AuditEventDetail } from '../AuditEventDetail';
import { auditEventColumns } from '../AuditTrail';
import type { AuditEventRow, AuditRecordHref } from '../auditTypes';
import { historyTable } from './AuditHistory.css';

export interface AuditHistoryProps {
  /** What the record is called: 'Credit application 1001', 'Hartley Home & Garden'. */
  recordName: string;
  rows: readonly AuditEventRow[];
  total?: number;
  isTotalCapped?: boolean;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  recordHref: AuditRecordHref;
  isLoading?: boolean;
  error?: ReportLoadError;
  onRetry?: () => void;
}

/** A record's History tab: every audit event about it, newest first, each opening its detail. */
export function AuditHistory({ recordName, recordHref, ...table }: AuditHistoryProps) {
  return (
    <ReportTable
      aria-label={`History of ${recordName}`}
      className={historyTable}
      columns={auditEventColumns(recordHref)}
      getRowId={(row) => row.audit_id}
      rowNoun={{ one: 'event', other: 'events' }}
      renderQuickView={(row) => <AuditEventDetail event={row} />}
      {...table}
    />
  );
}
