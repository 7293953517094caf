import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteUsersDialog } from './DeleteUsersDialog';

const vera = { user_id: 3, username: 'vera' };
const lou = { user_id: 7, username: 'locked.out' };

describe('DeleteUsersDialog', () => {
  it('asks about one user by name and deletes on Delete', async () => {
    const onDelete = vi.fn();
    render(
      <DeleteUsersDialog
        isOpen
        users={[vera]}
        state="form"
        onDelete={onDelete}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete vera?');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith([3]);
  });

  it('lists several users', () => {
    render(
      <DeleteUsersDialog
        isOpen
        users={[vera, lou]}
        state="form"
        onDelete={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Users' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete these 2 users?');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['vera', 'locked.out']);
  });

  it("ends with 'User deleted' and Close only", () => {
    render(
      <DeleteUsersDialog isOpen users={[vera]} state="done" onDelete={vi.fn()} onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('User deleted');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
  });
});
