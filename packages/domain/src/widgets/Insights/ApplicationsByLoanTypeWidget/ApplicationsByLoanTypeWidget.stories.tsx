import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeApplicationsByLoanType, makeInsightPeriod } from '@backoffice/api-client/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApplicationsByLoanTypeWidget } from './ApplicationsByLoanTypeWidget';

const meta = {
  title: 'Domain/Insights/ApplicationsByLoanTypeWidget',
  component: ApplicationsByLoanTypeWidget,
  tags: ['autodocs'],
  args: { figures: makeApplicationsByLoanType(), period: 30, onPeriodChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicationsByLoanTypeWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PerDayByLoanType: Story = {
  play: async ({ canvas, args }) => {
    const points = within(canvas.getByRole('list', { name: 'Applications per day by loan type' }));
    await expect(points.getAllByRole('listitem')).toHaveLength(30);
    await userEvent.click(canvas.getByRole('radio', { name: '90 days' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith(90);
  },
};

export const NinetyDays: Story = {
  args: { figures: makeApplicationsByLoanType(makeInsightPeriod(90)), period: 90 },
};

export const TableView: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Table' }));
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows[rows.length - 1]).toHaveTextContent(/^Total/);
  },
};

export const Empty: Story = {
  args: { figures: { period: makeInsightPeriod(), items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No applications in the last 30 days.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { figures: undefined, isLoading: true } };

export const LoadError: Story = {
  args: { figures: undefined, errorMessage: 'The figures could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The figures could not be loaded.');
  },
};
