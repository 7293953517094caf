/** merchants.md section 5: a group name is required, 4 to 100 characters. */
export const GROUP_NAME_MIN = 4;
export const GROUP_NAME_MAX = 100;

export function groupNameError(name: string): string | undefined {
  const length = name.trim().length;
  if (length === 0) return 'Enter a group name.';
  if (length < GROUP_NAME_MIN) return `At least ${GROUP_NAME_MIN} characters.`;
  if (length > GROUP_NAME_MAX) return `At most ${GROUP_NAME_MAX} characters.`;
  return undefined;
}

/** dd/MM/yy, the date of the Groups list. */
const dateFormatter = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
});

export function formatShortDate(date: Date): string {
  return dateFormatter.format(date);
}
