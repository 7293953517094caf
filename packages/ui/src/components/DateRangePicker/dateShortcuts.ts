import type { CalendarDate } from '@internationalized/date';

/** The specification's date shortcuts, each a range that ends today. */
export const dateShortcuts = [
  { label: 'Last 7 Days', start: (end: CalendarDate) => end.subtract({ days: 6 }) },
  { label: 'Last 30 Days', start: (end: CalendarDate) => end.subtract({ days: 29 }) },
  {
    label: 'Last 12 Months',
    start: (end: CalendarDate) => end.subtract({ months: 12 }).add({ days: 1 }),
  },
] as const;

export function shortcutRange(label: (typeof dateShortcuts)[number]['label'], end: CalendarDate) {
  const shortcut = dateShortcuts.find((entry) => entry.label === label);
  if (!shortcut) throw new Error(`Unknown date shortcut ${label}`);
  return { start: shortcut.start(end), end };
}
