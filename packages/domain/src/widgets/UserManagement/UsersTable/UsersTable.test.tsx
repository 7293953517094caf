import { makeUser } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UsersTable, type UsersTableProps } from './UsersTable';

const vera = makeUser({ user_id: 3, username: 'vera', instore_training: true, last_login: null });
const locked = makeUser({
  user_id: 7,
  username: 'locked.out',
  first_name: 'Lou',
  last_name: 'Locke',
  locked: true,
  created_user: null,
});

function renderTable(props: Partial<UsersTableProps> = {}) {
  const handlers = {
    onSelectionChange: vi.fn(),
    onSortChange: vi.fn(),
    onUnlock: vi.fn(),
    onAction: vi.fn(),
  };
  render(
    <UsersTable
      users={[vera, locked]}
      selectedIds={new Set()}
      groupHref={(groupId) => `/user-management/groups/${groupId}/`}
      {...handlers}
      {...props}
    />,
  );
  return { user: userEvent.setup(), ...handlers };
}

describe('UsersTable', () => {
  it('shows the badge, Never, System and a link to the group', () => {
    renderTable();
    const veraRow = screen.getByRole('row', { name: /Vera Viewer/ });
    expect(within(veraRow).getByText('Completed In-store Training')).toBeInTheDocument();
    expect(within(veraRow).getByText('Never')).toBeInTheDocument();
    expect(within(veraRow).getByRole('link', { name: 'Administrators' })).toHaveAttribute(
      'href',
      '/user-management/groups/1/',
    );
    expect(within(screen.getByRole('row', { name: /Lou Locke/ })).getByText('System')).toBeTruthy();
  });

  it('unlocks a locked user from the padlock', async () => {
    const { user, onUnlock } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Locked: unlock locked.out' }));
    expect(onUnlock).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('button', { name: /unlock vera/ })).not.toBeInTheDocument();
  });

  it('offers Edit User, Change Group and Delete User per row', async () => {
    const { user, onAction } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Actions for vera' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Group' }));
    expect(onAction).toHaveBeenCalledWith('change-group', 3);
  });

  it('reports the selected user ids', async () => {
    const { user, onSelectionChange } = renderTable();
    const row = screen.getByRole('row', { name: /Vera Viewer/ });
    await user.click(within(row).getByRole('checkbox'));
    expect(onSelectionChange).toHaveBeenCalledWith(new Set([3]));
  });

  it('sorts by the columns the server sorts by', async () => {
    const { user, onSortChange } = renderTable();
    await user.click(screen.getByRole('columnheader', { name: /Last Login/ }));
    expect(onSortChange).toHaveBeenCalledWith('last_login', 'ascending');
  });

  it('says so when no user matches', () => {
    renderTable({ users: [] });
    expect(screen.getByText('No users match these filters.')).toBeInTheDocument();
  });
});
