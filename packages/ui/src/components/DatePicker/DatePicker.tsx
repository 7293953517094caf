import type { ReactNode } from 'react';
import { getLocalTimeZone, today, type DateValue } from '@internationalized/date';
import {
  Calendar,
  DatePicker as AriaDatePicker,
  Dialog,
  Group,
  I18nProvider,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import { fieldControl, fieldRoot } from '../Field/Field.css';
import { CalendarButton, CalendarMonth, DateSegments } from './CalendarParts';
import { dateGroup, popover } from './DatePicker.css';

/** Day, month, year in British order whatever the browser's language. */
export const DATE_LOCALE = 'en-GB';

export interface DatePickerProps<T extends DateValue> extends Omit<
  AriaDatePickerProps<T>,
  'className' | 'children' | 'firstDayOfWeek'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Nothing after today can be chosen. */
  disallowFuture?: boolean;
  className?: string;
}

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
        maxValue={disallowFuture ? today(getLocalTimeZone()) : maxValue}
        firstDayOfWeek="mon"
        className={[fieldRoot, className].filter(Boolean).join(' ')}
      >
        <Label>{label}</Label>
        <Group className={[fieldControl, dateGroup].join(' ')}>
          <DateSegments />
          <CalendarButton />
        </Group>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldError>{errorMessage}</FieldError>
        <Popover className={popover} placement="bottom start">
          <Dialog aria-label="Calendar">
            <Calendar firstDayOfWeek="mon">
              <CalendarMonth />
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
