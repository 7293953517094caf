import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KeyboardShortcutKeys } from './KeyboardShortcutKeys';

const meta = {
  title: 'Domain/CommandPalette/KeyboardShortcutKeys',
  component: KeyboardShortcutKeys,
  tags: ['autodocs'],
  args: { keys: ['Mod+K'], isApple: false },
} satisfies Meta<typeof KeyboardShortcutKeys>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mod is Ctrl on Windows and Linux. */
export const ModifierElsewhere: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Ctrl K');
  },
};

/** Mod is ⌘ on Apple devices, read as "Command". */
export const ModifierOnApple: Story = {
  args: { isApple: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('⌘')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Command')).toBeInTheDocument();
  },
};

/** A sequence: one key, then the other. */
export const Sequence: Story = {
  args: { keys: ['G', 'D'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('G then D');
  },
};

/** Alternatives: any one of the keys, the arrows read by name. */
export const Alternatives: Story = {
  args: { keys: ['ArrowUp', 'ArrowDown'], join: 'or' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('or')).toBeVisible();
    await expect(canvas.getByText('Up arrow')).toBeInTheDocument();
  },
};
