import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { expect, userEvent, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Date of birth', defaultValue: parseDate('1985-03-14') },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    await expect(group).toHaveTextContent('14/03/85');
  },
};

export const Empty: Story = { args: { defaultValue: undefined } };

export const CalendarOpenWeekStartsMonday: Story = {
  // The no-future limit is off so that the picture does not change with the day it is taken.
  args: { defaultValue: parseDate('2026-11-04'), defaultOpen: true, disallowFuture: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = await body.findByRole('grid');
    const dayNames = Array.from(grid.querySelectorAll('th'), (cell) => cell.textContent);
    await expect(dayNames).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
  },
};

export const ChooseFromCalendarByKeyboard: Story = {
  args: { defaultValue: parseDate('2026-11-04') },
  parameters: { visualTest: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('grid');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveTextContent(
      '05/11/26',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please enter a date of birth.' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const WithDescription: Story = { args: { description: 'As shown on the applicant’s ID.' } };
export const NarrowContainer: Story = {
  render: (args) => (
    <div style={{ width: 200 }}>
      <DatePicker {...args} label="Date of birth of the second applicant on this agreement" />
    </div>
  ),
};
