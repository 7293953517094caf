import type { DateValue } from '@internationalized/date';
import {
  Calendar,
  DatePicker as AriaDatePicker,
  I18nProvider,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components';
import {
  CalendarMonth,
  DatePickerFrame,
  DateSegments,
  datePickerProps,
  type DateFieldOptions,
} from './CalendarParts';

/** Day, month, year in British order whatever the browser's language. */
export const DATE_LOCALE = 'en-GB';

export interface DatePickerProps<T extends DateValue>
  extends
    Omit<AriaDatePickerProps<T>, 'className' | 'children' | 'firstDayOfWeek' | 'maxValue'>,
    DateFieldOptions<T> {}

/** A date typed day / month / year or chosen from a calendar whose weeks start on Monday. */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  disallowFuture,
  maxValue,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <I18nProvider locale={DATE_LOCALE}>
      <AriaDatePicker
        {...props}
        {...datePickerProps({
          disallowFuture,
          maxValue,
          givenEnd: props.value ?? props.defaultValue,
          className,
        })}
      >
        <DatePickerFrame
          label={label}
          description={description}
          errorMessage={errorMessage}
          field={<DateSegments />}
          calendar={
            <Calendar firstDayOfWeek="mon">
              <CalendarMonth />
            </Calendar>
          }
        />
      </AriaDatePicker>
    </I18nProvider>
  );
}
