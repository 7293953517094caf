import type { Meta, StoryObj } from '@storybook/react-vite';
import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { expect, userEvent, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  args: {
    label: 'Date',
    defaultValue: { start: parseDate('2026-10-22'), end: parseDate('2026-12-22') },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CalendarOpenWithShortcuts: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    for (const name of ['Last 7 Days', 'Last 30 Days', 'Last 12 Months']) {
      await expect(await body.findByRole('button', { name })).toBeInTheDocument();
    }
  },
};

export const ShortcutSetsRangeEndingToday: Story = {
  parameters: { visualTest: { disable: true } },
  args: { disallowFuture: true, defaultValue: undefined },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Last 7 Days' }));
    const group = canvas.getByRole('group', { name: 'Date' });
    await expect(group).not.toHaveTextContent(/dd/);
  },
};

/**
 * The credit application list's default: one month back to one month ahead. Days after today
 * cannot be chosen, but the default's end is kept as given and the field stays valid (ADR 0007).
 */
export const DefaultRangeAheadOfToday: Story = {
  // The range moves with the day the story runs, so it takes no screenshot.
  parameters: { visualTest: { disable: true } },
  args: {
    defaultValue: {
      start: today(getLocalTimeZone()).subtract({ months: 1 }),
      end: today(getLocalTimeZone()).add({ months: 1 }),
    },
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Date' });
    await expect(group.closest('[data-invalid]')).toBeNull();
  },
};

export const WithoutShortcuts: Story = { args: { hasShortcuts: false, defaultOpen: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The end date must be after the start date.' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const NarrowContainer: Story = {
  render: (args) => (
    <div style={{ width: 240 }}>
      <DateRangePicker {...args} />
    </div>
  ),
};
