import { makeRetailer, retailerMockAccountStatuses } from '@backoffice/api-client/mocks';
import { Inline } from '@backoffice/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MerchantStatusBadge } from './MerchantStatusBadge';

const meta = {
  title: 'Domain/StatusBadge/MerchantStatusBadge',
  component: MerchantStatusBadge,
  tags: ['autodocs'],
  args: { status: makeRetailer().account_status },
} satisfies Meta<typeof MerchantStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A live merchant, in the positive tone. */
export const Live: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live')).toBeVisible();
  },
};

/** A two-word status reads as words: 'suspended-trading' is 'Suspended Trading'. */
export const SuspendedTrading: Story = {
  args: { status: makeRetailer({ account_status: 'suspended-trading' }).account_status },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspended Trading')).toBeVisible();
  },
};

/** A status the console does not know yet reads 'Unknown Status', in the neutral tone. */
export const UnknownStatus: Story = {
  args: { status: 'archived' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown Status')).toBeVisible();
  },
};

/** Every account status the server sends, side by side. */
export const EveryStatus: Story = {
  render: () => (
    <Inline gap="100">
      {retailerMockAccountStatuses.map((status) => (
        <MerchantStatusBadge key={status} status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspended Settlement')).toBeVisible();
    await expect(canvas.queryByText('Unknown Status')).toBeNull();
  },
};
