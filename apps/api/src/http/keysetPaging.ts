import { invalidProperty } from './errors';

/**
 * Keyset paging of the report lists (newest first by a timestamp, then by id): the cursors that
 * _links.next and _links.prev carry, and the links themselves. A page by cursor costs the same
 * at any depth; page numbers (OFFSET) stay for the other orders and for jumps.
 */
export interface KeysetCursor {
  timestamp: string;
  id: number;
}

export const encodeCursor = (timestamp: Date | string, id: number) =>
  Buffer.from(`${new Date(timestamp).toISOString()}|${id}`).toString('base64url');

export function decodeCursor(value: string, property: string): KeysetCursor {
  const [timestamp, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (!timestamp || Number.isNaN(Date.parse(timestamp)) || !/^\d+$/.test(id ?? '')) {
    throw invalidProperty(property, 'is not a cursor of this list');
  }
  return { timestamp, id: Number(id) };
}

/** The cursor a request names (after: forward, before: backward), or null. */
export function requestedCursor(query: {
  after?: string;
  before?: string;
}): (KeysetCursor & { forward: boolean }) | null {
  if (query.after) return { ...decodeCursor(query.after, 'after'), forward: true };
  if (query.before) return { ...decodeCursor(query.before, 'before'), forward: false };
  return null;
}

export interface PageLinkState {
  /** The list's path under /api, e.g. /credit-applications. */
  path: string;
  query: Record<string, unknown>;
  page: number;
  perPage: number;
  /** The query found more rows than a page in the direction it went. */
  hasMore: boolean;
  cursor: { forward: boolean } | null;
  /** Pages go by cursor (the default order) rather than by number. */
  keyset: boolean;
  /** The keys of the first and last rows of the page shown. */
  first: KeysetCursor | undefined;
  last: KeysetCursor | undefined;
}

/** self, and next and prev where rows lie beyond the page: by cursor, or by page number. */
export function pageLinks(state: PageLinkState) {
  const { page, perPage, hasMore, cursor, keyset, first, last } = state;
  const href = (changes: Record<string, string | number | undefined>, keepPlace = false) => {
    const params = new URLSearchParams();
    const query = { ...state.query };
    if (!keepPlace) {
      delete query.after;
      delete query.before;
      delete query.page;
    }
    for (const [key, value] of Object.entries({ ...query, ...changes })) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
    }
    return `${state.path}?${params.toString()}`;
  };
  // Going back, a full page means more rows lie before it; going forward, there was a page before.
  const moreAfter = cursor && !cursor.forward ? true : hasMore;
  const moreBefore = cursor ? (cursor.forward ? true : hasMore) : page > 1;
  const links: Record<string, { href: string; method: 'GET' }> = {
    self: { href: href({}, true), method: 'GET' },
  };
  if (moreAfter && last) {
    links.next = {
      href: keyset
        ? href({ perPage, after: encodeCursor(last.timestamp, last.id) })
        : href({ page: page + 1, perPage }),
      method: 'GET',
    };
  }
  if (moreBefore && first) {
    links.prev = {
      href: keyset
        ? href({ perPage, before: encodeCursor(first.timestamp, first.id) })
        : href({ page: page - 1, perPage }),
      method: 'GET',
    };
  }
  return links;
}

/** How a report list sorts: its order[] keys, and the default order's columns. */
export interface ReportOrdering {
  /** SQL column of each order[] key. */
  sortColumns: Readonly<Record<string, string>>;
  /** The default order, newest first: this timestamp column, then the id column. */
  timestampColumn: string;
  idColumn: string;
  perPage: { default: number; max: number };
}

export interface PageQuery {
  page?: number;
  perPage?: number;
  'order[]'?: string[];
  after?: string;
  before?: string;
}

/** Where a page lies: its SQL order and condition, its OFFSET, and how its links page on. */
export interface PageWindow {
  page: number;
  perPage: number;
  /** Ends the WHERE clause: " AND (ts, id) < (…)" for a cursor, else empty. */
  condition: string;
  orderSql: string;
  offset: number;
  cursor: (KeysetCursor & { forward: boolean }) | null;
  /** Pages go by cursor (the default order) rather than by number. */
  keyset: boolean;
}

/**
 * Reads a report list's page, page size, order[] and cursor (400 naming the property for an
 * unknown order key, too large a page, or a cursor with another order). A cursor pages the
 * default order from its key; otherwise the page number gives the OFFSET, the id breaking ties.
 */
export function pageWindow(
  query: PageQuery,
  ordering: ReportOrdering,
  param: (value: unknown) => string,
): PageWindow {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? ordering.perPage.default;
  if (perPage > ordering.perPage.max) {
    throw invalidProperty('perPage', `must be <= ${ordering.perPage.max}`);
  }
  const order = (query['order[]'] ?? []).map((key) => {
    const descending = key.startsWith('-');
    const column = ordering.sortColumns[descending ? key.slice(1) : key];
    if (!column) throw invalidProperty('order[]', `cannot sort by ${key}`);
    return { column, descending };
  });
  const keyset =
    order.length === 0 ||
    (order.length === 1 && order[0]!.column === ordering.timestampColumn && order[0]!.descending);
  if ((query.after || query.before) && !keyset) {
    throw invalidProperty(
      query.after ? 'after' : 'before',
      'is only offered for the default order',
    );
  }
  const { timestampColumn: timestamp, idColumn: id } = ordering;
  const newestFirst = `${timestamp} DESC, ${id} DESC`;
  const cursor = requestedCursor(query);
  if (cursor) {
    const comparison = cursor.forward ? '<' : '>';
    return {
      page,
      perPage,
      condition: ` AND (${timestamp}, ${id}) ${comparison} (${param(cursor.timestamp)}::timestamptz, ${param(cursor.id)})`,
      orderSql: cursor.forward ? newestFirst : `${timestamp} ASC, ${id} ASC`,
      offset: 0,
      cursor,
      keyset,
    };
  }
  return {
    page,
    perPage,
    condition: '',
    orderSql: keyset
      ? newestFirst
      : [
          ...order.map(({ column, descending }) => `${column} ${descending ? 'DESC' : 'ASC'}`),
          `${id} ${order[0]!.descending ? 'DESC' : 'ASC'}`,
        ].join(', '),
    offset: (page - 1) * perPage,
    cursor: null,
    keyset,
  };
}
