import { makeRetailerUser } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GhostUserDialog } from './GhostUserDialog';

const meta = {
  title: 'Domain/Merchant/GhostUserDialog',
  component: GhostUserDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    users: [
      makeRetailerUser(),
      makeRetailerUser({
        user_id: 9002,
        username: 'mia.hughes',
        first_name: 'Mia',
        last_name: 'Hughes',
      }),
    ],
    onGhost: fn(() => Promise.resolve({ opened: true as const })),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GhostUserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseUser: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Ghost in as User' }),
    );
    await expect(dialog.getByText('No user selected.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ghost' })).toBeDisabled();
  },
};

export const LoadingUsers: Story = { args: { users: undefined } };

export const UsersError: Story = {
  args: { users: undefined, loadError: 'You do not have permission to do this.' },
};

export const NoUsers: Story = { args: { users: [] } };
