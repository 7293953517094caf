/**
 * A report's view (filters, order, page, page size) kept in the URL, so a view can be shared and
 * survives a reload (platform-shell.md sections 2.7 and 9). Filters whose default is an array are
 * written as `name[]`, once per value; everything equal to its default is left out of the URL.
 */

/** A filter holds one text (a like-search, a date, 'true' for a ticked checkbox) or a list. */
export type ReportFilterValue = string | readonly string[];
export type ReportFilterValues = Readonly<Record<string, ReportFilterValue>>;

export type ReportOrderDirection = 'ascending' | 'descending';

export interface ReportOrder {
  column: string;
  direction: ReportOrderDirection;
}

export interface ReportQuery {
  filters: ReportFilterValues;
  order: ReportOrder | null;
  page: number;
  perPage: number;
}

export interface ReportQueryDefaults {
  /** Every filter the report knows, with its default; a filter not named here is ignored. */
  filters: ReportFilterValues;
  order: ReportOrder | null;
  perPage: number;
  /** Filters holding a yyyy-MM-dd date; any other text in the URL falls back to the default. */
  dateFilters?: readonly string[];
}

export const reportPerPageOptions = [10, 25, 50] as const;
export const DEFAULT_REPORT_PER_PAGE = 25;
/** Page sizes a list other than a report may ask for through the same URL state. */
const isReportPerPage = (perPage: number) =>
  (reportPerPageOptions as readonly number[]).includes(perPage);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** Written for an array filter emptied on purpose, so that it does not fall back to its default. */
const EMPTY_LIST_MARK = '';

/** '-timestamp' → timestamp descending; the form the server's order[] takes. */
export function parseOrderParam(text: string | null): ReportOrder | null {
  const column = text?.replace(/^-/, '') ?? '';
  if (!/^[a-z_][a-z0-9_.]*$/.test(column)) return null;
  return { column, direction: text?.startsWith('-') ? 'descending' : 'ascending' };
}

export function orderParam(order: ReportOrder): string {
  return order.direction === 'descending' ? `-${order.column}` : order.column;
}

/** Pressing an orderable header: the ordered column turns around, another one starts ascending. */
export function toggleOrder(current: ReportOrder | null, column: string): ReportOrder {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** A page size from the URL or from storage, when it is one the reports offer. */
export function parsePerPage(text: string | null | undefined): number | null {
  const perPage = Number(text);
  return text && isReportPerPage(perPage) ? perPage : null;
}

function positiveInteger(text: string | null): number | null {
  const number = Number(text);
  return text && Number.isInteger(number) && number >= 1 ? number : null;
}

function sameValue(a: ReportFilterValue, b: ReportFilterValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

function sameOrder(a: ReportOrder | null, b: ReportOrder | null): boolean {
  return a?.column === b?.column && a?.direction === b?.direction;
}

/** The view a URL names; anything missing or malformed takes the report's default. */
export function readReportQuery(
  params: URLSearchParams,
  defaults: ReportQueryDefaults,
  rememberedPerPage: number | null = null,
): ReportQuery {
  const filters: Record<string, ReportFilterValue> = {};
  for (const [name, fallback] of Object.entries(defaults.filters)) {
    if (typeof fallback !== 'string') {
      const values = params.getAll(`${name}[]`);
      filters[name] = values.length
        ? [...new Set(values.filter((value) => value !== EMPTY_LIST_MARK))]
        : fallback;
      continue;
    }
    const value = params.get(name);
    const isValid =
      value !== null && (!defaults.dateFilters?.includes(name) || isoDate.test(value));
    filters[name] = isValid ? value : fallback;
  }
  return {
    filters,
    order: params.has('order') ? parseOrderParam(params.get('order')) : defaults.order,
    page: positiveInteger(params.get('page')) ?? 1,
    perPage: parsePerPage(params.get('perPage')) ?? rememberedPerPage ?? defaults.perPage,
  };
}

/** The URL parameters of a view: only what differs from the defaults. */
export function writeReportQuery(
  query: ReportQuery,
  defaults: ReportQueryDefaults,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, fallback] of Object.entries(defaults.filters)) {
    const value = query.filters[name] ?? fallback;
    if (sameValue(value, fallback)) continue;
    if (typeof value === 'string') params.set(name, value);
    else if (value.length === 0) params.append(`${name}[]`, EMPTY_LIST_MARK);
    else for (const item of value) params.append(`${name}[]`, item);
  }
  if (!sameOrder(query.order, defaults.order)) {
    // An order cleared on purpose is written empty, so the default does not come back.
    params.set('order', query.order ? orderParam(query.order) : '');
  }
  if (query.page > 1) params.set('page', String(query.page));
  if (query.perPage !== defaults.perPage) params.set('perPage', String(query.perPage));
  return params;
}

/** A changed filter shows the first page again; order and page size stay. */
export function withFilters(query: ReportQuery, changes: ReportFilterValues): ReportQuery {
  return { ...query, filters: { ...query.filters, ...changes }, page: 1 };
}

/** Reset: every filter back to its default, from the first page; order and page size stay. */
export function resetFilters(query: ReportQuery, defaults: ReportQueryDefaults): ReportQuery {
  return { ...query, filters: defaults.filters, page: 1 };
}

/** A day as yyyy-MM-dd, the form report date filters take in the URL and on the server. */
export function isoDay(date: Date): string {
  const pad = (number: number) => String(number).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The same day `months` months away, kept inside the month (31 Jan + 1 month → 28/29 Feb). */
export function shiftMonths(date: Date, months: number): Date {
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date.getDate(), lastDay));
  return target;
}
