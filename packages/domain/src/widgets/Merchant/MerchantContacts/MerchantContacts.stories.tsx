import { makeRetailerContact } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MerchantContacts } from './MerchantContacts';

const meta = {
  title: 'Domain/Merchant/MerchantContacts',
  component: MerchantContacts,
  tags: ['autodocs'],
  args: {
    contacts: [
      makeRetailerContact(),
      makeRetailerContact({
        contact_id: 72,
        contact_type: 'accounts',
        first_name: 'Omar',
        last_name: 'Haddad',
        email: 'accounts@harrowhome.example',
      }),
    ],
    canEdit: true,
    onCreate: fn(() => Promise.resolve()),
    onUpdate: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof MerchantContacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};

export const ReadOnly: Story = { args: { canEdit: false } };

export const Loading: Story = { args: { contacts: [], isLoading: true } };

export const Empty: Story = { args: { contacts: [] } };

export const LoadError: Story = {
  args: { contacts: [], error: 'The contacts could not be loaded.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The contacts could not be loaded.'),
    ).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    contacts: [makeRetailerContact({ address: 'Unbroken'.repeat(12), first_name: 'Bartholomew' })],
  },
};
