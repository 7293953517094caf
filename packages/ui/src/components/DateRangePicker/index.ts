export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export { dateShortcuts, shortcutRange } from './dateShortcuts';
