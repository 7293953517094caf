import { handlers, makeSearchResult, searchHandlers } from '@backoffice/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

let searches: string[] = [];
let visits: unknown[] = [];
const server = setupServer(
  http.get('*/api/search/:term', ({ params }) => {
    searches.push(String(params.term));
    return HttpResponse.json({
      results: [
        { type: 'retailers', id: 12, title: 'Acme Bikes Ltd' },
        { type: 'credit_applications', id: 345, title: 'Ada Acmeson' },
      ],
      results_count: 140,
    });
  }),
  http.get('*/api/backoffice/users/:userId/browsing-history', () =>
    HttpResponse.json({
      items: [
        {
          credit_application_id: null,
          consumer_name: null,
          retailer_id: 12,
          retailer_name: 'Acme Bikes Ltd',
          timestamp: new Date().toISOString(),
        },
      ],
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
  ...handlers,
  ...sessionHandlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  searches = [];
  visits = [];
});
afterAll(() => server.close());

describe('QuickSearch', () => {
  it('waits for 3 characters and a pause, then lists results by type with "100+"', async () => {
    renderApp('/', testSession);
    const box = await screen.findByRole('combobox', { name: 'Quick search' });
    await userEvent.type(box, 'ac');
    expect(await screen.findByText('Type at least 3 characters.')).toBeInTheDocument();
    await userEvent.type(box, 'me');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(
      await within(listbox).findByRole('option', { name: /Acme Bikes Ltd/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 100+ results.')).toBeInTheDocument();
    // One request for the settled term, none for each keystroke.
    expect(searches).toEqual(['acme']);
  });

  it('opens a result from the keyboard and records the visit', async () => {
    renderApp('/', testSession);
    const box = await screen.findByRole('combobox', { name: 'Quick search' });
    await userEvent.type(box, 'acme');
    await screen.findByRole('option', { name: /Acme Bikes Ltd/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(visits).toEqual([{ retailer_id: 12 }]));
    // The list closes and stays closed, so the page around it is no longer hidden.
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Recently viewed' })).toBeVisible();
  });

  it('ends a list with more matches than it shows with a way to all of them', async () => {
    server.use(
      ...searchHandlers([
        ...Array.from({ length: 120 }, (_, index) =>
          makeSearchResult({ id: index + 1, title: `Acme Store ${index + 1}` }),
        ),
        makeSearchResult({ type: 'credit_applications', id: 345, title: 'Ada Acmeson' }),
      ]),
    );
    const { router } = renderApp('/', testSession);
    const box = await screen.findByRole('combobox', { name: 'Quick search' });
    await userEvent.type(box, ' acme ');
    const showAll = await screen.findByRole('option', { name: 'Show the first 100 results' });
    await userEvent.click(showAll);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/'));
    expect(router.state.location.search).toBe('?q=acme');
    expect(
      await screen.findByText(
        'The first 100 of more than 100 results for “acme”. Add to the search to narrow them.',
      ),
    ).toBeInTheDocument();
    // The quick search's list closes, and with it the hiding of the page around it.
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { name: 'Search results', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Store 100' })).toHaveAttribute(
      'href',
      '/merchants/100/',
    );
  });

  it('shows the recently viewed merchants grouped by age', async () => {
    renderApp('/', testSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Recently viewed' }));
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByRole('link', { name: /Acme Bikes Ltd/ })).toHaveAttribute(
      'href',
      '/merchants/12/',
    );
  });
});
