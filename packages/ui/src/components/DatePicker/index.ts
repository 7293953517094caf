export { DatePicker, DATE_LOCALE } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
