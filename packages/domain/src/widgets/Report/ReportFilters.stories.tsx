import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import type { ReportFilterValues } from '../../model/reportQuery';
import { ReportFilters, type ReportFiltersProps } from './ReportFilters';
import { storyFilterValues, storyFilters } from './reportStoryData';

/** The panel holding its values, as a page does in the URL. */
function OrdersFilters(props: Partial<ReportFiltersProps>) {
  const [values, setValues] = useState<ReportFilterValues>(storyFilterValues);
  return (
    <ReportFilters
      filters={storyFilters}
      values={values}
      onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
      onReset={() => setValues(storyFilterValues)}
      onPrint={() => undefined}
      {...props}
    />
  );
}

const meta = {
  title: 'Domain/Report/ReportFilters',
  component: OrdersFilters,
  tags: ['autodocs'],
} satisfies Meta<typeof OrdersFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Filters' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Current' })).toBeChecked();
  },
};

export const SectionOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Statuses/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Refunded' }));
    await expect(canvas.getByRole('checkbox', { name: 'Refunded' })).toBeChecked();
  },
};

export const ResetAfterChanges: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Flagged only' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Historic' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('radio', { name: 'Current' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Flagged only' })).not.toBeChecked();
  },
};

export const WithoutResetOrPrint: Story = {
  args: { onReset: undefined, onPrint: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
