import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GroupsToolbar } from './GroupsToolbar';

const meta = {
  title: 'Domain/UserManagement/GroupsToolbar',
  component: GroupsToolbar,
  tags: ['autodocs'],
  args: { groupName: '', onGroupNameChange: fn(), onNewGroup: fn(), total: 12 },
} satisfies Meta<typeof GroupsToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllGroups: Story = {};

export const Filtered: Story = { args: { groupName: 'fraud', total: 1 } };

/** The count is not known until the list has loaded. */
export const Loading: Story = { args: { total: undefined } };
