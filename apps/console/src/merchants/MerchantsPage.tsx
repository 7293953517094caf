import {
  useAccountManagers,
  useCreateReportView,
  useDecisionPolicies,
  useDeleteReportView,
  useUpdateReportView,
  useProductPackages,
  useReportViews,
  useRetailers,
  type RetailersQuery,
} from '@backoffice/api-client';
import {
  merchantListDefaults,
  orderParam,
  PERMISSIONS,
  readReportQuery,
  resetFilters,
  withFilters,
  writeReportQuery,
  type MerchantListKind,
  type MerchantUserType,
  type ReportFilterValues,
  type ReportQuery,
} from '@backoffice/domain/model';
import { MerchantList, SavedViews } from '@backoffice/domain/widgets';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { page, pageTitle } from '../layout/page.css';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { merchantPath } from './merchantRoutes';
import { useHasPermission } from '../session/queries';
import { useMerchantUserType } from './useMerchantUserType';

const listOf = (value: ReportFilterValues[string] | undefined) =>
  typeof value === 'string' || value === undefined ? [] : [...value];

const text = (value: ReportFilterValues[string] | undefined) =>
  typeof value === 'string' ? value : '';

/** The server's query for a view: the filters the user type has, ids as numbers. */
function serverQuery(view: ReportQuery, userType: MerchantUserType): RetailersQuery {
  const { filters } = view;
  const ids = (name: string) => listOf(filters[name]).map(Number);
  const isServiceUser = userType === 'service_user';
  const query: RetailersQuery = {
    page: view.page,
    perPage: view.perPage,
    // The quick view shows each row's latest notes.
    'fields[]': ['notes'],
    ...(view.order ? { 'order[]': [orderParam(view.order)] } : {}),
    ...(text(filters.date_from) ? { date_from: text(filters.date_from) } : {}),
    ...(text(filters.date_to) ? { date_to: text(filters.date_to) } : {}),
    ...(text(filters.name).trim() ? { name: text(filters.name).trim() } : {}),
  };
  // Lenders have no status filter to change: their merchant list keeps its default (live).
  const statuses = listOf(filters.account_status);
  if (statuses.length) query['account_status[]'] = statuses as RetailersQuery['account_status[]'];
  const lenderStatuses = listOf(filters.lender_status);
  if (lenderStatuses.length) {
    query['lender_status[]'] = lenderStatuses as RetailersQuery['lender_status[]'];
  }
  const filterIds = isServiceUser
    ? (['account_manager_id', 'product_package_id'] as const)
    : (['decision_policy_id'] as const);
  for (const name of filterIds) {
    if (ids(name).length) query[`${name}[]`] = ids(name);
  }
  return query;
}

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
  const isServiceUser = userType === 'service_user';
  const [params, setParams] = useSearchParams();
  // The default range ends a year after the day the page opened.
  const [defaults] = useState(() => merchantListDefaults(kind, userType, new Date()));
  const view = readReportQuery(params, defaults, defaults.perPage);
  const merchants = useRetailers(kind, serverQuery(view, userType));
  // The account managers' list has its own permission; a user without it is not asked.
  const mayListAccountManagers = useHasPermission(PERMISSIONS.listAccountManagers);
  const accountManagers = useAccountManagers({ enabled: isServiceUser && mayListAccountManagers });
  const productPackages = useProductPackages({ enabled: isServiceUser });
  const decisionPolicies = useDecisionPolicies({ enabled: !isServiceUser });
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
  const policyOptions = isServiceUser
    ? (productPackages.data ?? []).map((item) => ({
        value: String(item.product_package_id),
        label: item.name,
      }))
    : (decisionPolicies.data ?? []).map((policy) => ({
        value: String(policy.decision_policy_id),
        label: policy.name,
      }));

  return (
    <section className={page} aria-labelledby="merchants-title">
      <h1 id="merchants-title" className={pageTitle}>
        {title}
      </h1>
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
        accountManagerOptions={
          mayListAccountManagers
            ? (accountManagers.data ?? []).map((manager) => ({
                value: String(manager.user_id),
                label: manager.name,
              }))
            : undefined
        }
        policyOptions={policyOptions}
        merchantHref={(retailerId) => merchantPath(kind, retailerId)}
        columnsStorageKey={`backoffice.report.${kind}.columns`}
        isLoading={merchants.isPending}
        error={merchants.error}
        onRetry={() => void merchants.refetch()}
      />
    </section>
  );
}
