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
  Heading,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import {
  calendarButton,
  calendarCell,
  calendarGrid,
  calendarHeader,
  calendarHeaderCell,
  calendarHeading,
  dateInput,
  dateSegment,
} from './DatePicker.css';

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

export function CalendarButton() {
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
      <header className={calendarHeader}>
        <Button slot="previous" size="sm" variant="tertiary" aria-label="Previous month">
          ‹
        </Button>
        <Heading className={calendarHeading} />
        <Button slot="next" size="sm" variant="tertiary" aria-label="Next month">
          ›
        </Button>
      </header>
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
