import {
  useCreditApplications,
  useDecisionPolicies,
  useListCreditApplicationsUpTo,
  useProductPackages,
  type CreditApplicationSummary,
} from '@backoffice/api-client';
import {
  PERMISSIONS,
  creditApplicationListQuery,
  listQueryNeedsUserType,
  reportPolicyOptions,
  resetFilters,
} from '@backoffice/domain/model';
import { CreditApplicationReport } from '@backoffice/domain/widgets';
import { CreditApplicationsExport } from '../exports/CreditApplicationsExport';
import { useCurrentUser, useHasPermission } from '../session/queries';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { useCreditApplicationView } from './useCreditApplicationView';
import { CreditApplicationQuickViewWithActions } from './CreditApplicationQuickViewWithActions';
import { CreditApplicationSavedViews } from './CreditApplicationSavedViews';

// One function for every render: the report's rows are rendered again when it changes.
const renderQuickView = (row: CreditApplicationSummary) => (
  <CreditApplicationQuickViewWithActions application={row} />
);

/**
 * 'Credit Applications': the report of applications with its filters, sort and page in the URL,
 * so that a view can be shared and survives a reload.
 */
export function CreditApplicationsPage() {
  useDocumentTitle('Credit Applications');
  const { view, defaults, cursor, viewQuery, show, ...change } = useCreditApplicationView();
  const user = useCurrentUser();
  const isLenderUser = user.data?.user_type === 'lender';
  const mayExport = useHasPermission(PERMISSIONS.exportReports);
  const decisionPolicies = useDecisionPolicies({ enabled: user.isSuccess && isLenderUser });
  const productPackages = useProductPackages({ enabled: user.isSuccess && !isLenderUser });
  // Without status[] the server lists its default statuses, so no status ticked asks nothing.
  const hasStatuses = (view.filters.status ?? []).length > 0;
  // The list is asked for beside the user unless its policy filter needs the user's type.
  const applications = useCreditApplications(
    creditApplicationListQuery(view, isLenderUser, cursor),
    { enabled: hasStatuses && (user.isSuccess || !listQueryNeedsUserType(view)) },
  );
  const listUpTo = useListCreditApplicationsUpTo();
  // The rows on screen are the previous page's while the next answer is awaited.
  const showPage = (...args: Parameters<typeof change.showPage>) =>
    applications.isPlaceholderData || change.showPage(...args);

  const policyOptions = reportPolicyOptions(
    isLenderUser,
    decisionPolicies.data,
    productPackages.data,
  );
  const meta = hasStatuses ? applications.data?.meta : { total: 0, total_capped: false };
  const pageLinks = hasStatuses ? applications.data?._links : undefined;

  return (
    <CreditApplicationReport
      view={view}
      isLenderUser={isLenderUser}
      policyOptions={policyOptions}
      savedViews={<CreditApplicationSavedViews viewQuery={viewQuery} onApply={change.applyQuery} />}
      exportAction={
        mayExport ? (
          <CreditApplicationsExport
            query={creditApplicationListQuery(view, isLenderUser)}
            defaultDates={{
              date_from: String(defaults.filters.date_from),
              date_to: String(defaults.filters.date_to),
            }}
          />
        ) : null
      }
      onFiltersChange={change.changeFilters}
      onReset={() => show(resetFilters(view, defaults))}
      onViewChange={show}
      onPerPageChange={change.changePerPage}
      loadPrintRows={async (limit) => {
        if (!hasStatuses) return { rows: [], total: 0, isTotalCapped: false };
        const loaded = await listUpTo(creditApplicationListQuery(view, isLenderUser), limit);
        return { rows: loaded.items, total: loaded.total, isTotalCapped: loaded.total_capped };
      }}
      rows={hasStatuses ? (applications.data?._embedded.items ?? []) : []}
      total={meta?.total}
      isTotalCapped={meta?.total_capped ?? false}
      hasNextPage={!applications.isPlaceholderData && pageLinks?.next !== undefined}
      onNextPage={() => showPage(view.page + 1, 'after', pageLinks?.next)}
      onPreviousPage={() => showPage(view.page - 1, 'before', pageLinks?.prev)}
      isLoading={hasStatuses && applications.isPending}
      error={applications.error}
      onRetry={() => void applications.refetch()}
      renderQuickView={renderQuickView}
      columnsStorageKey="backoffice.report.credit-applications.columns"
    />
  );
}
