import { makeUser } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UsersTable } from './UsersTable';

const users = [
  makeUser({ user_id: 1, username: 'admin', first_name: 'Ada', last_name: 'Admin' }),
  makeUser({
    user_id: 3,
    username: 'vera',
    instore_training: true,
    last_login: null,
    created_user: null,
  }),
  makeUser({ user_id: 7, username: 'locked.out', first_name: 'Lou', locked: true }),
];

const meta = {
  title: 'Domain/UserManagement/UsersTable',
  component: UsersTable,
  tags: ['autodocs'],
  args: {
    users,
    selectedIds: new Set<number>(),
    onSelectionChange: fn(),
    onSortChange: fn(),
    groupHref: (groupId: number) => `/user-management/groups/${groupId}/`,
    onUnlock: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Trained users carry a badge; a user who never signed in says Never; a locked one a padlock. */
export const Users: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Locked: unlock locked.out' }));
    await expect(args.onUnlock).toHaveBeenCalledWith(7);
  },
};

export const Loading: Story = { args: { users: [], isLoading: true } };

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users match these filters.')).toBeVisible();
  },
  args: { users: [] },
};

export const Selected: Story = { args: { selectedIds: new Set([1, 7]) } };

export const SortedByLastLogin: Story = {
  args: { sortDescriptor: { column: 'last_login', direction: 'descending' } },
};

export const LongNames: Story = {
  args: {
    users: [
      makeUser({
        user_id: 9,
        username: 'bartholomew.featherstonehaugh-cholmondeley@posfinance.example',
        first_name: 'Bartholomew Alexander',
        last_name: 'Featherstonehaugh-Cholmondeley',
        instore_training: true,
        group: {
          group_id: 4,
          group_name: 'Regional underwriting escalations and second-line reviewers',
          permissions: [],
        },
      }),
    ],
  },
};

export const Unlocking: Story = {
  args: { isUnlocking: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Locked: unlock locked.out' }),
    ).toBeDisabled();
  },
};
