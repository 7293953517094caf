import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DragHandle } from './DragHandle';

const meta = {
  title: 'UI/SortableList/DragHandle',
  component: DragHandle,
  tags: ['autodocs'],
  args: { 'aria-label': 'Move Announcements' },
} satisfies Meta<typeof DragHandle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The handle alone, for a drag-and-drop layout of your own. */
export const Resting: Story = {};

/** Lifted by the keyboard: dnd-kit marks it pressed until it is dropped. */
export const Lifted: Story = {
  args: { 'aria-label': 'Move Quick Links', 'aria-pressed': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Move Quick Links' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Reached by Tab, with the focus ring. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Move Announcements' })).toHaveFocus();
  },
};

/** dnd-kit's listeners are spread on it and get the keys as they are. */
export const TakesListeners: Story = {
  args: { onKeyDown: fn() },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Move Announcements' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: ' ' }));
  },
};
