import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './Money';

const meta = {
  title: 'UI/Money',
  component: Money,
  tags: ['autodocs'],
  args: { pence: 123456 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pounds: Story = {};
export const Zero: Story = { args: { pence: 0 } };
export const Negative: Story = { args: { pence: -4599, isNegativeHighlighted: true } };
export const Large: Story = { args: { pence: 987654321012 } };
export const AlignedColumn: Story = {
  render: () => (
    <div style={{ display: 'grid', justifyItems: 'end', width: 160 }}>
      {[125000, 9999, 5, 1234567].map((pence) => (
        <Money key={pence} pence={pence} />
      ))}
    </div>
  ),
};
