import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CustomDataList } from './CustomDataList';

const meta = {
  title: 'Domain/CreditApplication/CustomDataList',
  component: CustomDataList,
  tags: ['autodocs'],
  args: { data: { store_number: '0042', salesperson: 'Sam Seller' } },
} satisfies Meta<typeof CustomDataList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('salesperson').nextSibling).toHaveTextContent('Sam Seller');
  },
};

export const NoCustomData: Story = {
  args: { data: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No custom data.')).toBeVisible();
  },
};
