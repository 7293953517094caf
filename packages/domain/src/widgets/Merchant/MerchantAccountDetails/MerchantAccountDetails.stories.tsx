import { makeRetailer } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MerchantAccountDetails } from './MerchantAccountDetails';

const meta = {
  title: 'Domain/Merchant/MerchantAccountDetails',
  component: MerchantAccountDetails,
  tags: ['autodocs'],
  args: {
    accountDetails: makeRetailer().account_details,
    canEdit: true,
    onSave: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof MerchantAccountDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Edit Account Details' }),
    ).toBeNull();
  },
};

export const NotSet: Story = {
  args: {
    accountDetails: {
      account_type: null,
      sign_up_fee: null,
      monthly_cost: null,
    },
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Account Details' }));
    const fee = canvas.getByRole('textbox', { name: /Sign-up Fee/ });
    await userEvent.clear(fee);
    await userEvent.type(fee, '199.999');
    await expect(
      canvas.getByText('Sign-up Fee must be an amount in pounds, such as 1250.00.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const SaveFails: Story = {
  args: {
    onSave: fn(() => Promise.reject(new Error('You do not have permission to do this.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Account Details' }));
    const monthly = canvas.getByRole('textbox', { name: /Monthly Cost/ });
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '35.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(
      await canvas.findByText('You do not have permission to do this.'),
    ).toBeInTheDocument();
  },
};
