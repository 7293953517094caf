import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { InsightChart, type InsightChartPoint } from './InsightChart';

const points: InsightChartPoint[] = Array.from({ length: 12 }, (_, index) => ({
  key: String(index),
  label: `${index + 1} Nov`,
  fullLabel: `${index + 1} November 2026`,
  values: { accepted: 20 + ((index * 7) % 11), declined: 8 + ((index * 5) % 6), referred: 3 },
}));

const meta = {
  title: 'Domain/Insights/InsightChart',
  component: InsightChart,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Outcomes by day',
    kind: 'columns',
    points,
    formatValue: (value: number) => value.toLocaleString('en-GB'),
    series: [
      { key: 'accepted', label: 'Accepted', tone: 'positive' },
      { key: 'declined', label: 'Declined', tone: 'critical' },
      { key: 'referred', label: 'Referred', tone: 'caution' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InsightChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Columns: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(
      '2 November 2026: Accepted 27, Declined 13, Referred 3',
    );
    await expect(
      canvas.getByText('2 November 2026: Accepted 27, Declined 13, Referred 3'),
    ).toBeVisible();
  },
};

export const Line: Story = { args: { kind: 'line' } };

export const Rows: Story = { args: { kind: 'rows', points: points.slice(0, 4) } };

export const NoPoints: Story = { args: { points: [] } };
