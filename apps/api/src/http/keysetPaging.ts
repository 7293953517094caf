import { HttpError } from './errors';

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
    throw new HttpError(400, 'ERR_SCHEMA_VALIDATION_ERROR', 'The request is not valid.', [
      { property, message: 'is not a cursor of this list' },
    ]);
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
