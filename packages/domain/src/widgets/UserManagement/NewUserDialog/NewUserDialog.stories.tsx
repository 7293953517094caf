import { makeGroup } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NewUserDialog } from './NewUserDialog';

const groups = [
  makeGroup({ group_id: 1, group_name: 'Administrators' }),
  makeGroup({ group_id: 2, group_name: 'Underwriters' }),
];

const meta = {
  title: 'Domain/UserManagement/NewUserDialog',
  component: NewUserDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    groups,
    userTypes: ['service_user'],
    state: 'form',
    errorMessage: null,
    onCreate: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof NewUserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A creator who may create more than one type of user chooses the type. */
export const WithUserTypes: Story = {
  args: { userTypes: ['service_user', 'lender'] },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'New User',
    });
    await expect(within(dialog).getByRole('button', { name: /User Type/ })).toBeVisible();
  },
};

export const GroupsLoading: Story = { args: { groups: undefined } };

export const ServerError: Story = { args: { errorMessage: 'This username is already taken.' } };

export const Working: Story = { args: { state: 'working' } };

export const Done: Story = { args: { state: 'done' } };

export const LongGroupNames: Story = {
  args: {
    groups: [
      makeGroup({
        group_id: 3,
        group_name: 'Underwriters of extraordinarily long-named regional furniture retailers',
      }),
    ],
    errorMessage:
      'ERR_SCHEMA_VALIDATION_ERROR:username_must_be_unique_across_every_organisation_of_the_platform',
  },
};
