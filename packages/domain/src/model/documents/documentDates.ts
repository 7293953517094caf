/**
 * Lender documents are dated in UK format, in UTC (platform-shell.md sections 2.11 and 9),
 * whatever the browser's time zone.
 */
const ukDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const ukDateTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "2026-03-02T23:30:00Z" → "02/03/2026"; text that is no date is returned as it is. */
export function formatDocumentDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : ukDate.format(date);
}

/** "2026-03-02T23:30:00Z" → "02/03/2026 23:30 UTC". */
export function formatDocumentDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${ukDateTime.format(date).replace(',', '')} UTC`;
}

/** How long the status banner stays after a publish (platform-shell.md section 9). */
export const PUBLISH_STATUS_BANNER_MS = 1000;
