import { makeGroup } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewGroupDialog } from './NewGroupDialog';

const groups = [
  makeGroup({ group_id: 1, group_name: 'Administrators' }),
  makeGroup({ group_id: 2, group_name: 'Read Only' }),
];

/** The check as the widget calls it. */
type NameCheck = (name: string) => Promise<boolean>;

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

export const NameTooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Group Name/ }), 'abc');
    await userEvent.tab();
    await expect(within(dialog).getByText('At least 4 characters.')).toBeVisible();
    await expect(args.isNameTaken).not.toHaveBeenCalled();
  },
};

export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Group Name/ }), 'Read Only');
    await userEvent.tab();
    await expect(
      await within(dialog).findByText('A group with this name already exists.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

/** The check is still under way: the field says so and Create waits. */
export const CheckingTheName: Story = {
  args: { isNameTaken: fn<NameCheck>(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Group Name/ }),
      'Support Desk',
    );
    await userEvent.tab();
    await expect(await within(dialog).findByText('Checking the name…')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

export const CheckFailed: Story = {
  args: {
    isNameTaken: fn<NameCheck>(() => Promise.reject(new Error('The server did not answer.'))),
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Group Name/ }),
      'Support Desk',
    );
    await userEvent.tab();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The name could not be checked.',
    );
  },
};

export const CopyingFromAGroup: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = dialogOf(canvasElement);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Group Name/ }),
      'Support Desk',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Copy permissions from/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Read Only' }));
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalledWith({
      group_name: 'Support Desk',
      copy_from_group_id: 2,
    });
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
