import { makeRetailer } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MerchantBankDetails } from './MerchantBankDetails';

const { bank_details: bankDetails } = makeRetailer();

const meta = {
  title: 'Domain/Merchant/MerchantBankDetails',
  component: MerchantBankDetails,
  tags: ['autodocs'],
  args: {
    bankDetails,
    canEdit: true,
    onSave: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof MerchantBankDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Edit Bank Details' }),
    ).toBeNull();
  },
};

export const NoBankDetails: Story = {
  args: { bankDetails: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bank details.')).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Settlement' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Bank Details' }));
    const accountNumber = canvas.getByRole('textbox', { name: /Account Number/ });
    await userEvent.clear(accountNumber);
    await userEvent.type(accountNumber, '4123-ABC');
    await expect(canvas.getByText('Account number must be digits.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const ServerRefusesAField: Story = {
  args: {
    onSave: fn(() =>
      Promise.reject(
        Object.assign(new Error('The request is not valid.'), {
          properties: [
            {
              property: 'bank_details.direct_debit.sort_code',
              message: 'Sort code is not a known bank branch.',
            },
          ],
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Bank Details' }));
    const sortCode = canvas.getByRole('textbox', { name: /Sort Code/ });
    await userEvent.clear(sortCode);
    await userEvent.type(sortCode, '99-99-99');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('Sort code is not a known bank branch.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    bankDetails: {
      settlement_and_fees_collection_account: {
        ...bankDetails.settlement!,
        name: 'Northern Co-operative Savings and Commercial Banking Society of Great Britain',
        account_holder_name:
          'Harrow Home Furnishings and Interiors Trading Limited trading as Harrow Living',
      },
    },
  },
};
