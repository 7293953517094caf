import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChargesTable } from './ChargesTable';

const meta = {
  title: 'Domain/CreditApplication/ChargesTable',
  component: ChargesTable,
  tags: ['autodocs'],
  args: {
    charges: [
      { description: 'Late payment fee', created_at: '2026-03-03T09:00:00Z', amount_pence: 1200 },
      { description: 'Admin fee', created_at: '2026-03-04T09:00:00Z', amount_pence: 500 },
    ],
  },
} satisfies Meta<typeof ChargesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Total/ })).toHaveTextContent('£17.00');
  },
};

export const NoCharges: Story = {
  args: { charges: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Total/ })).toHaveTextContent('£0.00');
  },
};
