import { handlers } from '@backoffice/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

let patches: unknown[] = [];
const server = setupServer(
  ...handlers,
  ...sessionHandlers,
  http.patch('*/api/backoffice/users/:userId', async ({ request }) => {
    patches.push(await request.json());
    return HttpResponse.json({ user_id: 3 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  patches = [];
});
afterAll(() => server.close());

describe('Shell', () => {
  it('shows breadcrumbs from Dashboard, the quick search and the footer', async () => {
    renderApp('/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    const breadcrumbs = screen.getByRole('list', { name: 'Breadcrumbs' });
    expect(within(breadcrumbs).getByText('Dashboard')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Quick search' })).toHaveAttribute(
      'placeholder',
      'Search...',
    );
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()}`,
    );
  });

  it('names the user menu after the first name', async () => {
    renderApp('/', testSession);
    expect(await screen.findByRole('button', { name: 'User menu for Vera' })).toHaveTextContent(
      'Vera',
    );
  });
});

describe('My Account', () => {
  it('updates only the changed fields and ends with Close', async () => {
    renderApp('/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    await user.click(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'My Account' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'My Account' });
    const lastName = within(dialog).getByLabelText(/^Last Name/, { selector: 'input' });
    await user.clear(lastName);
    await user.type(lastName, 'Vieweer');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Account updated.')).toBeInTheDocument();
    expect(patches).toEqual([{ last_name: 'Vieweer' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
