import { makeGroup } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NewGroupDialog } from './NewGroupDialog';

const groups = [
  makeGroup({ group_id: 1, group_name: 'Administrators' }),
  makeGroup({ group_id: 2, group_name: 'Read Only' }),
];

const meta = {
  title: 'Domain/UserManagement/NewGroupDialog',
  component: NewGroupDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    groups,
    isNameTaken: fn((name: string) => Promise.resolve(name.toLowerCase() === 'read only')),
    state: 'form',
    errorMessage: null,
    onCreate: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof NewGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New Group' });

/** An empty form: No Group to copy from, Create off until a name is given. */
export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(
      within(dialog).getByRole('button', { name: /Copy permissions from/ }),
    ).toHaveTextContent('No Group');
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

export const GroupsLoading: Story = { args: { groups: undefined } };

export const Working: Story = {
  args: { state: 'working' },
  play: async ({ canvasElement }) => {
    await expect(
      within(dialogOf(canvasElement)).getByRole('progressbar', { name: 'Creating the group' }),
    ).toBeInTheDocument();
  },
};

/** Done state with Close only. */
export const Done: Story = {
  args: { state: 'done' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Group created');
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
  },
};

export const CreateError: Story = {
  args: { errorMessage: 'The group could not be created.' },
  play: async ({ canvasElement }) => {
    await expect(within(dialogOf(canvasElement)).getByRole('alert')).toHaveTextContent(
      'The group could not be created.',
    );
  },
};
