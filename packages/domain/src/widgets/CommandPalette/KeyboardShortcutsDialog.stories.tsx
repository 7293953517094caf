import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { keyboardShortcutGroups } from '../../model/commands';
import { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog';

const meta = {
  title: 'Domain/CommandPalette/KeyboardShortcutsDialog',
  component: KeyboardShortcutsDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    groups: keyboardShortcutGroups(['/', '/credit-app/', '/merchants/', '/user-management/']),
    isApple: false,
  },
} satisfies Meta<typeof KeyboardShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryShortcut: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const row = within(dialog).getByRole('row', { name: /Open the command palette/ });
    await expect(row).toHaveTextContent('Ctrl');
  },
};

export const ApplePlatform: Story = {
  args: { isApple: true },
  play: async () => {
    const row = await screen.findByRole('row', { name: /Open the command palette/ });
    await expect(row).toHaveTextContent('⌘');
  },
};

/** A read-only user whose navigation has credit applications and merchants only. */
export const FewerPages: Story = {
  args: { groups: keyboardShortcutGroups(['/', '/credit-app/', '/merchants/']) },
  play: async () => {
    const goTo = await screen.findByRole('table', { name: 'Go to' });
    await expect(within(goTo).getAllByRole('row')).toHaveLength(3);
  },
};

export const CloseWithButton: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
