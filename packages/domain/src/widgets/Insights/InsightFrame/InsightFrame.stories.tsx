import type { Meta, StoryObj } from '@storybook/react-vite';
import { insightMockPolicies, makeApplicationsByLoanType } from '@backoffice/api-client/mocks';
import { SimpleTable } from '@backoffice/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  applicationsByLoanTypeDays,
  formatCount,
  longDayLabel,
  shortDayLabel,
} from '../../../model/insights';
import { InsightChart } from '../InsightChart';
import { InsightFrame } from './InsightFrame';

const figures = makeApplicationsByLoanType();
const days = applicationsByLoanTypeDays(figures.period, figures.items);

const meta = {
  title: 'Domain/Insights/InsightFrame',
  component: InsightFrame,
  tags: ['autodocs'],
  args: {
    subject: 'applications per day',
    period: 30,
    onPeriodChange: fn(),
    summary: `${formatCount(days.reduce((sum, day) => sum + day.total, 0))} applications in the last 30 days.`,
    chart: (
      <InsightChart
        aria-label="Applications per day"
        kind="line"
        series={[{ key: 'total', label: 'Applications', tone: 'accent' }]}
        formatValue={formatCount}
        points={days.map((day) => ({
          key: day.day,
          label: shortDayLabel(day.day),
          fullLabel: longDayLabel(day.day),
          values: { total: day.total },
        }))}
      />
    ),
    table: (
      <SimpleTable
        aria-label="Applications per day"
        rows={days}
        rowKey={(day) => day.day}
        columns={[
          { name: 'Day', isRowHeader: true, render: (day) => longDayLabel(day.day) },
          { name: 'Applications', isNumeric: true, render: (day) => formatCount(day.total) },
        ]}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InsightFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chart: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/applications in the last 30 days\.$/)).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Chart' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('list', { name: 'Applications per day' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '90 days' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith(90);
  },
};

export const Table: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Table' }));
    const table = canvas.getByRole('table', { name: 'Applications per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 30);
  },
};

export const WithPolicyPicker: Story = {
  args: {
    policyPicker: { policies: insightMockPolicies, policyId: 1, onPolicyChange: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Credit policy/ })).toHaveTextContent(
      'Standard retail credit',
    );
  },
};

export const Empty: Story = {
  args: { emptyTitle: 'No applications in the last 30 days.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No applications in the last 30 days.')).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading the applications per day' }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { errorMessage: 'The figures could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The figures could not be loaded.');
  },
};
