import { makeCreditApplication } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { readFinance } from '../creditApplicationData';
import { OrderGoods } from './OrderGoods';

const meta = {
  title: 'Domain/CreditApplication/OrderGoods',
  component: OrderGoods,
  tags: ['autodocs'],
  args: { goods: readFinance(makeCreditApplication().finance).goods },
} satisfies Meta<typeof OrderGoods>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const total = canvas.getByRole('row', { name: /Grand Total/ });
    await expect(within(total).getByText('£2,000.00')).toBeVisible();
  },
};

export const NoGoods: Story = { args: { goods: [] } };

export const ManyLines: Story = {
  args: {
    goods: Array.from({ length: 12 }, (_, index) => ({
      description: `Item ${index + 1} with a fairly long description of the goods`,
      price_pence: 1999 * (index + 1),
      quantity: (index % 3) + 1,
    })),
  },
};
