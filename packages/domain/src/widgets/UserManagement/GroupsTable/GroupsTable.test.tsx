import { makeGroup } from '@backoffice/api-client/mocks';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GroupsTable, type GroupsTableProps } from './GroupsTable';

const administrators = makeGroup({
  group_id: 1,
  group_name: 'Administrators',
  last_modified: '2025-03-04T10:15:00Z',
  ModifiedBy: { Forename: 'Ada', Surname: 'Admin' },
  created_user: { username: 'admin' },
});
const readOnly = makeGroup({ group_id: 2, group_name: 'Read Only' });

function renderTable(props: Partial<GroupsTableProps> = {}) {
  const handlers = {
    onSortChange: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onNewGroup: vi.fn(),
  };
  render(
    <GroupsTable
      groups={[administrators, readOnly]}
      groupHref={(groupId) => `/user-management/groups/${groupId}/`}
      {...handlers}
      {...props}
    />,
  );
  return { user: userEvent.setup(), ...handlers };
}

describe('GroupsTable', () => {
  it('shows the name as a link, the short date, the creator or System', () => {
    renderTable();
    const row = screen.getByRole('row', { name: /Administrators/ });
    expect(within(row).getByRole('link', { name: 'Administrators' })).toHaveAttribute(
      'href',
      '/user-management/groups/1/',
    );
    expect(within(row).getByText('04/03/25')).toBeInTheDocument();
    expect(within(row).getByText('admin')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Read Only/ })).getByText('System')).toBeTruthy();
  });

  it('says who modified the group in the date tooltip', async () => {
    const { user } = renderTable();
    const row = screen.getByRole('row', { name: /Administrators/ });
    // Tab moves through a row's controls: the name's link, then the date.
    act(() => within(row).getByRole('link', { name: 'Administrators' }).focus());
    await user.tab();
    expect(document.activeElement).toHaveTextContent('04/03/25');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Modified by Ada Admin');
  });

  it('edits and deletes from the row actions', async () => {
    const { user, onEdit, onDelete } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Actions for Read Only' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Group' }));
    expect(onEdit).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Actions for Administrators' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Group' }));
    expect(onDelete).toHaveBeenCalledWith(1);
  });

  it('offers New Group when there is no group yet', async () => {
    const { user, onNewGroup } = renderTable({ groups: [] });
    await user.click(screen.getByRole('button', { name: 'New Group' }));
    expect(onNewGroup).toHaveBeenCalled();
  });

  it('says so when no group matches the name', () => {
    renderTable({ groups: [], isFiltered: true });
    expect(screen.getByText('No groups match this name.')).toBeInTheDocument();
  });
});
