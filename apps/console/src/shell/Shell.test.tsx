import { handlers, makeNavigationSection } from '@backoffice/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

// Which page modules were evaluated: a mocked module runs its factory on its first import.
const pagesLoaded = vi.hoisted(() => new Set<string>());
vi.mock('../creditApplications/CreditApplicationsPage', () => {
  pagesLoaded.add('Credit Applications');
  return { CreditApplicationsPage: () => null };
});
vi.mock('../audit/AuditTrailPage', () => {
  pagesLoaded.add('Audit Trail');
  return { AuditTrailPage: () => null };
});

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
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByText('Dashboard')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Quick search' })).toHaveAttribute(
      'placeholder',
      'Search...',
    );
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()}`,
    );
  });

  it('always offers the Documentation link, to the console help by default', async () => {
    renderApp('/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    expect(screen.getByRole('link', { name: /^Documentation/ })).toHaveAttribute('href', '/help/');
  });

  it('lets a keyboard user skip the navigation to the page', async () => {
    renderApp('/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('offers the navigation behind a Menu button that Escape and a chosen page close', async () => {
    renderApp('/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    const user = userEvent.setup();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const navigation = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(
      await within(navigation).findByRole('link', { name: 'Credit Applications' }),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    // The drawer closes, then gives focus back to the button that opened it.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(menuButton).toHaveFocus());

    await user.click(menuButton);
    const reopened = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(reopened).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  });

  it("loads a page's code when its navigation link is pointed at or focused, before the click", async () => {
    server.use(
      http.get('*/api/navigation', () =>
        HttpResponse.json({
          navigation_sections: [
            makeNavigationSection(),
            makeNavigationSection({
              label: 'Audit',
              navigation_items: [{ label: 'Audit Trail', url: 'audit' }],
            }),
          ],
        }),
      ),
    );
    renderApp('/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    const user = userEvent.setup();
    expect(pagesLoaded).toEqual(new Set());
    await user.hover(await within(navigation).findByRole('link', { name: 'Credit Applications' }));
    await waitFor(() => expect(pagesLoaded).toEqual(new Set(['Credit Applications'])));
    within(navigation).getByRole('link', { name: 'Audit Trail' }).focus();
    await waitFor(() =>
      expect(pagesLoaded).toEqual(new Set(['Credit Applications', 'Audit Trail'])),
    );
    expect(screen.getByRole('heading', { name: "Vera's Dashboard" })).toBeVisible();
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

describe('Theme', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  // The console's one themed root, around the page and its portalled dialogs.
  const themedRoot = () => document.querySelector('[data-theme]');

  it('follows the device until the person chooses, then keeps the choice on this device', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { unmount } = renderApp('/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    expect(themedRoot()).toHaveAttribute('data-theme', 'dark');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    await user.click(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'My Account' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'My Account' });
    const theme = within(dialog).getByRole('radiogroup', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'Same as my device' })).toBeChecked();
    await user.click(within(theme).getByRole('radio', { name: 'High contrast' }));
    expect(themedRoot()).toHaveAttribute('data-theme', 'highContrast');
    unmount();

    renderApp('/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    expect(themedRoot()).toHaveAttribute('data-theme', 'highContrast');
  });
});

describe('Error banner', () => {
  it('shows a failed background save once and goes when dismissed', async () => {
    const failure = () =>
      HttpResponse.json(
        { error: { code: 'ERR_INTERNAL', message: 'The layout could not be saved.' } },
        { status: 500 },
      );
    server.use(
      http.post('*/api/backoffice/users/:userId/widgets', failure),
      http.put('*/api/backoffice/users/:userId/widgets', failure),
    );
    renderApp('/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Reset Widgets' })).getByRole('button', {
        name: 'Reset',
      }),
    );
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('The layout could not be saved.');
    expect(screen.getAllByText('The layout could not be saved.')).toHaveLength(1);
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('The layout could not be saved.')).not.toBeInTheDocument();
  });
});
