import { makeRetailerFlag } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MerchantFlags } from './MerchantFlags';

const meta = {
  title: 'Domain/Merchant/MerchantFlags',
  component: MerchantFlags,
  tags: ['autodocs'],
  args: {
    flags: [
      makeRetailerFlag(),
      makeRetailerFlag({ id: 302, message: 'Director changed; ID check requested.' }),
    ],
    canAdd: true,
    canResolve: true,
    onAdd: fn(() => Promise.resolve()),
    onResolve: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof MerchantFlags>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};

export const Empty: Story = {
  args: { flags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No flags.')).toBeVisible();
  },
};

export const ReadOnly: Story = { args: { canAdd: false, canResolve: false } };

export const LongText: Story = {
  args: { flags: [makeRetailerFlag({ message: 'Unbroken'.repeat(40) })] },
};
