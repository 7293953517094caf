import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ResetWidgetsButton } from './ResetWidgetsButton';

const meta = {
  title: 'Domain/Dashboard/ResetWidgetsButton',
  component: ResetWidgetsButton,
  tags: ['autodocs'],
  args: { onReset: fn() },
} satisfies Meta<typeof ResetWidgetsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ConfirmationDialog: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset Widgets' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to revert your dashboard to the default settings?',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

export const Confirmed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset Widgets' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const Cancelled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};
