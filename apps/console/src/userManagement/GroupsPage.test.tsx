import { handlers } from '@backoffice/api-client/mocks';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGroupsBackend } from '../test/groupHandlers';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

const server = setupServer(...handlers, ...sessionHandlers);
let backend: ReturnType<typeof createGroupsBackend>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  backend = createGroupsBackend();
  server.use(...backend.handlers);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openGroups() {
  renderApp('/user-management/groups/', testSession);
  return screen.findByRole('table', { name: 'Groups' });
}

async function chooseOption(label: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Groups list', () => {
  it('shows each group with its link, date, creator and actions', async () => {
    const table = await openGroups();
    const link = await within(table).findByRole('link', { name: 'Administrators' });
    expect(link).toHaveAttribute('href', '/user-management/groups/1/');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('04/03/25')).toBeInTheDocument();
    expect(within(row).getByText('admin')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Actions for Administrators' })).toBeVisible();
    const readOnly = within(table).getByRole('link', { name: 'Read Only' });
    expect(within(readOnly.closest('tr') as HTMLElement).getByText('System')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Groups pages' })).toHaveTextContent(
      'Showing 1–3 of 3',
    );
    const tabs = screen.getByRole('navigation', { name: 'Users and Groups' });
    expect(within(tabs).getByRole('link', { name: 'Groups' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says who modified a group in the date tooltip', async () => {
    const table = await openGroups();
    await within(table).findByRole('link', { name: 'Administrators' });
    const user = userEvent.setup();
    // Tab moves from a group's name to its date.
    const [administrators, next] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    act(() => within(administrators!).getByRole('link').focus());
    await user.tab();
    expect(document.activeElement).toHaveTextContent('04/03/25');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Modified by Ada Admin');
    act(() => within(next!).getByRole('link').focus());
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Modified by System'),
    );
  });

  it('searches group names and says when none match', async () => {
    const table = await openGroups();
    await within(table).findByRole('link', { name: 'Administrators' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Group Name' }), 'fraud');
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Administrators' })).toBeNull(),
    );
    expect(within(table).getByRole('link', { name: 'Fraud Team' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Group Name' }), 'zzz');
    expect(await within(table).findByText('No groups match this name.')).toBeInTheDocument();
  });

  it('shows the error when the groups cannot be loaded', async () => {
    server.use(
      http.get('*/api/backoffice/groups', () =>
        HttpResponse.json({ error: { message: 'The database is resting.' } }, { status: 500 }),
      ),
    );
    renderApp('/user-management/groups/', testSession);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is resting.');
  });

  it('says once that refused groups may not be seen, with nothing to retry and no table', async () => {
    server.use(
      http.get('*/api/backoffice/groups', () =>
        HttpResponse.json({ error: { message: 'Forbidden' } }, { status: 403 }),
      ),
    );
    renderApp('/user-management/groups/', testSession);
    expect(
      await screen.findByText('You do not have permission to view this page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Groups' })).not.toBeInTheDocument();
  });
});

describe('New Group', () => {
  it('refuses a name already in use, then creates a copy of another group', async () => {
    await openGroups();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Group' });
    const name = within(dialog).getByRole('textbox', { name: /^Group Name/ });
    await user.type(name, 'read only');
    await user.tab();
    expect(await within(dialog).findByText('A group with this name already exists.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Support Desk');
    await chooseOption(/Copy permissions from/, 'Read Only');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Group created')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    expect(backend.calls).toEqual([
      {
        method: 'POST',
        path: '/backoffice/groups',
        body: { group_name: 'Support Desk', copy_from_group_id: 2 },
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('link', { name: 'Support Desk' })).toBeInTheDocument();
  });

  it('offers No Group first and checks the name length', async () => {
    await openGroups();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Group' });
    expect(within(dialog).getByRole('button', { name: /Copy permissions from/ })).toHaveTextContent(
      'No Group',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Group Name/ }), 'abc');
    await user.tab();
    expect(within(dialog).getByText('At least 4 characters.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  });
});

describe('Delete Group', () => {
  it('moves the members to another group first, then deletes', async () => {
    const table = await openGroups();
    await within(table).findByRole('link', { name: 'Administrators' });
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Actions for Administrators' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Group' });
    expect(
      await within(dialog).findByText(/Administrators still has 2 members/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change' })).toBeDisabled();
    await chooseOption(/Move members to/, 'Read Only');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));

    expect(await within(dialog).findByText(/Are you sure you want to delete/)).toBeVisible();
    expect(within(dialog).getByText('Users moved to group Read Only')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Group deleted')).toBeInTheDocument();
    expect(backend.calls).toEqual([
      {
        method: 'PATCH',
        path: '/backoffice/users',
        body: [
          { user_id: 11, group: { group_id: 2 } },
          { user_id: 12, group: { group_id: 2 } },
        ],
      },
      { method: 'DELETE', path: '/backoffice/groups/1' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Administrators' })).toBeNull(),
    );
  });

  it("shows the server's refusal in the dialog", async () => {
    server.use(
      http.delete('*/api/backoffice/groups/:groupId', () =>
        HttpResponse.json(
          { error: { code: 'ERR_CONFLICT', message: 'The group still has members.' } },
          { status: 409 },
        ),
      ),
    );
    const table = await openGroups();
    await within(table).findByRole('link', { name: 'Read Only' });
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Actions for Read Only' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Group' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The group still has members.',
    );
  });
});
