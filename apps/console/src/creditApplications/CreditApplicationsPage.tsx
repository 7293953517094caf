import {
  useCreateReportView,
  useCreditApplications,
  useDecisionPolicies,
  useDeleteReportView,
  useUpdateReportView,
  useListCreditApplicationsUpTo,
  useProductPackages,
  useReportViews,
  type CreditApplicationSummary,
  type CreditApplicationsQuery,
} from '@backoffice/api-client';
import {
  PERMISSIONS,
  applicationStatuses,
  creditApplicationOrderKeys,
  creditApplicationReportDefaults,
  orderParam,
  readReportQuery,
  resetFilters,
  withFilters,
  writeReportQuery,
  type ReportFilterValues,
  type ReportQuery,
} from '@backoffice/domain/model';
import {
  rememberedPerPage,
  rememberPerPage,
  reportFilterSummary,
  ReportFilters,
  ReportTable,
  SavedViews,
  StatusBadge,
  useReportPrint,
  type ReportColumn,
  type ReportFilterDefinition,
} from '@backoffice/domain/widgets';
import { Alert, formatDateTime, Inline, Money } from '@backoffice/ui';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CreditApplicationsExport } from '../exports/CreditApplicationsExport';
import { useCurrentUser, useHasPermission } from '../session/queries';
import { useDocumentTitle } from '../session/useDocumentTitle';
import {
  CreditApplicationQuickView,
  creditApplicationPath,
  loanTypeName,
} from './CreditApplicationQuickView';
import * as styles from './creditApplications.css';

const PER_PAGE_STORAGE_KEY = 'backoffice.report.credit-applications.perPage';
const COLUMNS_STORAGE_KEY = 'backoffice.report.credit-applications.columns';
const REPORT = 'credit_application';
/** The quick view needs the status history and the order details beside the list's columns. */
const quickViewFields = ['status_logs', 'product_code', 'retailer_reference', 'lender'];

/** A flag; its meaning is in its accessible label, its colour only repeats it. */
function FlagIcon({ isFlagged }: { isFlagged: boolean }) {
  return (
    <span
      role="img"
      aria-label={isFlagged ? 'Credit sentry flags raised' : 'No credit sentry flags'}
      className={isFlagged ? styles.flagged : styles.notFlagged}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M3 1.5v13M3 2h9l-2 3.5L12 9H3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
    </span>
  );
}

const columns: ReportColumn<CreditApplicationSummary>[] = [
  {
    id: 'consumer',
    header: 'Consumer',
    isRowHeader: true,
    cell: (row) => row.consumer_name ?? 'N/A',
  },
  { id: 'merchant', header: 'Merchant', priority: 'low', cell: (row) => row.retailer_name },
  {
    id: 'credit_application_id',
    header: 'App ID',
    isOrderable: true,
    isAlwaysShown: true,
    cell: (row) => row.credit_application_id,
  },
  {
    id: 'loan_type',
    header: 'Loan Type',
    priority: 'low',
    cell: (row) => loanTypeName(row.loan_type),
  },
  {
    id: 'advance',
    header: 'Advance',
    priority: 'medium',
    cell: (row) => <Money pence={row.advance_pence} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <StatusBadge status={row.current_status.status} reason={row.current_status.current_reason} />
    ),
  },
  {
    id: 'cs',
    header: 'CS',
    priority: 'low',
    cell: (row) => <FlagIcon isFlagged={row.credit_sentry_flagged} />,
  },
  {
    id: 'timestamp',
    header: 'Date',
    priority: 'medium',
    isOrderable: true,
    cell: (row) => (
      <span className={styles.noWrap}>
        {formatDateTime(new Date(row.current_status.timestamp))}
      </span>
    ),
  },
  {
    id: 'link',
    header: 'View',
    isAlwaysShown: true,
    cell: (row) => (
      <RouterLink
        to={creditApplicationPath(row.credit_application_id)}
        aria-label={`View application ${row.credit_application_id}`}
      >
        View
      </RouterLink>
    ),
  },
];

const statusOptions = applicationStatuses.map((status) => ({ value: status, label: status }));

const listOf = (value: ReportFilterValues[string] | undefined) =>
  (typeof value === 'string' || value === undefined ? [] : value).map(Number);

/** The server offers keyset cursors only for its default order, newest status first. */
const isDefaultOrder = (view: ReportQuery) =>
  !view.order || orderParam(view.order) === '-timestamp';

/** A cursor the server put in a page link: `after` in next, `before` in prev. */
function cursorIn(link: { href: string } | undefined, name: 'after' | 'before'): string | null {
  return link ? new URLSearchParams(link.href.split('?')[1] ?? '').get(name) : null;
}

/** The server's query for a view: ids as numbers, the radio and checkbox as booleans. */
function serverQuery(
  view: ReportQuery,
  isLenderUser: boolean,
  cursor: { after: string | null; before: string | null } = { after: null, before: null },
): CreditApplicationsQuery {
  const { filters } = view;
  const text = (name: string) => {
    const value = filters[name];
    return typeof value === 'string' ? value : '';
  };
  const policies = listOf(filters[isLenderUser ? 'decision_policy_id' : 'product_package_id']);
  return {
    page: view.page,
    perPage: view.perPage,
    'fields[]': quickViewFields,
    ...(view.order ? { 'order[]': [orderParam(view.order)] } : {}),
    ...(text('date_from') ? { date_from: text('date_from') } : {}),
    ...(text('date_to') ? { date_to: text('date_to') } : {}),
    'status[]': [...(filters.status ?? [])] as CreditApplicationsQuery['status[]'],
    historic: text('historic') === 'true',
    ...(text('credit_sentry_flagged') === 'true' ? { credit_sentry_flagged: true } : {}),
    ...(text('retailer_name') ? { retailer_name: text('retailer_name') } : {}),
    ...(policies.length
      ? { [isLenderUser ? 'decision_policy_id[]' : 'product_package_id[]']: policies }
      : {}),
    ...(isDefaultOrder(view) && cursor.after ? { after: cursor.after } : {}),
    ...(isDefaultOrder(view) && !cursor.after && cursor.before ? { before: cursor.before } : {}),
  };
}

/**
 * 'Credit Applications': the report of applications with its filters, sort and page in the URL,
 * so that a view can be shared and survives a reload.
 */
export function CreditApplicationsPage() {
  useDocumentTitle('Credit Applications');
  const [params, setParams] = useSearchParams();
  // The default range is a month either side of the day the page opened.
  const [defaults] = useState(() => creditApplicationReportDefaults(new Date()));
  const view = readReportQuery(params, defaults, rememberedPerPage(PER_PAGE_STORAGE_KEY));
  const user = useCurrentUser();
  const isLenderUser = user.data?.user_type === 'lender';
  const mayExport = useHasPermission(PERMISSIONS.exportReports);
  const decisionPolicies = useDecisionPolicies({ enabled: user.isSuccess && isLenderUser });
  const productPackages = useProductPackages({ enabled: user.isSuccess && !isLenderUser });
  // Without status[] the server lists its default statuses, so no status ticked asks nothing.
  const hasStatuses = (view.filters.status ?? []).length > 0;
  // Next and Previous keep their cursor in the URL beside the page number, so a reload shows
  // the same rows; any other change of view writes the URL afresh and drops it.
  const cursor = { after: params.get('after'), before: params.get('before') };
  const pagesByCursor = isDefaultOrder(view);
  const applications = useCreditApplications(serverQuery(view, isLenderUser, cursor), {
    enabled: user.isSuccess && hasStatuses,
  });
  const views = useReportViews(REPORT);
  const createView = useCreateReportView();
  const deleteView = useDeleteReportView();
  const updateView = useUpdateReportView();
  // A view is its filters, order and page size; it opens on the first page.
  const viewQuery = writeReportQuery({ ...view, page: 1 }, defaults).toString();

  const show = useCallback(
    (next: ReportQuery) => setParams(writeReportQuery(next, defaults), { replace: true }),
    [defaults, setParams],
  );
  const onFiltersChange = useCallback(
    (changes: ReportFilterValues) =>
      setParams(
        (current) =>
          writeReportQuery(
            withFilters(readReportQuery(current, defaults, view.perPage), changes),
            defaults,
          ),
        { replace: true },
      ),
    [defaults, setParams, view.perPage],
  );
  const showByCursor = (
    page: number,
    name: 'after' | 'before',
    link: { href: string } | undefined,
  ) => {
    const value = cursorIn(link, name);
    // The rows on screen are the previous page's while the next answer is awaited.
    if (applications.isPlaceholderData) return;
    if (!pagesByCursor || !value || page === 1) {
      show({ ...view, page });
      return;
    }
    setParams(
      new URLSearchParams([...writeReportQuery({ ...view, page }, defaults), [name, value]]),
      { replace: true },
    );
  };

  const policyOptions = isLenderUser
    ? (decisionPolicies.data ?? []).map((policy) => ({
        value: String(policy.decision_policy_id),
        label: policy.name,
      }))
    : (productPackages.data ?? []).map((item) => ({
        value: String(item.product_package_id),
        label: item.name,
      }));

  const filters: ReportFilterDefinition[] = [
    { kind: 'date-range', label: 'Date', from: 'date_from', to: 'date_to' },
    { kind: 'like', name: 'retailer_name', label: 'Merchant', placeholder: 'Search merchants' },
    {
      kind: 'choice',
      name: 'historic',
      label: 'Applications',
      options: [
        { value: 'false', label: 'Current' },
        { value: 'true', label: 'Historic' },
      ],
    },
    { kind: 'checkbox', name: 'credit_sentry_flagged', label: 'Credit Sentry Flagged' },
    {
      kind: 'checkboxes',
      name: 'status',
      label: 'Status',
      section: 'Statuses',
      hasSelectAll: true,
      options: statusOptions,
    },
    {
      kind: 'checkboxes',
      name: isLenderUser ? 'decision_policy_id' : 'product_package_id',
      label: 'Decision Policy',
      section: 'Decision Policies',
      hasSelectAll: true,
      options: policyOptions,
    },
  ];

  const listUpTo = useListCreditApplicationsUpTo();
  const printQuery = serverQuery(view, isLenderUser);
  const loadPrintRows = async (limit: number) => {
    if (!hasStatuses) return { rows: [], total: 0, isTotalCapped: false };
    const loaded = await listUpTo(printQuery, limit);
    return { rows: loaded.items, total: loaded.total, isTotalCapped: loaded.total_capped };
  };
  const printing = useReportPrint(loadPrintRows, reportFilterSummary(filters, view.filters));

  const rows = hasStatuses ? (applications.data?._embedded.items ?? []) : [];
  const meta = hasStatuses ? applications.data?.meta : { total: 0, total_capped: false };
  const pageLinks = hasStatuses ? applications.data?._links : undefined;

  return (
    <section className={styles.page} aria-labelledby="credit-applications-title">
      <Inline gap="200">
        <h1 id="credit-applications-title" className={styles.title}>
          Credit Applications
        </h1>
        <SavedViews
          className={styles.screenOnly}
          views={views.data ?? []}
          isLoading={views.isPending}
          error={views.isError ? views.error.message : null}
          onApply={(saved) => setParams(new URLSearchParams(saved.query))}
          onSave={({ name, shared }) =>
            createView.mutateAsync({ report: REPORT, name, shared, query: viewQuery })
          }
          onDelete={(saved) => deleteView.mutateAsync(saved.id)}
          currentQuery={viewQuery}
          onUpdate={(saved, change) => updateView.mutateAsync({ viewId: saved.id, change })}
          rememberAs={REPORT}
        />
      </Inline>
      <ReportFilters
        filters={filters}
        values={view.filters}
        onChange={onFiltersChange}
        onReset={() => show(resetFilters(view, defaults))}
        onPrint={() => void printing.print()}
        isPrintPending={printing.isPreparing}
        defaultExpanded={false}
        actions={
          mayExport ? (
            <CreditApplicationsExport
              query={serverQuery(view, isLenderUser)}
              defaultDates={{
                date_from: String(defaults.filters.date_from),
                date_to: String(defaults.filters.date_to),
              }}
            />
          ) : null
        }
      />
      {printing.error ? (
        <Alert tone="critical" title="The list could not be prepared for printing.">
          {printing.error}
        </Alert>
      ) : null}
      <ReportTable
        aria-label="Credit Applications"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.credit_application_id}
        rowNoun={{ one: 'credit application', other: 'credit applications' }}
        order={view.order}
        onOrderChange={(order) => {
          if (!(creditApplicationOrderKeys as readonly string[]).includes(order.column)) return;
          show({ ...view, order, page: 1 });
        }}
        renderQuickView={(row) => <CreditApplicationQuickView application={row} />}
        total={meta?.total}
        isTotalCapped={meta?.total_capped ?? false}
        page={view.page}
        perPage={view.perPage}
        onPageChange={(page) => show({ ...view, page })}
        hasNextPage={!applications.isPlaceholderData && pageLinks?.next !== undefined}
        onNextPage={() => showByCursor(view.page + 1, 'after', pageLinks?.next)}
        onPreviousPage={() => showByCursor(view.page - 1, 'before', pageLinks?.prev)}
        columnsStorageKey={COLUMNS_STORAGE_KEY}
        onPerPageChange={(perPage) => {
          rememberPerPage(PER_PAGE_STORAGE_KEY, perPage);
          show({ ...view, perPage, page: 1 });
        }}
        isLoading={hasStatuses && applications.isPending}
        error={applications.error}
        onRetry={() => void applications.refetch()}
        printout={printing.printout}
        density="compact"
      />
    </section>
  );
}
