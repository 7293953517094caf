import { handlers } from '@backoffice/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
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

/** Opens Read Only (200:1, 200:4 and 100:10 ticked) and waits for its permissions. */
async function openReadOnly() {
  const view = renderApp('/user-management/groups/2/', testSession);
  await screen.findByRole('heading', { name: 'Read Only' });
  await waitFor(() =>
    expect(screen.getByRole('checkbox', { name: 'Credit Applications' })).toBeChecked(),
  );
  return view;
}

describe('Group detail', () => {
  it('says once that a refused group is not allowed, with nothing to retry', async () => {
    server.use(
      http.get('*/api/backoffice/groups/2', () =>
        HttpResponse.json(
          { error: { code: 'ERR_FORBIDDEN', message: 'You do not have permission to do this.' } },
          { status: 403 },
        ),
      ),
    );
    renderApp('/user-management/groups/2/', testSession);
    expect(
      await screen.findByText('You do not have permission to view this page.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/permission/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('No group to show.')).not.toBeInTheDocument();
  });

  it('shows the group name in the heading, breadcrumb and title', async () => {
    await openReadOnly();
    expect(screen.getByRole('textbox', { name: /^Group Name/ })).toHaveValue('Read Only');
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Users and Groups', 'Groups']);
    expect(within(breadcrumbs).getByText('Read Only')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Read Only - Groups');
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('marks the tab with unsaved changes and updates only what changed', async () => {
    await openReadOnly();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Watch Lists' }));
    expect(screen.getByRole('tab', { name: 'Navigation *' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Group updated',
    );
    expect(backend.calls).toEqual([
      {
        method: 'PATCH',
        path: '/backoffice/groups/2',
        body: { permissions: [{ category_id: 200, rule_id: 6, enabled: true }] },
      },
    ]);
    expect(screen.getByRole('tab', { name: 'Navigation' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Watch Lists' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('sends a new name alone and validates its length', async () => {
    await openReadOnly();
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /^Group Name/ });
    await user.clear(name);
    await user.type(name, 'Rea');
    await user.tab();
    expect(screen.getByText('At least 4 characters.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.type(name, 'ders');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('heading', { name: 'Readers' })).toBeInTheDocument();
    expect(backend.calls.map((call) => call.body)).toEqual([{ group_name: 'Readers' }]);
  });

  it('shows a refused update', async () => {
    server.use(
      http.patch('*/api/backoffice/groups/:groupId', () =>
        HttpResponse.json(
          { error: { code: 'ERR_CONFLICT', message: 'A group with this name already exists.' } },
          { status: 409 },
        ),
      ),
    );
    await openReadOnly();
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /^Group Name/ });
    await user.clear(name);
    await user.type(name, 'Fraud Team');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A group with this name already exists.',
    );
    expect(name).toHaveValue('Fraud Team');
  });
});

describe('Unsaved changes', () => {
  it('asks before Cancel discards them, and stays on Cancel', async () => {
    const { router } = await openReadOnly();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Watch Lists' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('Are you sure you want to discard these changes?');
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/user-management/groups/2/');
    expect(screen.getByRole('checkbox', { name: 'Watch Lists' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management/groups/'));
    expect(await screen.findByRole('table', { name: 'Groups' })).toBeInTheDocument();
    expect(backend.calls).toEqual([]);
  });

  it('asks when a link leads away, and leaves without asking when nothing changed', async () => {
    const { router } = await openReadOnly();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Watch Lists' }));
    const tabs = screen.getByRole('navigation', { name: 'Users and Groups' });
    await user.click(within(tabs).getByRole('link', { name: 'Users' }));
    const prompt = await screen.findByRole('alertdialog');
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('checkbox', { name: 'Watch Lists' }));
    expect(screen.getByRole('tab', { name: 'Navigation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management/groups/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
