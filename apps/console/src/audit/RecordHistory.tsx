import { useAuditEvents } from '@backoffice/api-client';
import { AuditHistory } from '@backoffice/domain/widgets';
import { useState } from 'react';
import { auditRecordPath } from './auditPaths';

const PER_PAGE = 25;

export interface RecordHistoryProps {
  kind: 'credit_application' | 'retailer';
  id: number;
  /** What the record is called in the table's name. */
  name: string;
}

/** A record's History tab: its audit events, a page at a time (200:50). */
export function RecordHistory({ kind, id, name }: RecordHistoryProps) {
  const [page, setPage] = useState(1);
  const events = useAuditEvents({ record_kind: kind, record_id: id, page, perPage: PER_PAGE });
  return (
    <AuditHistory
      recordName={name}
      rows={events.data?.items ?? []}
      total={events.data?.meta.total}
      isTotalCapped={events.data?.meta.total_capped ?? false}
      page={page}
      perPage={PER_PAGE}
      onPageChange={setPage}
      recordHref={auditRecordPath}
      isLoading={events.isPending}
      error={events.error}
      onRetry={() => void events.refetch()}
    />
  );
}
