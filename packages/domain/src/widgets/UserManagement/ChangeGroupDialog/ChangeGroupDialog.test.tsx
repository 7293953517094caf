import { makeGroup } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangeGroupDialog, type ChangeGroupDialogProps } from './ChangeGroupDialog';

const groups = [
  makeGroup({ group_id: 1, group_name: 'Administrators' }),
  makeGroup({ group_id: 2, group_name: 'Underwriters' }),
];

function renderDialog(props: Partial<ChangeGroupDialogProps> = {}) {
  const handlers = { onChange: vi.fn(), onClose: vi.fn() };
  const view = render(
    <ChangeGroupDialog
      isOpen
      users={[
        { user_id: 3, username: 'vera' },
        { user_id: 7, username: 'locked.out' },
      ]}
      groups={groups}
      state="form"
      {...handlers}
      {...props}
    />,
  );
  return { user: userEvent.setup(), view, ...handlers };
}

describe('ChangeGroupDialog', () => {
  it('moves every given user to the chosen group', async () => {
    const { user, onChange } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Change Group' });
    expect(within(dialog).getByText('Move 2 users to another group.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Group/ }));
    await user.click(await screen.findByRole('option', { name: 'Underwriters' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(onChange).toHaveBeenCalledWith({ userIds: [3, 7], groupId: 2 });
  });

  it('ends in a done state naming the group, with Close only', async () => {
    const { user, view, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: /Group/ }));
    await user.click(await screen.findByRole('option', { name: 'Administrators' }));
    view.rerender(
      <ChangeGroupDialog
        isOpen
        users={[{ user_id: 3, username: 'vera' }]}
        groups={groups}
        state="done"
        onChange={vi.fn()}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change Group' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Users moved to group Administrators',
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal in the form", () => {
    renderDialog({ errorMessage: 'The group no longer exists.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The group no longer exists.');
  });
});
