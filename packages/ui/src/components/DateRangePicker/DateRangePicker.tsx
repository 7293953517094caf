import { useContext } from 'react';
import { getLocalTimeZone, today, type DateValue } from '@internationalized/date';
import {
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  I18nProvider,
  RangeCalendar,
  type DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import {
  CalendarMonth,
  DatePickerFrame,
  DateSegments,
  datePickerProps,
  type DateFieldOptions,
} from '../DatePicker/CalendarParts';
import { DATE_LOCALE } from '../DatePicker/DatePicker';
import { shortcuts } from '../DatePicker/DatePicker.css';
import { dateShortcuts, shortcutRange } from './dateShortcuts';

export interface DateRangePickerProps<T extends DateValue>
  extends
    Omit<AriaDateRangePickerProps<T>, 'className' | 'children' | 'firstDayOfWeek' | 'maxValue'>,
    DateFieldOptions<T> {
  /** Offers Last 7 Days, Last 30 Days and Last 12 Months under the calendar. */
  hasShortcuts?: boolean;
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
        {...datePickerProps({
          disallowFuture,
          maxValue,
          givenEnd: (props.value ?? props.defaultValue)?.end,
          className,
        })}
      >
        <DatePickerFrame
          label={label}
          description={description}
          errorMessage={errorMessage}
          field={
            <>
              <DateSegments slot="start" />
              <span aria-hidden="true">–</span>
              <DateSegments slot="end" />
            </>
          }
          calendar={
            <>
              <RangeCalendar firstDayOfWeek="mon">
                <CalendarMonth />
              </RangeCalendar>
              {hasShortcuts ? <Shortcuts /> : null}
            </>
          }
        />
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
