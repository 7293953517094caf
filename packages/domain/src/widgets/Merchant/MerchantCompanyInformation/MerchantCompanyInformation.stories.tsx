import { makeRetailer } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MerchantCompanyInformation } from './MerchantCompanyInformation';

const meta = {
  title: 'Domain/Merchant/MerchantCompanyInformation',
  component: MerchantCompanyInformation,
  tags: ['autodocs'],
  args: {
    company: makeRetailer(),
    canEdit: true,
    onSave: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof MerchantCompanyInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Edit Company Information' }),
    ).toBeNull();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Company Information' }));
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const SaveFails: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('The name is already in use.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Company Information' }));
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, ' Ltd');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('The name is already in use.')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    company: makeRetailer({ name: 'Harrow Home Furnishings and Interiors '.repeat(4).trim() }),
  },
};
