import { useContext, type ReactNode } from 'react';
import { getLocalTimeZone, today, type DateValue } from '@internationalized/date';
import {
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  Dialog,
  Group,
  I18nProvider,
  Popover,
  RangeCalendar,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type ValidationResult,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import { fieldControl, fieldRoot } from '../Field/Field.css';
import { CalendarButton, CalendarMonth, DateSegments } from '../DatePicker/CalendarParts';
import { DATE_LOCALE } from '../DatePicker/DatePicker';
import { dateGroup, popover, shortcuts } from '../DatePicker/DatePicker.css';
import { dateShortcuts, shortcutRange } from './dateShortcuts';

export interface DateRangePickerProps<T extends DateValue> extends Omit<
  AriaDateRangePickerProps<T>,
  'className' | 'children' | 'firstDayOfWeek'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Nothing after today can be chosen. */
  disallowFuture?: boolean;
  /** Offers Last 7 Days, Last 30 Days and Last 12 Months under the calendar. */
  hasShortcuts?: boolean;
  className?: string;
}

function Shortcuts() {
  const state = useContext(DateRangePickerStateContext);
  if (!state) return null;
  return (
    <div className={shortcuts}>
      {dateShortcuts.map(({ label }) => (
        <Button
          key={label}
          size="sm"
          onPress={() => {
            state.setValue(shortcutRange(label, today(getLocalTimeZone())));
            state.close();
          }}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

/** A from–to range typed day / month / year or chosen from a calendar; weeks start on Monday. */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  disallowFuture,
  hasShortcuts = true,
  maxValue,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <I18nProvider locale={DATE_LOCALE}>
      <AriaDateRangePicker
        {...props}
        maxValue={disallowFuture ? today(getLocalTimeZone()) : maxValue}
        firstDayOfWeek="mon"
        className={[fieldRoot, className].filter(Boolean).join(' ')}
      >
        <Label>{label}</Label>
        <Group className={[fieldControl, dateGroup].join(' ')}>
          <DateSegments slot="start" />
          <span aria-hidden="true">–</span>
          <DateSegments slot="end" />
          <CalendarButton />
        </Group>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldError>{errorMessage}</FieldError>
        <Popover className={popover} placement="bottom start">
          <Dialog aria-label="Calendar">
            <RangeCalendar firstDayOfWeek="mon">
              <CalendarMonth />
            </RangeCalendar>
            {hasShortcuts ? <Shortcuts /> : null}
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
