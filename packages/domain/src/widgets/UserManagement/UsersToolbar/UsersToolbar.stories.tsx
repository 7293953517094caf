import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UsersToolbar } from './UsersToolbar';

const meta = {
  title: 'Domain/UserManagement/UsersToolbar',
  component: UsersToolbar,
  tags: ['autodocs'],
  args: {
    username: '',
    onUsernameChange: fn(),
    createdFrom: null,
    createdTo: null,
    onCreatedChange: fn(),
    onReset: fn(),
    onNewUser: fn(),
    total: 42,
    selectedCount: 0,
    onChangeGroup: fn(),
    onDeleteUsers: fn(),
  },
} satisfies Meta<typeof UsersToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No user selected.')).toBeVisible();
  },
};

export const Filtered: Story = {
  args: { username: 'vera', createdFrom: '2025-01-01', createdTo: '2025-03-31', total: 1 },
};

export const TwoSelected: Story = { args: { selectedCount: 2 } };

/** The count is not known until the list has loaded. */
export const Loading: Story = { args: { total: undefined } };
