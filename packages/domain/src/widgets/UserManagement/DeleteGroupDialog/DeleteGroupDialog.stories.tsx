import { makeGroup, makeUser } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteGroupDialog } from './DeleteGroupDialog';

const group = makeGroup({ group_id: 1, group_name: 'Administrators', user_count: 2 });
const members = [
  makeUser({ user_id: 11, username: 'vera' }),
  makeUser({ user_id: 12, username: 'locked.out' }),
];
const otherGroups = [
  makeGroup({ group_id: 2, group_name: 'Read Only' }),
  makeGroup({ group_id: 3, group_name: 'Underwriters' }),
];

const meta = {
  title: 'Domain/UserManagement/DeleteGroupDialog',
  component: DeleteGroupDialog,
  tags: ['autodocs'],
  args: {
    group,
    memberCount: members.length,
    memberIds: members.map((member) => member.user_id),
    otherGroups,
    state: 'form',
    errorMessage: null,
    onMoveMembers: fn(),
    onDelete: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DeleteGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Delete Group' });

/** The group still has members: they move to another group first (Change). */
export const WithMembers: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = dialogOf(canvasElement);
    await expect(within(dialog).getByText(/Administrators still has 2 members/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Change' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Move members to/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Read Only' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    await expect(args.onMoveMembers).toHaveBeenCalledWith({ userIds: [11, 12], groupId: 2 });
  },
};

/** After the move: the confirmation says where the members went. */
export const AfterTheMove: Story = {
  args: { memberCount: 0, memberIds: [], membersMovedTo: 2 },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(within(dialog).getByText('Users moved to group Read Only')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** No members: a confirmation with Delete. */
export const NoMembers: Story = {
  args: {
    group: makeGroup({ group_id: 1, group_name: 'Administrators', user_count: 0 }),
    memberCount: 0,
    memberIds: [],
  },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(
      within(dialog).getByText(/Are you sure you want to delete the group/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
  },
};

export const MovingTheMembers: Story = {
  args: { state: 'working', work: 'moving' },
  play: async ({ canvasElement }) => {
    await expect(
      within(dialogOf(canvasElement)).getByRole('progressbar', { name: 'Moving the members' }),
    ).toBeInTheDocument();
  },
};

export const Deleting: Story = {
  args: { memberCount: 0, memberIds: [], state: 'working', work: 'deleting' },
  play: async ({ canvasElement }) => {
    await expect(
      within(dialogOf(canvasElement)).getByRole('progressbar', { name: 'Deleting the group' }),
    ).toBeInTheDocument();
  },
};

/** Done state with Close only. */
export const Done: Story = {
  args: { memberCount: 0, memberIds: [], state: 'done' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Group deleted');
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
  },
};

export const ServerError: Story = {
  args: { memberCount: 0, memberIds: [], errorMessage: 'The group still has members.' },
  play: async ({ canvasElement }) => {
    await expect(within(dialogOf(canvasElement)).getByRole('alert')).toHaveTextContent(
      'The group still has members.',
    );
  },
};
