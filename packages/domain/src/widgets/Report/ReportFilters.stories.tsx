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

/** "only" beside an option chooses it alone; All and None choose every option or none. */
export const OnlyOneStatus: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Statuses/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Only Refunded' }));
    await expect(canvas.getByRole('checkbox', { name: 'Refunded' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Paid' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pending' })).not.toBeChecked();
  },
};

/** Closed to one line stating what is applied, so the list below has room. */
export const Collapsed: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Filters' })).toHaveTextContent(
      'Placed: 23/10/2026 – 23/12/2026 · Orders: Current · Status: Paid, Pending',
    );
    await expect(canvas.queryByRole('searchbox', { name: 'Merchant' })).not.toBeInTheDocument();
  },
};

export const CollapsedOpenedByKeyboard: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Edit filters' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Hide filters' })).toHaveFocus();
    await expect(canvas.getByRole('searchbox', { name: 'Merchant' })).toBeVisible();
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

export const CollapsedNarrow: Story = {
  args: { defaultExpanded: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
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
