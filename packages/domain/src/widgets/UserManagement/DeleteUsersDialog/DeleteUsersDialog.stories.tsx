import { makeUser } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteUsersDialog } from './DeleteUsersDialog';

const meta = {
  title: 'Domain/UserManagement/DeleteUsersDialog',
  component: DeleteUsersDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    users: [makeUser({ user_id: 3, username: 'vera' })],
    state: 'form',
    errorMessage: null,
    onDelete: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DeleteUsersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneUser: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Delete User',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith([3]);
  },
};

export const SeveralUsers: Story = {
  args: {
    users: [
      makeUser({ user_id: 3, username: 'vera' }),
      makeUser({ user_id: 7, username: 'locked.out' }),
      makeUser({
        user_id: 9,
        username: 'bartholomew.featherstonehaugh-cholmondeley@posfinance.example',
      }),
    ],
  },
};

export const ServerError: Story = { args: { errorMessage: 'You cannot delete yourself.' } };

export const Working: Story = { args: { state: 'working' } };

/** Done state with Close only. */
export const Done: Story = { args: { state: 'done' } };
