import { makeGroup } from '@backoffice/api-client/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewGroupDialog, type NewGroupDialogProps } from './NewGroupDialog';

const groups = [
  makeGroup({ group_id: 1, group_name: 'Administrators' }),
  makeGroup({ group_id: 2, group_name: 'Read Only' }),
];

function renderDialog(props: Partial<NewGroupDialogProps> = {}) {
  const handlers = {
    isNameTaken: vi.fn((name: string) => Promise.resolve(name.toLowerCase() === 'read only')),
    onCreate: vi.fn(),
    onClose: vi.fn(),
  };
  const view = render(
    <NewGroupDialog isOpen groups={groups} state="form" {...handlers} {...props} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'New Group' });
  const nameField = within(dialog).getByRole('textbox', { name: /^Group Name/ });
  /** Create, once the check started by leaving the name field has answered. */
  const createButton = async () => {
    const button = within(dialog).getByRole('button', { name: 'Create' });
    await waitFor(() => expect(button).toBeEnabled());
    return button;
  };
  return { user: userEvent.setup(), view, dialog, nameField, createButton, ...handlers };
}

describe('NewGroupDialog', () => {
  it('refuses a name in use once the field is left, and does not create it', async () => {
    const { user, dialog, nameField, isNameTaken, onCreate } = renderDialog();
    await user.type(nameField, 'Read Only');
    await user.tab();
    expect(await within(dialog).findByText('A group with this name already exists.')).toBeVisible();
    expect(isNameTaken).toHaveBeenCalledWith('Read Only');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('checks the length before asking whether the name is taken', async () => {
    const { user, dialog, nameField, isNameTaken } = renderDialog();
    await user.type(nameField, 'abc');
    await user.tab();
    expect(within(dialog).getByText('At least 4 characters.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(isNameTaken).not.toHaveBeenCalled();
  });

  it('checks the name again before creating a copy of the chosen group', async () => {
    const { user, dialog, nameField, createButton, isNameTaken, onCreate } = renderDialog();
    expect(within(dialog).getByRole('button', { name: /Copy permissions from/ })).toHaveTextContent(
      'No Group',
    );
    await user.type(nameField, '  Support Desk ');
    await user.click(within(dialog).getByRole('button', { name: /Copy permissions from/ }));
    await user.click(await screen.findByRole('option', { name: 'Read Only' }));
    await user.click(await createButton());
    expect(isNameTaken).toHaveBeenLastCalledWith('Support Desk');
    expect(onCreate).toHaveBeenCalledWith({ group_name: 'Support Desk', copy_from_group_id: 2 });
  });

  it('asks on leaving the field and again on Create, then creates without a group to copy', async () => {
    const { user, nameField, createButton, isNameTaken, onCreate } = renderDialog();
    await user.type(nameField, 'Support Desk');
    await user.tab();
    expect(isNameTaken).toHaveBeenCalledTimes(1);
    await user.click(await createButton());
    expect(isNameTaken).toHaveBeenCalledTimes(2);
    expect(onCreate).toHaveBeenCalledWith({ group_name: 'Support Desk' });
  });

  it('says the name is being checked while the answer is awaited', async () => {
    let answer: (taken: boolean) => void = () => undefined;
    const { user, dialog, nameField } = renderDialog({
      isNameTaken: () => new Promise<boolean>((resolve) => (answer = resolve)),
    });
    await user.type(nameField, 'Support Desk');
    await user.tab();
    expect(within(dialog).getByText('Checking the name…')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    answer(false);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled(),
    );
    expect(within(dialog).queryByText('Checking the name…')).not.toBeInTheDocument();
  });

  it('says when the name could not be checked, and does not create', async () => {
    const { user, dialog, nameField, onCreate } = renderDialog({
      isNameTaken: () => Promise.reject(new Error('The server did not answer.')),
    });
    await user.type(nameField, 'Support Desk');
    await user.tab();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The name could not be checked.');
    expect(alert).toHaveTextContent('The server did not answer.');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the form", () => {
    const { dialog } = renderDialog({ errorMessage: 'The group could not be created.' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The group could not be created.');
  });

  it('ends in a done state with Close only, which starts the next dialog empty', async () => {
    const { user, view, nameField, onClose } = renderDialog();
    await user.type(nameField, 'Support Desk');
    const props = { groups, isNameTaken: vi.fn(), onCreate: vi.fn(), onClose };
    view.rerender(<NewGroupDialog isOpen state="done" {...props} />);
    const dialog = screen.getByRole('dialog', { name: 'New Group' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Group created');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    view.rerender(<NewGroupDialog isOpen state="form" {...props} />);
    expect(screen.getByRole('textbox', { name: /^Group Name/ })).toHaveValue('');
  });
});
