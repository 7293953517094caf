import { makeRetailer } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MerchantCdsSettings } from './MerchantCdsSettings';

const meta = {
  title: 'Domain/Merchant/MerchantCdsSettings',
  component: MerchantCdsSettings,
  tags: ['autodocs'],
  args: {
    cds: makeRetailer().settings.cds,
    canEdit: true,
    onSave: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof MerchantCdsSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A service user: the settings with Edit. */
export const Staff: Story = {};

/** CDS switched off, no deliveries checked. */
export const Disabled: Story = { args: { cds: { enabled: false, check_factor: 0 } } };

/** Any other user reads the settings only. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Edit/ })).toBeNull();
  },
};

/** Editing: Update waits for a change. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Edit/ }));
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

/** A changed setting is sent alone, as the settings call takes it; the panel then reads again. */
export const Updated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit CDS settings' }));
    await userEvent.click(
      canvas.getByRole('button', { name: /Manual proof-of-delivery checking/ }),
    );
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'All' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSave).toHaveBeenCalledWith({ check_factor: 1 });
    await expect(await canvas.findByRole('button', { name: 'Edit CDS settings' })).toBeVisible();
  },
};
