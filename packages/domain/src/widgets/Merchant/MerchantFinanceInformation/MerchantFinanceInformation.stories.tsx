import { makeRetailer } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MerchantFinanceInformation } from './MerchantFinanceInformation';

const meta = {
  title: 'Domain/Merchant/MerchantFinanceInformation',
  component: MerchantFinanceInformation,
  tags: ['autodocs'],
  args: {
    finance: makeRetailer().company_finance_details,
    canEdit: true,
    onSave: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof MerchantFinanceInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Edit Finance Information' }),
    ).toBeNull();
  },
};

export const NotSet: Story = {
  args: {
    finance: {
      average_time_receipt_goods: null,
      annual_sales_turnover: null,
      annual_finance_turnover: null,
      net_worth: null,
      net_profit: null,
      average_order_value: null,
    },
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Finance Information' }));
    const turnover = canvas.getByRole('textbox', { name: /Annual Sales Turnover/ });
    await userEvent.clear(turnover);
    await userEvent.type(turnover, '-1');
    await expect(canvas.getByText('Annual sales turnover cannot be negative.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { onSave: fn(() => new Promise<undefined>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Finance Information' }));
    const profit = canvas.getByRole('textbox', { name: /Net Profit/ });
    await userEvent.clear(profit);
    await userEvent.type(profit, '-1500.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('button', { name: /Update/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};
