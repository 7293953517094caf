/**
 * The server's list queries for a report's view (the rate card, watch list and merchant lists):
 * blank filters are left out, lists are sent as `name[]`, ids as numbers. The shapes mirror the
 * contract's query parameters.
 */
import type { LENDER_STATUS_NOT_SET, MerchantUserType } from './merchants';
import { orderParam, type ReportFilterValue, type ReportQuery } from './reportQuery';
import type { LenderStatus, MerchantAccountStatus } from './statuses';

const textOf = (value: ReportFilterValue | undefined) => (typeof value === 'string' ? value : '');
const listOf = (value: ReportFilterValue | undefined) =>
  typeof value === 'string' || value === undefined ? [] : [...value];

/** A page of the list in the view's order. */
interface ListServerQuery {
  page: number;
  perPage: number;
  'order[]'?: string[];
}

interface DatedServerQuery extends ListServerQuery {
  date_from?: string;
  date_to?: string;
}

function listServerQuery(view: ReportQuery): DatedServerQuery {
  const { filters } = view;
  return {
    page: view.page,
    perPage: view.perPage,
    ...(view.order ? { 'order[]': [orderParam(view.order)] } : {}),
    ...(textOf(filters.date_from) ? { date_from: textOf(filters.date_from) } : {}),
    ...(textOf(filters.date_to) ? { date_to: textOf(filters.date_to) } : {}),
  };
}

/** Watch Lists: the view's page, order and dates. */
export function watchListServerQuery(view: ReportQuery): DatedServerQuery {
  return listServerQuery(view);
}

export interface RateCardListServerQuery extends DatedServerQuery {
  name?: string;
  'rate_card_type_id[]'?: number[];
}

/** Rate Cards: the view's page, order and dates, the name searched and the types chosen. */
export function rateCardListServerQuery(view: ReportQuery): RateCardListServerQuery {
  const name = textOf(view.filters.name);
  const types = listOf(view.filters.rate_card_type_id);
  return {
    ...listServerQuery(view),
    ...(name ? { name } : {}),
    ...(types.length > 0 ? { 'rate_card_type_id[]': types.map(Number) } : {}),
  };
}

export interface MerchantListServerQuery extends DatedServerQuery {
  'fields[]': 'notes'[];
  name?: string;
  'account_status[]'?: MerchantAccountStatus[];
  'lender_status[]'?: (LenderStatus | typeof LENDER_STATUS_NOT_SET)[];
  'account_manager_id[]'?: number[];
  'product_package_id[]'?: number[];
  'decision_policy_id[]'?: number[];
}

/**
 * Merchants and New Merchants: the filters the user type has, ids as numbers, and each row's
 * latest notes for the quick view.
 */
export function merchantListServerQuery(
  view: ReportQuery,
  userType: MerchantUserType,
): MerchantListServerQuery {
  const { filters } = view;
  const name = textOf(filters.name).trim();
  const query: MerchantListServerQuery = {
    ...listServerQuery(view),
    'fields[]': ['notes'],
    ...(name ? { name } : {}),
  };
  // Lenders have no status filter to change: their merchant list keeps its default (live).
  const statuses = listOf(filters.account_status);
  if (statuses.length) query['account_status[]'] = statuses as MerchantAccountStatus[];
  const lenderStatuses = listOf(filters.lender_status);
  if (lenderStatuses.length) {
    query['lender_status[]'] = lenderStatuses as MerchantListServerQuery['lender_status[]'];
  }
  const idFilters =
    userType === 'service_user'
      ? (['account_manager_id', 'product_package_id'] as const)
      : (['decision_policy_id'] as const);
  for (const filter of idFilters) {
    const ids = listOf(filters[filter]).map(Number);
    if (ids.length) query[`${filter}[]`] = ids;
  }
  return query;
}
