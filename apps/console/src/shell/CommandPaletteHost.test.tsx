import {
  createRetailerStore,
  handlers,
  makeRetailer,
  retailerHandlers,
} from '@backoffice/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

let visits: unknown[] = [];
const server = setupServer(
  http.get('*/api/search/:term', () =>
    HttpResponse.json({
      results: [
        { type: 'retailers', id: 12, title: 'Acme Bikes Ltd' },
        { type: 'credit_applications', id: 345, title: 'Ada Acmeson' },
      ],
      results_count: 2,
    }),
  ),
  http.post('*/api/backoffice/users/:userId/browsing-history', async ({ request }) => {
    visits.push(await request.json());
    return HttpResponse.json(
      {
        credit_application_id: null,
        consumer_name: null,
        retailer_id: 12,
        retailer_name: 'Acme Bikes Ltd',
        timestamp: new Date().toISOString(),
      },
      { status: 201 },
    );
  }),
  // The merchant a search result opens.
  ...retailerHandlers(
    createRetailerStore([makeRetailer({ retailer_id: 12, name: 'Acme Bikes Ltd' })]),
  ),
  ...handlers,
  ...sessionHandlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.clear());
afterEach(() => {
  server.resetHandlers();
  visits = [];
});
afterAll(() => server.close());

/** The console on the dashboard, and every path the router has been at since. */
async function renderDashboard() {
  const view = renderApp('/', testSession);
  const visited: string[] = [];
  view.router.subscribe((state) => visited.push(state.location.pathname));
  await screen.findByRole('heading', { name: "Vera's Dashboard" });
  return { ...view, visited };
}

/**
 * Moves to the named option with ArrowDown and runs it with Enter, once the quick search for the
 * typed text has answered: its results come first and must not arrive between the keys.
 */
async function runOption(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  const palette = screen.getByRole('dialog', { name: 'Command palette' });
  await waitFor(() =>
    expect(within(palette).getByRole('status')).not.toHaveTextContent(/Searching/),
  );
  const option = within(palette).getByRole('option', { name });
  const options = within(palette).getAllByRole('option');
  for (
    let presses = 0;
    presses < options.length && !option.hasAttribute('data-focused');
    presses++
  ) {
    await user.keyboard('{ArrowDown}');
  }
  expect(option).toHaveAttribute('data-focused');
  await user.keyboard('{Enter}');
}

describe('command palette', () => {
  it('opens with Ctrl+K, closes with Escape and gives focus back', async () => {
    await renderDashboard();
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: /Commands/ });
    trigger.focus();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(within(dialog).getByRole('textbox', { name: 'Search commands' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with Ctrl+K from its own search box, and takes the place of the shortcuts list', async () => {
    await renderDashboard();
    const user = userEvent.setup();
    await user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument(),
    );
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers only the pages of the user’s navigation, and runs one with the keyboard', async () => {
    const { visited } = await renderDashboard();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const listbox = await screen.findByRole('listbox', { name: 'Commands' });
    const pages = within(listbox).getByRole('group', { name: 'Pages' });
    const options = within(pages).getAllByRole('option');
    const labels = ['Dashboard', 'Credit Applications', 'Merchants', 'Exports'];
    expect(options).toHaveLength(labels.length);
    // An option's name starts with its label, then its detail and shortcut.
    labels.forEach((label, index) =>
      expect(options[index]).toHaveAccessibleName(new RegExp(`^${label}\\b`)),
    );
    await user.keyboard('credit');
    await runOption(user, /^Credit Applications/);
    await waitFor(() => expect(visited).toContain('/credit-app/'));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  });

  it('opens Exports, which every user has, by name or by a synonym', async () => {
    const { visited } = await renderDashboard();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('listbox', { name: 'Commands' });
    await user.keyboard('scheduled reports');
    await runOption(user, /^Exports/);
    await waitFor(() => expect(visited).toContain('/exports/'));
  });

  it('closes with Escape while a search is typed, giving focus back', async () => {
    await renderDashboard();
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: /Commands/ });
    trigger.focus();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('acme');
    await screen.findByRole('option', { name: /Acme Bikes Ltd/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('finds a merchant on the server, opens it and records the visit', async () => {
    const { visited } = await renderDashboard();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('acme');
    const merchants = await screen.findByRole('group', { name: 'Merchants' });
    await user.click(within(merchants).getByRole('option', { name: /Acme Bikes Ltd/ }));
    await waitFor(() => expect(visits).toEqual([{ retailer_id: 12 }]));
    await waitFor(() => expect(visited).toContain('/merchants/12/'));
  });

  it('keeps the last results listed while the next search settles', async () => {
    await renderDashboard();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('acme');
    const palette = screen.getByRole('dialog', { name: 'Command palette' });
    await within(palette).findByRole('option', { name: /Acme Bikes Ltd/ });
    await user.keyboard('s');
    expect(within(palette).getByRole('status')).toHaveTextContent(
      'Searching merchants and credit applications…',
    );
    expect(within(palette).getByRole('option', { name: /Acme Bikes Ltd/ })).toBeInTheDocument();
  });

  it('lists the commands run last first when opened again', async () => {
    await renderDashboard();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('shortcuts');
    await runOption(user, /Show keyboard shortcuts/);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).getByRole(
        'button',
        { name: 'Close' },
      ),
    );
    await user.keyboard('{Control>}k{/Control}');
    const recent = await screen.findByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: /Show keyboard shortcuts/ })).toBeVisible();
  });

  it('opens My Account from its action', async () => {
    await renderDashboard();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('my acc');
    await runOption(user, /My Account/);
    expect(await screen.findByRole('dialog', { name: 'My Account' })).toBeInTheDocument();
  });
});

describe('keyboard shortcuts', () => {
  it("'?' lists the shortcuts, with G shortcuts only for the user's pages", async () => {
    await renderDashboard();
    const user = userEvent.setup();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('row', { name: /Open the command palette/ })).toHaveTextContent(
      'Ctrl K',
    );
    const goTo = within(dialog).getByRole('table', { name: 'Go to' });
    expect(
      within(goTo)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Dashboard', 'Credit Applications', 'Merchants']);
  });

  it("leaves '?' and '/' to a text field", async () => {
    await renderDashboard();
    const user = userEvent.setup();
    const search = screen.getByRole('combobox', { name: 'Quick search' });
    await user.click(search);
    await user.keyboard('?/');
    expect(search).toHaveValue('?/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'/' focuses the quick search and G then M opens Merchants", async () => {
    const { visited } = await renderDashboard();
    const user = userEvent.setup();
    await user.keyboard('/');
    expect(screen.getByRole('combobox', { name: 'Quick search' })).toHaveFocus();
    await user.click(screen.getByRole('heading', { name: "Vera's Dashboard" }));
    await user.keyboard('gm');
    await waitFor(() => expect(visited).toContain('/merchants/'));
  });
});
