import { orderParam, type ReportFilterValues, type ReportQuery } from './reportQuery';
import type { ApplicationStatus } from './statuses';

/** The quick view needs the status history and the order details beside the list's columns. */
export const creditApplicationQuickViewFields = [
  'status_logs',
  'product_code',
  'retailer_reference',
  'lender',
];

/** Lender users filter by their decision policies, staff by product packages. */
export const policyFilterName = (isLenderUser: boolean) =>
  isLenderUser ? 'decision_policy_id' : 'product_package_id';

export interface PageCursor {
  after: string | null;
  before: string | null;
}

/** The server offers keyset cursors only for its default order, newest status first. */
export const pagesByCursor = (view: ReportQuery) =>
  !view.order || orderParam(view.order) === '-timestamp';

/** A cursor the server put in a page link: `after` in next, `before` in prev. */
export function cursorIn(
  link: { href: string } | undefined,
  name: keyof PageCursor,
): string | null {
  return link ? new URLSearchParams(link.href.split('?')[1] ?? '').get(name) : null;
}

const listOf = (value: ReportFilterValues[string] | undefined) =>
  (typeof value === 'string' || value === undefined ? [] : value).map(Number);

/**
 * Whether the view's query depends on the user's type: only its policy filter does (lender users
 * filter by decision policy, staff by product package). A view without one can be asked for
 * before the user is known (docs/adr/0056).
 */
export const listQueryNeedsUserType = (view: ReportQuery) =>
  [true, false].some((isLenderUser) => listOf(view.filters[policyFilterName(isLenderUser)]).length);

/**
 * The server's query for a view of the credit applications list: ids as numbers, the radio and
 * checkbox as booleans, a cursor only where the order pages by cursor.
 */
export function creditApplicationListQuery(
  view: ReportQuery,
  isLenderUser: boolean,
  cursor: PageCursor = { after: null, before: null },
) {
  const { filters } = view;
  const text = (name: string) => {
    const value = filters[name];
    return typeof value === 'string' ? value : '';
  };
  const policies = listOf(filters[policyFilterName(isLenderUser)]);
  const byCursor = pagesByCursor(view);
  return {
    page: view.page,
    perPage: view.perPage,
    'fields[]': creditApplicationQuickViewFields,
    ...(view.order ? { 'order[]': [orderParam(view.order)] } : {}),
    ...(text('date_from') ? { date_from: text('date_from') } : {}),
    ...(text('date_to') ? { date_to: text('date_to') } : {}),
    'status[]': [...(filters.status ?? [])] as ApplicationStatus[],
    historic: text('historic') === 'true',
    ...(text('credit_sentry_flagged') === 'true' ? { credit_sentry_flagged: true } : {}),
    ...(text('retailer_name') ? { retailer_name: text('retailer_name') } : {}),
    ...(policies.length ? { [`${policyFilterName(isLenderUser)}[]`]: policies } : {}),
    ...(byCursor && cursor.after ? { after: cursor.after } : {}),
    ...(byCursor && !cursor.after && cursor.before ? { before: cursor.before } : {}),
  };
}
