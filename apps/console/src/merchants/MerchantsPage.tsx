import {
  useCreateReportView,
  useDeleteReportView,
  useUpdateReportView,
  useReportViews,
  useRetailers,
} from '@backoffice/api-client';
import {
  merchantListDefaults,
  merchantListServerQuery,
  readReportQuery,
  resetFilters,
  withFilters,
  writeReportQuery,
  type MerchantListKind,
  type ReportFilterValues,
  type ReportQuery,
} from '@backoffice/domain/model';
import { MerchantList, SavedViews } from '@backoffice/domain/widgets';
import { Page } from '@backoffice/ui';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { merchantPath } from './merchantPaths';
import { useMerchantFilterOptions } from './useMerchantFilterOptions';
import { useMerchantUserType } from './useMerchantUserType';

const titles: Record<MerchantListKind, string> = {
  merchants: 'Merchants',
  'merchant-applications': 'New Merchants',
};

/**
 * Merchants (/merchants/) and New Merchants (/merchant-applications/): one list screen with the
 * filters and defaults of the user's type, its view in the URL, saved views and print.
 */
export function MerchantsPage({ kind }: { kind: MerchantListKind }) {
  const title = titles[kind];
  useDocumentTitle(title);
  const userType = useMerchantUserType();
  // One function while the kind stays: the list renders every row again when it changes.
  const merchantHref = useCallback((retailerId: number) => merchantPath(kind, retailerId), [kind]);
  const [params, setParams] = useSearchParams();
  // The default range ends a year after the day the page opened.
  const [defaults] = useState(() => merchantListDefaults(kind, userType, new Date()));
  const view = readReportQuery(params, defaults, defaults.perPage);
  const merchants = useRetailers(kind, merchantListServerQuery(view, userType));
  const { accountManagerOptions, policyOptions } = useMerchantFilterOptions(userType);
  const report = kind === 'merchants' ? 'retailer' : 'retailer_application';
  const views = useReportViews(report);
  const createView = useCreateReportView();
  const deleteView = useDeleteReportView();
  const updateView = useUpdateReportView();
  // A view is its filters and order; it opens on the first page.
  const viewQuery = writeReportQuery({ ...view, page: 1 }, defaults).toString();

  const show = useCallback(
    (next: ReportQuery) => setParams(writeReportQuery(next, defaults), { replace: true }),
    [defaults, setParams],
  );
  // Stable across renders: the name filter's debounce restarts when its callback changes.
  const onFiltersChange = useCallback(
    (changes: ReportFilterValues) =>
      setParams(
        (current) =>
          writeReportQuery(
            withFilters(readReportQuery(current, defaults, defaults.perPage), changes),
            defaults,
          ),
        { replace: true },
      ),
    [defaults, setParams],
  );

  return (
    <Page title={title}>
      <SavedViews
        views={views.data ?? []}
        isLoading={views.isPending}
        error={views.isError ? views.error.message : null}
        onApply={(saved) => setParams(new URLSearchParams(saved.query))}
        onSave={({ name, shared }) =>
          createView.mutateAsync({ report, name, shared, query: viewQuery })
        }
        onDelete={(saved) => deleteView.mutateAsync(saved.id)}
        currentQuery={viewQuery}
        onUpdate={(saved, change) => updateView.mutateAsync({ viewId: saved.id, change })}
        rememberAs={report}
      />
      <MerchantList
        kind={kind}
        userType={userType}
        rows={merchants.data?._embedded.items ?? []}
        total={merchants.data?.meta.total}
        isTotalCapped={merchants.data?.meta.total_capped ?? false}
        page={view.page}
        perPage={view.perPage}
        order={view.order}
        filterValues={view.filters}
        onFiltersChange={onFiltersChange}
        onReset={() => show(resetFilters(view, defaults))}
        onPrint={() => window.print()}
        onOrderChange={(order) => show({ ...view, order, page: 1 })}
        onPageChange={(next) => show({ ...view, page: next })}
        hasNextPage={!merchants.isPlaceholderData && merchants.data?._links.next !== undefined}
        accountManagerOptions={accountManagerOptions}
        policyOptions={policyOptions}
        merchantHref={merchantHref}
        columnsStorageKey={`backoffice.report.${kind}.columns`}
        isLoading={merchants.isPending}
        error={merchants.error}
        onRetry={() => void merchants.refetch()}
      />
    </Page>
  );
}
