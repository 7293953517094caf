import { handlers } from '@backoffice/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

const managerNavigation = {
  navigation_sections: [
    {
      label: 'Account Management',
      navigation_items: [{ label: 'Users and Groups', url: 'user-management' }],
    },
  ],
};

function user(user_id: number, username: string, extra: object = {}) {
  return {
    user_id,
    username,
    first_name: username,
    last_name: 'Smith',
    email: `${username}@example.com`,
    mobile: null,
    group: { group_id: 1, group_name: 'Read Only', permissions: [] },
    last_login: null,
    locked: false,
    instore_training: false,
    created: '2026-01-01T10:00:00.000Z',
    created_user: null,
    ...extra,
  };
}

const groups = [
  { group_id: 1, group_name: 'Read Only' },
  { group_id: 2, group_name: 'Administrators' },
].map((group) => ({
  ...group,
  last_modified: null,
  ModifiedBy: null,
  created_user: null,
  organisation: { organisation_id: 1 },
  user_count: 1,
}));

let listQueries: URLSearchParams[] = [];
let patches: unknown[] = [];
const server = setupServer(
  // msw answers with the first matching handler: these come before the shared ones.
  http.get('*/api/navigation', () => HttpResponse.json(managerNavigation)),
  http.get('*/api/backoffice/users', ({ request }) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    const all = [
      user(3, 'vera'),
      user(7, 'locked.out', {
        locked: true,
        instore_training: true,
        created_user: { username: 'admin' },
      }),
    ];
    const items = all.filter((item) => item.username.includes(query.get('username') ?? ''));
    return HttpResponse.json({ items, meta: { page: 1, perPage: 25, total: items.length } });
  }),
  http.get('*/api/backoffice/groups', () =>
    HttpResponse.json({ items: groups, meta: { page: 1, perPage: 1000, total: 2 } }),
  ),
  http.patch('*/api/backoffice/users/:userId', async ({ request, params }) => {
    patches.push({ userId: Number(params.userId), body: await request.json() });
    return HttpResponse.json(user(Number(params.userId), 'locked.out'));
  }),
  http.patch('*/api/backoffice/users', async ({ request }) => {
    patches.push({ list: await request.json() });
    return HttpResponse.json({ items: [] });
  }),
  ...handlers,
  ...sessionHandlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  listQueries = [];
  patches = [];
});
afterAll(() => server.close());

async function openUsers() {
  renderApp('/user-management', testSession);
  return screen.findByRole('grid', { name: 'Users' });
}

describe('UsersPage', () => {
  it('lands on the Users tab and shows every column', async () => {
    const table = await openUsers();
    const row = await within(table).findByRole('row', { name: /locked\.out/ });
    expect(row).toHaveTextContent('Completed In-store Training');
    expect(row).toHaveTextContent('admin');
    expect(row).toHaveTextContent('Never');
    expect(within(table).getByRole('row', { name: /vera/ })).toHaveTextContent('System');
    expect(within(row).getByRole('link', { name: 'Read Only' })).toHaveAttribute(
      'href',
      '/user-management/groups/1/',
    );
    expect(screen.getByText('No user selected.')).toBeInTheDocument();
  });

  it('searches usernames as the user types', async () => {
    const table = await openUsers();
    await within(table).findByRole('row', { name: /vera/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username' }), 'lock');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /vera/ })).toBeNull());
    // On a slow machine a pause mid-word may search for 'lo' first; the last search is the word.
    await waitFor(() => expect(listQueries.at(-1)?.get('username')).toBe('lock'));
  });

  it('unlocks a locked user from the lock icon', async () => {
    const table = await openUsers();
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Locked: unlock locked.out' }),
    );
    await waitFor(() => expect(patches).toEqual([{ userId: 7, body: { locked: false } }]));
  });

  it('moves the selected users to another group', async () => {
    const table = await openUsers();
    await userEvent.click(await within(table).findByRole('row', { name: /vera/ }));
    await userEvent.click(within(table).getByRole('row', { name: /locked\.out/ }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Group' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Group/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrators' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(
      await within(dialog).findByText('Users moved to group Administrators'),
    ).toBeInTheDocument();
    expect(patches).toEqual([
      {
        list: [
          { user_id: 3, group: { group_id: 2 } },
          { user_id: 7, group: { group_id: 2 } },
        ],
      },
    ]);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
  });

  it('keeps Create disabled until the new user is valid, and fills the username from the email', async () => {
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'New User' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Nia');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Jones');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nia@example.com');
    await userEvent.tab();
    expect(within(dialog).getByRole('textbox', { name: /Username/ })).toHaveValue(
      'nia@example.com',
    );
    expect(create).toBeDisabled();
  });
});
