import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Reading watch-list.csv', value: 42 },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Reading watch-list.csv' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

export const ValueInWords: Story = {
  args: {
    label: 'Uploading the watch list',
    value: 2000,
    maxValue: 4500,
    valueLabel: '2,000 of 4,500 items',
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100 } };

export const LongLabel: Story = {
  args: {
    label:
      'Reading watch-list-for-the-north-east-region-including-all-historic-entries-from-2019-onwards.csv',
    value: 67,
  },
};
