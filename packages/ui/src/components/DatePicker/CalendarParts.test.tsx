import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Calendar,
  DateField,
  DatePicker as AriaDatePicker,
  I18nProvider,
  Label,
} from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import {
  CalendarMonth,
  DatePickerFrame,
  DateSegments,
  datePickerProps,
  lastSelectableDay,
} from './CalendarParts';

describe('DateSegments', () => {
  function Field({ value }: { value: CalendarDate }) {
    return (
      <I18nProvider locale="en-GB">
        <DateField defaultValue={value}>
          <Label>Date of birth</Label>
          <DateSegments />
        </DateField>
      </I18nProvider>
    );
  }

  it('shows a date as dd/MM/yy', () => {
    render(<Field value={parseDate('1984-07-09')} />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveTextContent('09/07/84');
  });

  it('shows the full year while the year has focus, so a typed year is unambiguous', async () => {
    render(<Field value={parseDate('1984-07-09')} />);
    const year = screen.getByRole('spinbutton', { name: /year/ });
    await userEvent.click(year);
    expect(year).toHaveTextContent('1984');
    await userEvent.tab();
    expect(year).toHaveTextContent('84');
  });
});

describe('CalendarMonth', () => {
  function Month() {
    return (
      <I18nProvider locale="en-GB">
        <Calendar
          aria-label="Start date"
          defaultValue={parseDate('2024-03-12')}
          firstDayOfWeek="mon"
        >
          <CalendarMonth />
        </Calendar>
      </I18nProvider>
    );
  }

  it('heads the grid with the month and starts its weeks on Monday', () => {
    render(<Month />);
    expect(screen.getByRole('heading')).toHaveTextContent('March 2024');
    const grid = screen.getByRole('grid');
    // react-aria hides the narrow day names from assistive technology: read them as text.
    const dayNames = Array.from(grid.querySelectorAll('th'), (cell) => cell.textContent);
    expect(dayNames).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
  });

  it('moves a month back and forth with Previous month and Next month', async () => {
    render(<Month />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading')).toHaveTextContent('February 2024');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading')).toHaveTextContent('April 2024');
  });

  it('marks the chosen day selected', () => {
    render(<Month />);
    const grid = screen.getByRole('grid');
    expect(within(grid).getByText('12').closest('[role="gridcell"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('DatePickerFrame', () => {
  function Picker(props: { description?: string; errorMessage?: string; isInvalid?: boolean }) {
    return (
      <I18nProvider locale="en-GB">
        <AriaDatePicker defaultValue={parseDate('2026-01-05')} isInvalid={props.isInvalid}>
          <DatePickerFrame
            label="Start date"
            description={props.description}
            errorMessage={props.errorMessage}
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

  it('labels the field and describes it', () => {
    render(<Picker description="The first day of the agreement" />);
    expect(screen.getByRole('group', { name: 'Start date' })).toHaveTextContent('05/01/26');
    expect(screen.getByText('The first day of the agreement')).toBeVisible();
  });

  it('shows the error while the date is invalid', () => {
    render(<Picker isInvalid errorMessage="Choose a date in the past." />);
    expect(screen.getByText('Choose a date in the past.')).toBeVisible();
  });

  it('opens the calendar from its button', async () => {
    render(<Picker />);
    await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    expect(within(calendar).getByRole('heading')).toHaveTextContent('January 2026');
  });
});

describe('datePickerProps', () => {
  it('stops at today unless told otherwise, with Monday weeks', () => {
    const props = datePickerProps({});
    expect(props.maxValue).toEqual(today(getLocalTimeZone()));
    expect(props.firstDayOfWeek).toBe('mon');
  });

  it('keeps the given limit when the future is allowed', () => {
    const maxValue = parseDate('2030-01-01');
    expect(datePickerProps({ disallowFuture: false, maxValue }).maxValue).toEqual(maxValue);
  });
});

describe('lastSelectableDay', () => {
  const now = parseDate('2026-11-24');

  it('is today when the value ends today or earlier, or there is none', () => {
    expect(lastSelectableDay(now, null)).toEqual(now);
    expect(lastSelectableDay(now, parseDate('2026-11-01'))).toEqual(now);
  });

  it('keeps a given end after today (a default one month ahead)', () => {
    expect(lastSelectableDay(now, parseDate('2026-12-24'))).toEqual(parseDate('2026-12-24'));
  });
});
