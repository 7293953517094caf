import { makeGroup } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GroupsTable } from './GroupsTable';

const groups = [
  makeGroup({
    group_id: 1,
    group_name: 'Administrators',
    ModifiedBy: { Forename: 'Ada', Surname: 'Admin' },
    created_user: { username: 'admin' },
  }),
  makeGroup({ group_id: 2, group_name: 'Read Only', last_modified: null }),
];

const meta = {
  title: 'Domain/UserManagement/GroupsTable',
  component: GroupsTable,
  tags: ['autodocs'],
  args: {
    groups,
    onSortChange: fn(),
    groupHref: (groupId: number) => `/user-management/groups/${groupId}/`,
    onEdit: fn(),
    onDelete: fn(),
    onNewGroup: fn(),
  },
} satisfies Meta<typeof GroupsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Groups: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Read Only' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete Group' }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = { args: { groups: [], isLoading: true } };

/** No group at all: the empty list offers New Group. */
export const Empty: Story = { args: { groups: [] } };

export const NoMatch: Story = { args: { groups: [], isFiltered: true } };

export const LoadFailed: Story = { args: { groups: [], isError: true } };

export const SortedByLastModified: Story = {
  args: { sortDescriptor: { column: 'last_modified', direction: 'descending' } },
};

export const LongNames: Story = {
  args: {
    groups: [
      makeGroup({
        group_id: 4,
        group_name: 'Regional-underwriting-escalations-and-second-line-reviewers-north-west',
        ModifiedBy: { Forename: 'Bartholomew', Surname: 'Featherstonehaugh-Cholmondeley' },
      }),
    ],
  },
};
