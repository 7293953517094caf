import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Calendar, DateField, I18nProvider, Label } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import { fieldControl, fieldRoot } from '../Field/Field.css';
import { CalendarMonth, DateSegments } from './CalendarParts';

/**
 * The parts DatePicker and DateRangePicker share: the month grid of their calendar popover and
 * the typed day / month / year segments, shown here outside a popover.
 */
const meta = {
  title: 'UI/DatePicker/CalendarParts',
  component: CalendarMonth,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof CalendarMonth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month, weeks from Monday, the chosen day marked; the arrows change month. */
export const Month: Story = {
  render: () => (
    <Calendar aria-label="Start date" defaultValue={parseDate('2024-03-12')} firstDayOfWeek="mon">
      <CalendarMonth />
    </Calendar>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('March 2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('heading')).toHaveTextContent('April 2024');
  },
};

/** Days after a limit cannot be chosen (the pickers stop at today). */
export const WithLimit: Story = {
  render: () => (
    <Calendar
      aria-label="Start date"
      defaultValue={parseDate('2024-03-12')}
      maxValue={parseDate('2024-03-20')}
      firstDayOfWeek="mon"
    >
      <CalendarMonth />
    </Calendar>
  ),
};

/** The typed segments show dd/MM/yy, and the full year while the year has focus. */
export const Segments: Story = {
  render: () => (
    <DateField defaultValue={parseDate('1984-07-09')} className={fieldRoot}>
      <Label>Date of birth</Label>
      <div className={fieldControl}>
        <DateSegments />
      </div>
    </DateField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveTextContent(
      '09/07/84',
    );
    const year = canvas.getByRole('spinbutton', { name: /year/ });
    await userEvent.click(year);
    await expect(year).toHaveTextContent('1984');
  },
};
