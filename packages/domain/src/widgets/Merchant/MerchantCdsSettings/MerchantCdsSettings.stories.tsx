import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MerchantCdsSettings } from './MerchantCdsSettings';

const meta = {
  title: 'Domain/Merchant/MerchantCdsSettings',
  component: MerchantCdsSettings,
  tags: ['autodocs'],
  args: {
    cds: { enabled: true, check_factor: 0.3 },
    canEdit: true,
    onSave: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof MerchantCdsSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};

export const Disabled: Story = { args: { cds: { enabled: false, check_factor: 0 } } };

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Edit/ })).toBeNull();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Edit/ }));
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};
