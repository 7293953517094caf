import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeApplicationOutcomes, makeInsightPeriod } from '@backoffice/api-client/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AcceptanceRateWidget } from './AcceptanceRateWidget';

const meta = {
  title: 'Domain/Insights/AcceptanceRateWidget',
  component: AcceptanceRateWidget,
  tags: ['autodocs'],
  args: { figures: makeApplicationOutcomes(), period: 30, onPeriodChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AcceptanceRateWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RateByDay: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(/^Acceptance rate 72% over the last 30 days/),
    ).toBeInTheDocument();
    const points = within(canvas.getByRole('list', { name: 'Acceptance rate by day' }));
    await expect(points.getAllByRole('listitem')).toHaveLength(30);
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith(7);
  },
};

export const TableView: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Table' }));
    const table = canvas.getByRole('table', { name: 'Acceptance rate by day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 30 + 1);
  },
};

export const FocusedPoint: Story = {
  args: { figures: makeApplicationOutcomes(makeInsightPeriod(7)), period: 7 },
  play: async ({ canvas }) => {
    const first = within(canvas.getByRole('list', { name: 'Acceptance rate by day' })).getAllByRole(
      'listitem',
    )[0]!;
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(
      'Monday 23 November 2026: Acceptance rate 73%',
    );
  },
};

export const Empty: Story = {
  args: { figures: { period: makeInsightPeriod(), items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No decisions in the last 30 days.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { figures: undefined, isLoading: true } };

export const LoadError: Story = {
  args: { figures: undefined, errorMessage: 'The figures could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The figures could not be loaded.');
  },
};
