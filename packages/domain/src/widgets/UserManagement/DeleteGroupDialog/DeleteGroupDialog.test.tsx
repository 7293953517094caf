import { makeGroup } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteGroupDialog, type DeleteGroupDialogProps } from './DeleteGroupDialog';

const group = makeGroup({ group_id: 1, group_name: 'Administrators' });
const otherGroups = [
  makeGroup({ group_id: 2, group_name: 'Read Only' }),
  makeGroup({ group_id: 3, group_name: 'Underwriters' }),
];

function renderDialog(props: Partial<DeleteGroupDialogProps> = {}) {
  const handlers = { onMoveMembers: vi.fn(), onDelete: vi.fn(), onClose: vi.fn() };
  const view = render(
    <DeleteGroupDialog
      group={group}
      memberCount={2}
      memberIds={[11, 12]}
      otherGroups={otherGroups}
      state="form"
      {...handlers}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete Group' });
  return { user: userEvent.setup(), view, dialog, ...handlers };
}

describe('DeleteGroupDialog', () => {
  it('moves every member to the chosen group before the group can go', async () => {
    const { user, dialog, onMoveMembers, onDelete } = renderDialog();
    expect(
      within(dialog).getByText(
        'Administrators still has 2 members. Move them to another group before deleting it.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Move members to/ }));
    await user.click(await screen.findByRole('option', { name: 'Read Only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(onMoveMembers).toHaveBeenCalledWith({ userIds: [11, 12], groupId: 2 });
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('names a single member in the singular', () => {
    const { dialog } = renderDialog({ memberCount: 1, memberIds: [11] });
    expect(within(dialog).getByText(/Administrators still has 1 member\./)).toBeInTheDocument();
  });

  it('keeps Change off while the members are being listed', async () => {
    const { user, dialog } = renderDialog({ memberIds: undefined });
    await user.click(within(dialog).getByRole('button', { name: /Move members to/ }));
    await user.click(await screen.findByRole('option', { name: 'Read Only' }));
    expect(within(dialog).getByRole('button', { name: 'Change' })).toBeDisabled();
  });

  it('confirms the deletion of an empty group, naming where its members went', async () => {
    const { user, dialog, onDelete } = renderDialog({
      memberCount: 0,
      memberIds: [],
      membersMovedTo: 2,
    });
    expect(within(dialog).getByText('Users moved to group Read Only')).toBeInTheDocument();
    expect(within(dialog).getByText(/Are you sure you want to delete the group/)).toHaveTextContent(
      'Are you sure you want to delete the group Administrators? This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(1);
  });

  it('says what it is working on', () => {
    const { view } = renderDialog({ state: 'working', work: 'moving' });
    expect(screen.getByRole('progressbar', { name: 'Moving the members' })).toBeInTheDocument();
    view.rerender(
      <DeleteGroupDialog
        group={group}
        memberCount={0}
        memberIds={[]}
        otherGroups={otherGroups}
        state="working"
        work="deleting"
        onMoveMembers={vi.fn()}
        onDelete={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Deleting the group' })).toBeInTheDocument();
  });

  it('ends in a done state with Close only', async () => {
    const { user, dialog, onClose } = renderDialog({
      memberCount: 0,
      memberIds: [],
      state: 'done',
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Group deleted');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal and why the members could not be listed", () => {
    const { dialog } = renderDialog({
      memberCount: 0,
      memberIds: [],
      errorMessage: 'The group still has members.',
      membersErrorMessage: 'The users could not be loaded.',
    });
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['The group still has members.', 'The users could not be loaded.']);
  });
});
