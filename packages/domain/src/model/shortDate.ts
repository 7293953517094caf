const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
});

/** The spec's short date, dd/MM/yy (lists of merchants, groups, rate cards). */
export function formatShortDate(value: Date | string): string {
  return shortDate.format(typeof value === 'string' ? new Date(value) : value);
}
