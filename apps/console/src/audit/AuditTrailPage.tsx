import { useAuditEvents } from '@backoffice/api-client';
import {
  PERMISSIONS,
  auditPeopleOptions,
  auditTrailDefaults,
  auditTrailExportFilters,
  auditTrailServerQuery,
  readReportQuery,
  resetFilters,
  withFilters,
  writeReportQuery,
  type ReportFilterValues,
  type ReportQuery,
} from '@backoffice/domain/model';
import { AuditTrail } from '@backoffice/domain/widgets';
import { Page } from '@backoffice/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuditTrailExport } from '../exports/AuditTrailExport';
import { useCurrentUser, useHasPermission } from '../session/queries';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { auditRecordPath } from './auditPaths';

/** The audit trail (/audit/): its filters and page in the URL, so that a view can be shared. */
export function AuditTrailPage() {
  useDocumentTitle('Audit Trail');
  const [params, setParams] = useSearchParams();
  const view = readReportQuery(params, auditTrailDefaults);
  const events = useAuditEvents(auditTrailServerQuery(view));
  const user = useCurrentUser().data;
  const mayExport = useHasPermission(PERMISSIONS.exportReports);
  const rows = events.data?.items ?? [];
  const chosen = rows.find((row) => String(row.user?.user_id) === view.filters.user_id)?.user;
  const me = user && { user_id: user.user_id, name: `${user.first_name} ${user.last_name}` };

  const show = useCallback(
    (next: ReportQuery) => setParams(writeReportQuery(next, auditTrailDefaults), { replace: true }),
    [setParams],
  );
  // Stable across renders: the record filter's debounce restarts when its callback changes.
  const onFiltersChange = useCallback(
    (changes: ReportFilterValues) =>
      setParams(
        (current) =>
          writeReportQuery(
            withFilters(readReportQuery(current, auditTrailDefaults), changes),
            auditTrailDefaults,
          ),
        { replace: true },
      ),
    [setParams],
  );

  return (
    <Page title="Audit Trail">
      <AuditTrail
        rows={rows}
        total={events.data?.meta.total}
        isTotalCapped={events.data?.meta.total_capped ?? false}
        page={view.page}
        perPage={view.perPage}
        onPageChange={(page) => show({ ...view, page })}
        onPerPageChange={(perPage) => show({ ...view, perPage, page: 1 })}
        filterValues={view.filters}
        onFiltersChange={onFiltersChange}
        onReset={() => show(resetFilters(view, auditTrailDefaults))}
        onPrint={() => window.print()}
        exportAction={
          mayExport ? <AuditTrailExport filters={auditTrailExportFilters(view)} /> : null
        }
        userOptions={auditPeopleOptions(rows, me, chosen ?? undefined)}
        recordHref={auditRecordPath}
        columnsStorageKey="backoffice.report.audit.columns"
        isLoading={events.isPending}
        error={events.error}
        onRetry={() => void events.refetch()}
      />
    </Page>
  );
}
