import { makeGroup, makeUser } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangeGroupDialog } from './ChangeGroupDialog';

const groups = [
  makeGroup({ group_id: 1, group_name: 'Administrators' }),
  makeGroup({ group_id: 2, group_name: 'Underwriters' }),
];

const meta = {
  title: 'Domain/UserManagement/ChangeGroupDialog',
  component: ChangeGroupDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    users: [makeUser({ user_id: 3, username: 'vera' })],
    groups,
    state: 'form',
    errorMessage: null,
    onChange: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ChangeGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneUser: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Change Group' });
    await expect(within(dialog).getByRole('button', { name: 'Change' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Group/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Underwriters' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    await expect(args.onChange).toHaveBeenCalledWith({ userIds: [3], groupId: 2 });
  },
};

export const SeveralUsers: Story = {
  args: {
    users: [
      makeUser({ user_id: 3, username: 'vera' }),
      makeUser({ user_id: 7, username: 'locked.out' }),
    ],
  },
};

export const GroupsLoading: Story = { args: { groups: undefined } };

export const ServerError: Story = { args: { errorMessage: 'The group no longer exists.' } };

export const Working: Story = { args: { state: 'working' } };

/** Done state with Close only. */
export const Done: Story = {
  args: { state: 'done' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
  },
};
