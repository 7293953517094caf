import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: { isOpen: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DiscardChanges: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to discard these changes?',
    );
    await userEvent.click(body.getByRole('button', { name: 'Discard' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const ResetWidgets: Story = {
  args: {
    title: 'Reset Widgets',
    message: 'Are you sure you want to revert your dashboard to the default settings?',
    confirmLabel: 'Reset',
    isDestructive: false,
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alertdialog', { name: 'Reset Widgets' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
