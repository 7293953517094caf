import { Columns, Inline, Link, Section, Stack, Text, buttonRecipe } from '@backoffice/ui';
import { useCallback, useMemo } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import {
  NOT_ASSIGNED,
  lenderStatusOptions,
  merchantAccountStatusLabel,
  merchantPolicyName,
  quickViewText,
  type MerchantUserType,
} from '../../../model/merchants';
import {
  merchantListFilterNames,
  merchantOrderKeys,
  type MerchantListKind,
} from '../../../model/merchantReport';
import type { ReportFilterValues, ReportOrder } from '../../../model/reportQuery';
import { merchantAccountStatuses } from '../../../model/statuses';
import { ReportFilters } from '../../Report/ReportFilters';
import { ReportTable, type ReportColumn, type ReportLoadError } from '../../Report/ReportTable';
import type { ReportFilterDefinition, ReportFilterOption } from '../../Report/reportFilterTypes';
import { MerchantStatusBadge } from '../../StatusBadge/MerchantStatusBadge';
import { linkIcon, quickViewList } from './MerchantList.css';

/** One row of either list, structurally the contract's RetailerSummary. */
export interface MerchantListRow {
  retailer_id: number;
  name: string;
  account_status: string;
  account_manager: { name: string } | null;
  product_package: { name: string } | null;
  decision_policy: { name: string } | null;
  created_at: string;
  flag_count: number;
  flags: readonly { id: number; message: string }[];
  notes?: readonly { note_id: number; body: string }[];
}

export interface MerchantListProps {
  kind: MerchantListKind;
  userType: MerchantUserType;
  rows: readonly MerchantListRow[];
  /** Merchants over all pages; undefined while the first answer is awaited. */
  total?: number;
  isTotalCapped?: boolean;
  page: number;
  perPage: number;
  order: ReportOrder | null;
  filterValues: ReportFilterValues;
  onFiltersChange: (changes: ReportFilterValues) => void;
  onReset: () => void;
  onPrint: () => void;
  onOrderChange: (order: ReportOrder) => void;
  onPageChange: (page: number) => void;
  /** Whether a page follows (the server's next link); needed past a capped total. */
  hasNextPage?: boolean;
  onNextPage?: () => void;
  onPreviousPage?: () => void;
  /**
   * The account managers to filter by (service users). Leave it out for a user who may not list
   * account managers: the filter is then not offered, rather than offered empty.
   */
  accountManagerOptions?: readonly ReportFilterOption[];
  /** Product packages for service users, decision policies for lenders. */
  policyOptions: readonly ReportFilterOption[];
  /** Where a merchant's detail page is. */
  merchantHref: (retailerId: number) => string;
  columnsStorageKey?: string;
  isLoading?: boolean;
  error?: ReportLoadError;
  onRetry?: () => void;
  className?: string;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
});

/** The list's dates read dd/MM/yy (merchants.md section 9). */
export const formatMerchantListDate = (value: string) => dayFormat.format(new Date(value));

const accountStatusOptions = merchantAccountStatuses.map((status) => ({
  value: status,
  label: merchantAccountStatusLabel(status),
}));

const lenderStatusFilterOptions = lenderStatusOptions.map(({ value, label }) => ({
  value: value ?? 'null',
  label,
}));

/** The filters a user type sees, in the order of merchantListFilterNames. */
function filtersFor(
  userType: MerchantUserType,
  accountManagerOptions: readonly ReportFilterOption[] | undefined,
  policyOptions: readonly ReportFilterOption[],
): ReportFilterDefinition[] {
  const byName: Record<string, ReportFilterDefinition> = {
    name: { kind: 'like', name: 'name', label: 'Merchant', placeholder: 'Search merchants' },
    account_status: {
      kind: 'checkboxes',
      name: 'account_status',
      label: 'Status',
      section: 'Statuses',
      hasSelectAll: true,
      options: accountStatusOptions,
    },
    lender_status: {
      kind: 'checkboxes',
      name: 'lender_status',
      label: 'Lender Status',
      section: 'Lender Statuses',
      hasSelectAll: true,
      options: lenderStatusFilterOptions,
    },
    ...(accountManagerOptions && {
      account_manager_id: {
        kind: 'checkboxes',
        name: 'account_manager_id',
        label: 'Account Manager',
        section: 'Account Managers',
        options: accountManagerOptions,
      },
    }),
    product_package_id: {
      kind: 'checkboxes',
      name: 'product_package_id',
      label: 'Decision Policy',
      section: 'Decision Policies',
      options: policyOptions,
    },
    decision_policy_id: {
      kind: 'checkboxes',
      name: 'decision_policy_id',
      label: 'Decision Policy',
      section: 'Decision Policies',
      options: policyOptions,
    },
  };
  return [
    { kind: 'date-range', label: 'Date', from: 'date_from', to: 'date_to' },
    ...merchantListFilterNames(userType).flatMap((name) => byName[name] ?? []),
  ];
}

export interface MerchantListQuickViewProps {
  merchant: MerchantListRow;
  merchantHref: (retailerId: number) => string;
}

/** A row's quick view: its Flags and Notes (cut at 200 characters) and View Merchant. */
export function MerchantListQuickView({ merchant, merchantHref }: MerchantListQuickViewProps) {
  const notes = merchant.notes ?? [];
  return (
    <Stack gap="200">
      <Columns count={2}>
        <Section title="Flags" headingLevel={3} gap="100">
          {merchant.flags.length === 0 ? (
            <Text tone="muted">No flags.</Text>
          ) : (
            <ul className={quickViewList}>
              {merchant.flags.map((flag) => (
                <li key={flag.id}>{quickViewText(flag.message)}</li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Notes" headingLevel={3} gap="100">
          {notes.length === 0 ? (
            <Text tone="muted">No notes.</Text>
          ) : (
            <ul className={quickViewList}>
              {notes.map((note) => (
                <li key={note.note_id}>{quickViewText(note.body)}</li>
              ))}
            </ul>
          )}
        </Section>
      </Columns>
      <Inline>
        <AriaLink
          href={merchantHref(merchant.retailer_id)}
          className={buttonRecipe({ variant: 'primary', size: 'sm' })}
          aria-label={`View Merchant ${merchant.name}`}
        >
          View Merchant
        </AriaLink>
      </Inline>
    </Stack>
  );
}

/**
 * The merchant list and New Merchants (merchants.md section 2, "Merchant list"): the filters a
 * user type sees (dates, no export), and id, name, account manager, decision policy, status,
 * created date, flag count, a link and the quick view, 100 a page.
 */
export function MerchantList({
  kind,
  userType,
  rows,
  total,
  isTotalCapped = false,
  page,
  perPage,
  order,
  filterValues,
  onFiltersChange,
  onReset,
  onPrint,
  onOrderChange,
  onPageChange,
  hasNextPage,
  onNextPage,
  onPreviousPage,
  accountManagerOptions,
  policyOptions,
  merchantHref,
  columnsStorageKey,
  isLoading,
  error,
  onRetry,
  className,
}: MerchantListProps) {
  const title = kind === 'merchants' ? 'Merchants' : 'New Merchants';
  // The columns and quick view change only with the user type and the links: the list renders
  // every row again when they do (docs/adr/0055).
  const columns = useMemo<ReportColumn<MerchantListRow>[]>(
    () => [
      {
        id: 'retailer_id',
        header: 'ID',
        isOrderable: true,
        isAlwaysShown: true,
        cell: (row) => row.retailer_id,
      },
      { id: 'name', header: 'Name', isRowHeader: true, isOrderable: true, cell: (row) => row.name },
      {
        id: 'account_manager',
        header: 'Account Manager',
        cell: (row) => row.account_manager?.name ?? NOT_ASSIGNED,
      },
      {
        id: 'decision_policy',
        header: 'Decision Policy',
        cell: (row) => merchantPolicyName(row, userType) ?? NOT_ASSIGNED,
      },
      {
        id: 'account_status',
        header: 'Status',
        cell: (row) => <MerchantStatusBadge status={row.account_status} />,
      },
      {
        id: 'created_at',
        header: 'Created',
        isOrderable: true,
        cell: (row) => (
          <time dateTime={row.created_at}>{formatMerchantListDate(row.created_at)}</time>
        ),
      },
      { id: 'flag_count', header: 'Flags', cell: (row) => row.flag_count },
      {
        id: 'link',
        header: 'View',
        isAlwaysShown: true,
        cell: (row) => (
          <Link href={merchantHref(row.retailer_id)} aria-label={`View merchant ${row.name}`}>
            <svg className={linkIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
              />
            </svg>
          </Link>
        ),
      },
    ],
    [userType, merchantHref],
  );
  const renderQuickView = useCallback(
    (row: MerchantListRow) => <MerchantListQuickView merchant={row} merchantHref={merchantHref} />,
    [merchantHref],
  );
  return (
    <Stack gap="200" className={className}>
      <ReportFilters
        title={title}
        filters={filtersFor(userType, accountManagerOptions, policyOptions)}
        values={filterValues}
        onChange={onFiltersChange}
        onReset={onReset}
        onPrint={onPrint}
      />
      <ReportTable
        aria-label={title}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.retailer_id}
        rowNoun={{ one: 'merchant', other: 'merchants' }}
        order={order}
        onOrderChange={(next) => {
          if ((merchantOrderKeys as readonly string[]).includes(next.column)) onOrderChange(next);
        }}
        renderQuickView={renderQuickView}
        total={total}
        isTotalCapped={isTotalCapped}
        page={page}
        perPage={perPage}
        onPageChange={onPageChange}
        hasNextPage={hasNextPage}
        onNextPage={onNextPage}
        onPreviousPage={onPreviousPage}
        columnsStorageKey={columnsStorageKey}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
      />
    </Stack>
  );
}
