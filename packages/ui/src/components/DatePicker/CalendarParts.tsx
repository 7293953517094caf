import type { ReactNode } from 'react';
import { getLocalTimeZone, today, type DateValue } from '@internationalized/date';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  type DateSegmentRenderProps,
  Dialog,
  Group,
  Heading,
  Popover,
  type ValidationResult,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import { fieldControl, fieldRoot } from '../Field/Field.css';
import {
  calendarButton,
  calendarCell,
  calendarGrid,
  calendarHeader,
  calendarHeaderCell,
  calendarHeading,
  dateGroup,
  dateInput,
  dateSegment,
  popover,
} from './DatePicker.css';

/** What the date picker and the date range picker add to react-aria's props. */
export interface DateFieldOptions<T extends DateValue> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Nothing after today can be chosen (platform-shell.md 8: "Date pickers cannot select beyond
   * today"): on unless set to false. A value that already ends after today keeps its end; see
   * `lastSelectableDay`.
   */
  disallowFuture?: boolean;
  maxValue?: T | null;
  className?: string;
}

/**
 * The last day a picker offers (docs/adr/0007-date-pickers-stop-at-today.md): today, or the
 * later day its value already ends on. A default that runs ahead of today (the credit
 * application list's one month ahead, the merchant list's one year) is kept as given and stays
 * valid; the user cannot choose a day after today or after that end.
 */
export function lastSelectableDay<T extends DateValue>(
  now: T,
  givenEnd: DateValue | null | undefined,
): T {
  return givenEnd && givenEnd.compare(now) > 0 ? (givenEnd as T) : now;
}

/** The react-aria props both pickers share: Monday weeks, the no-future limit, field styling. */
export function datePickerProps<T extends DateValue>({
  disallowFuture = true,
  maxValue,
  givenEnd,
  className,
}: Pick<DateFieldOptions<T>, 'disallowFuture' | 'maxValue' | 'className'> & {
  /** The last day the picker's value (or default value) holds. */
  givenEnd?: DateValue | null;
}) {
  return {
    maxValue: disallowFuture
      ? lastSelectableDay(today(getLocalTimeZone()) as T, givenEnd)
      : maxValue,
    firstDayOfWeek: 'mon' as const,
    className: [fieldRoot, className].filter(Boolean).join(' '),
  };
}

/**
 * Label, the typed field with its calendar button, description, error and the calendar
 * popover: the parts of a date picker that do not depend on single date or range.
 */
export function DatePickerFrame({
  label,
  description,
  errorMessage,
  field,
  calendar,
}: Pick<DateFieldOptions<DateValue>, 'label' | 'description' | 'errorMessage'> & {
  field: ReactNode;
  calendar: ReactNode;
}) {
  return (
    <>
      <Label>{label}</Label>
      <Group className={[fieldControl, dateGroup].join(' ')}>
        {field}
        <CalendarButton />
      </Group>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={popover} placement="bottom start">
        <Dialog aria-label="Calendar">{calendar}</Dialog>
      </Popover>
    </>
  );
}

/**
 * The spec shows dates as dd/MM/yy, but react-aria has no two-digit-year segment: the year
 * segment shows its last two digits and the full year only while it has focus, so typing a year
 * stays unambiguous. Screen readers hear the full date either way.
 */
function segmentText({ type, text, isFocused, isPlaceholder }: DateSegmentRenderProps): string {
  return type === 'year' && !isFocused && !isPlaceholder ? text.slice(-2) : text;
}

/** The editable day / month / year segments of a date field, shown as dd/MM/yy. */
export function DateSegments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={dateInput}>
      {(segment) => (
        <DateSegment segment={segment} className={dateSegment}>
          {segmentText}
        </DateSegment>
      )}
    </DateInput>
  );
}

function CalendarButton() {
  return (
    <AriaButton className={calendarButton} aria-label="Open calendar">
      <span aria-hidden="true">▦</span>
    </AriaButton>
  );
}

/** Month heading with previous / next, and the grid of days (weeks start on Monday). */
export function CalendarMonth() {
  return (
    <>
      {/* A div, not a header: inside the calendar a header would be read as a banner landmark. */}
      <div className={calendarHeader}>
        <IconButton slot="previous" aria-label="Previous month" icon="‹" />
        <Heading className={calendarHeading} />
        <IconButton slot="next" aria-label="Next month" icon="›" />
      </div>
      <CalendarGrid className={calendarGrid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={calendarHeaderCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={calendarCell} />}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}
