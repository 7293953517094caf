import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionMenu } from './Menu';

const meta = {
  title: 'UI/ActionMenu',
  component: ActionMenu,
  tags: ['autodocs'],
  args: {
    label: 'Actions',
    onAction: fn(),
    items: [
      { id: 'edit', label: 'Edit User' },
      { id: 'group', label: 'Change Group' },
      { id: 'delete', label: 'Delete User' },
    ],
  },
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const ChooseByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Actions/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('group');
  },
};

export const SectionsAndDisabled: Story = {
  args: {
    label: 'Alex',
    items: [
      { id: 'account', title: 'Account', items: [{ id: 'my-account', label: 'My Account' }] },
      {
        id: 'session',
        title: 'Session',
        items: [
          { id: 'ghost', label: 'Ghost as merchant user', isDisabled: true },
          { id: 'logout', label: 'Logout' },
        ],
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Alex/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('menuitem', { name: 'Ghost as merchant user' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true, label: 'Order Actions' } };
