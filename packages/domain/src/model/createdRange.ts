import { parseDate } from '@internationalized/date';

/** An ISO day ("2026-03-01") as it is, or null when the text is not one (a hand-edited URL). */
export function isoDayOrNull(value: string | null): string | null {
  if (!value) return null;
  try {
    return parseDate(value).toString();
  } catch {
    return null;
  }
}

/** A list's Created filter for the server: the days of the range that are valid ISO days. */
export function createdRangeQuery(from: string | null, to: string | null) {
  const fromDay = isoDayOrNull(from);
  const toDay = isoDayOrNull(to);
  return { ...(fromDay ? { date_from: fromDay } : {}), ...(toDay ? { date_to: toDay } : {}) };
}
