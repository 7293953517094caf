import {
  apiUrl,
  createCreditApplicationListStore,
  creditApplicationListHandlers,
  handlers,
  makeCreditApplication,
  makeCreditApplicationSummaries,
  makeReportView,
  makeUser,
  reportViewsHandlers,
  type CreditApplicationListMockStore,
} from '@backoffice/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';
import { runOnDay } from '../test/runOnDay';

const server = setupServer(...handlers, ...sessionHandlers);
let store: CreditApplicationListMockStore;
const requests: URL[] = [];
const savedViewBodies: unknown[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/api/credit-applications') requests.push(url);
  if (url.pathname === '/api/report-views' && request.method === 'POST') {
    void request
      .clone()
      .json()
      .then((body) => savedViewBodies.push(body));
  }
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A day whose default dates (a month either side) differ from November's: on 1 December the
// default would start on 1 November, and the list would leave that date out of its URL.
runOnDay('2026-11-20T12:00:00Z');
beforeEach(() => {
  store = createCreditApplicationListStore();
  server.use(...creditApplicationListHandlers(store), ...reportViewsHandlers());
  requests.length = 0;
  savedViewBodies.length = 0;
  localStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

/** The seeded rows' month. */
const november = '/credit-app/?date_from=2026-11-01&date_to=2026-11-30';

async function openList(path = november) {
  const view = renderApp(path, testSession);
  const table = await screen.findByRole('table', { name: 'Credit Applications' });
  await within(table).findAllByRole('link', { name: /View application/ });
  return { ...view, table };
}

const appIds = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link', { name: /View application/ })
    .map((link) => link.getAttribute('href'));

describe('Export Report', () => {
  it('is offered only to a user whose group may export', async () => {
    const readOnly = await openList();
    // The user has loaded once the lender-specific filters are settled.
    await screen.findByRole('button', { name: 'Print' });
    expect(screen.queryByRole('button', { name: /Export Report/ })).toBeNull();
    readOnly.unmount();

    server.use(
      http.get(apiUrl('/backoffice/users/{userId}'), ({ params }) =>
        HttpResponse.json(
          makeUser({
            user_id: Number(params.userId),
            group: {
              group_id: 1,
              group_name: 'Administrators',
              permissions: [
                { category_id: 200, rule_id: 1 },
                { category_id: 200, rule_id: 11 },
              ],
            },
          }),
        ),
      ),
    );
    await openList();
    expect(await screen.findByRole('button', { name: /Export Report/ })).toBeInTheDocument();
  });
});

describe('Credit Applications list', () => {
  it("shows the server's applications in the report, newest status first", async () => {
    const { table } = await openList();
    expect(screen.getByRole('heading', { name: 'Credit Applications', level: 1 })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(table).getByRole('link', { name: 'View application 100001' })).toBeVisible();
    expect(screen.getByText('52 credit applications')).toBeInTheDocument();
  });

  it('asks for the default statuses, current applications, newest status first', async () => {
    await openList('/credit-app/');
    const url = requests.at(-1) as URL;
    expect(url.searchParams.getAll('status[]')).toHaveLength(13);
    expect(url.searchParams.get('historic')).toBe('false');
    expect(url.searchParams.getAll('order[]')).toEqual(['-timestamp']);
    expect(url.searchParams.get('perPage')).toBe('25');
    expect(url.searchParams.get('date_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('opens with the filters stated on one line', async () => {
    await openList();
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(filters).toHaveTextContent('Date: 01/11/2026 – 30/11/2026 · Applications: Current');
    expect(within(filters).getByRole('button', { name: 'Edit filters' })).toBeVisible();
    expect(within(filters).queryByRole('searchbox', { name: 'Merchant' })).toBeNull();
  });

  it('filters to one status with one press and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await openList();
    await user.click(screen.getByRole('button', { name: 'Edit filters' }));
    await user.click(screen.getByRole('button', { name: /^Statuses/ }));
    const statuses = screen.getByRole('group', { name: 'Status' });
    await user.click(within(statuses).getByRole('button', { name: 'Only DECLINE' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?date_from=2026-11-01&date_to=2026-11-30&status%5B%5D=DECLINE',
      ),
    );
    await waitFor(() => expect(screen.getByText('9 credit applications')).toBeInTheDocument());
  });

  it('orders by App ID, goes to page 2 and finds the same view after a reload', async () => {
    const user = userEvent.setup();
    const { table, router, unmount } = await openList();
    // The first press orders ascending, the second turns it around.
    await user.click(
      within(within(table).getByRole('columnheader', { name: 'App ID' })).getByRole('button'),
    );
    await waitFor(() =>
      expect(router.state.location.search).toContain('order=credit_application_id'),
    );
    await user.click(
      within(within(table).getByRole('columnheader', { name: /App ID/ })).getByRole('button'),
    );
    await waitFor(() => expect(appIds(table)[0]).toBe('/credit-app/100060/'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(appIds(table)[0]).toBe('/credit-app/100031/'));
    const location = `${router.state.location.pathname}${router.state.location.search}`;
    expect(location).toContain('order=-credit_application_id');
    unmount();

    const reloaded = await openList(location);
    expect(appIds(reloaded.table)[0]).toBe('/credit-app/100031/');
    expect(within(reloaded.table).getByRole('columnheader', { name: /App ID/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('remembers the page size chosen', async () => {
    const user = userEvent.setup();
    const { unmount } = await openList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '10');
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('perPage')).toBe('10'));
    unmount();
    await openList();
    expect(requests.at(-1)?.searchParams.get('perPage')).toBe('10');
  });

  it('opens a quick view with the order summary, status history and View Application', async () => {
    const user = userEvent.setup();
    const { table } = await openList();
    const [first] = within(table).getAllByRole('button', { name: 'Show quick view' });
    await user.click(first as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeVisible();
    expect(screen.getByText('In-store, interest free, 12 months (ISIF12)')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Status History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.at(-1)).toHaveTextContent('SUBMITTED');
    expect(screen.getByRole('link', { name: 'View Application 100001' })).toHaveAttribute(
      'href',
      '/credit-app/100001/',
    );
  });

  it('offers service users the product packages as the Decision Policy filter', async () => {
    const user = userEvent.setup();
    await openList();
    await user.click(screen.getByRole('button', { name: 'Edit filters' }));
    await user.click(screen.getByRole('button', { name: /^Decision Policies/ }));
    const policies = screen.getByRole('group', { name: 'Decision Policy' });
    await user.click(
      await within(policies).findByRole('checkbox', { name: 'Bullet loan 6 months' }),
    );
    await waitFor(() =>
      expect(requests.at(-1)?.searchParams.getAll('product_package_id[]')).toEqual(['2']),
    );
  });

  it('lists nothing, without asking, when no status is ticked', async () => {
    renderApp(`${november}&status%5B%5D=`, testSession);
    const table = await screen.findByRole('table', { name: 'Credit Applications' });
    expect(
      await within(table).findByText('No credit applications match these filters.'),
    ).toBeVisible();
    expect(screen.getByText('0 credit applications')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the error when the list fails to load', async () => {
    server.use(
      http.get('*/api/credit-applications', () =>
        HttpResponse.json(
          { error: { code: 'ERR_INTERNAL', message: 'Database down' } },
          { status: 500 },
        ),
      ),
    );
    renderApp(november, testSession);
    expect(
      await screen.findByText('The credit applications could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Database down/)).toBeInTheDocument();
  });

  it('shows a capped total as 10,000+ and pages on by cursor, jumping by number', async () => {
    // A list far larger than the count: 25 rows a page, links carrying the server's cursors.
    server.use(
      http.get(apiUrl('/credit-applications'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page') ?? 1);
        return HttpResponse.json(
          {
            _links: {
              self: { href: '/credit-applications' },
              next: { href: `/credit-applications?perPage=25&after=next-of-${page}` },
              ...(page > 1
                ? { prev: { href: `/credit-applications?perPage=25&before=prev-of-${page}` } }
                : {}),
            },
            _embedded: { items: makeCreditApplicationSummaries(25) },
            meta: { page, perPage: 25, total: 10_000, total_capped: true },
          },
          { headers: { 'Content-Type': 'application/hal+json' } },
        );
      }),
    );
    const user = userEvent.setup();
    const { router } = await openList();
    const pages = screen.getByRole('navigation', { name: 'Credit Applications pages' });
    expect(pages).toHaveTextContent('Showing 1–25 of 10,000+');
    expect(screen.getByText('10,000+ credit applications')).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('after')).toBe('next-of-1'));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('2');
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('after')).toBe('next-of-2'));
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('before')).toBe('prev-of-3'));
    expect(router.state.location.search).toContain('before=prev-of-3');

    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: 'Page 4' })).toBeEnabled(),
    );
    await user.click(within(pages).getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('page')).toBe('4'));
    expect(requests.at(-1)?.searchParams.has('after')).toBe(false);
    expect(requests.at(-1)?.searchParams.has('before')).toBe(false);
  });

  it('remembers the columns chosen', async () => {
    const user = userEvent.setup();
    const { table, unmount } = await openList();
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Merchant' }));
    expect(within(table).queryByRole('columnheader', { name: 'Merchant' })).not.toBeInTheDocument();
    unmount();
    const reloaded = await openList();
    expect(
      within(reloaded.table).queryByRole('columnheader', { name: 'Merchant' }),
    ).not.toBeInTheDocument();
    expect(
      within(reloaded.table).getByRole('columnheader', { name: 'Consumer' }),
    ).toBeInTheDocument();
  });

  it('offers the Order Actions of the row in its quick view, through the detail page modals', async () => {
    const [first, ...others] = store.applications;
    const base = `/api/credit-applications/${first!.credit_application_id}`;
    store.applications = [
      {
        ...first!,
        _links: {
          self: { href: base },
          cancel: { href: `${base}/actions/cancel`, method: 'PUT', title: 'Cancel' },
        },
      },
      ...others,
    ];
    let cancelled: unknown = null;
    server.use(
      http.put(apiUrl('/credit-applications/{creditAppId}/actions/cancel'), async ({ request }) => {
        cancelled = await request.json();
        return HttpResponse.json(makeCreditApplication());
      }),
    );
    const user = userEvent.setup();
    const { table } = await openList();
    const [firstToggle, secondToggle] = within(table).getAllByRole('button', {
      name: 'Show quick view',
    });
    await user.click(secondToggle as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Order Actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide quick view' }));

    await user.click(firstToggle as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Order Actions' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Application' });
    await user.type(within(dialog).getByRole('textbox', { name: /Action Reason/ }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Application' }));
    // No done state: the modal closes and a toast says it (docs/adr/0017).
    expect(
      await within(screen.getByRole('region', { name: /Notifications/ })).findByText(
        'The application is cancelled.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel Application' })).not.toBeInTheDocument(),
    );
    expect(cancelled).toEqual({ reason: 'Duplicate' });
  });

  it('saves the view shared with the group and applies a saved one', async () => {
    server.use(
      ...reportViewsHandlers([
        makeReportView({
          id: 7,
          name: 'Declined in November',
          query: 'date_from=2026-11-01&date_to=2026-11-30&status%5B%5D=DECLINE',
          shared: true,
          mine: false,
          owner: { user_id: 9, username: 'colleague' },
        }),
      ]),
    );
    const user = userEvent.setup();
    const { router } = await openList(`${november}&page=2`);
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Declined in November (Shared by colleague)' }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?date_from=2026-11-01&date_to=2026-11-30&status%5B%5D=DECLINE',
      ),
    );
    await waitFor(() => expect(screen.getByText('9 credit applications')).toBeInTheDocument());

    // The applied view is named on the button.
    await user.click(screen.getByRole('button', { name: 'Views: Declined in November' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'My declines');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share with my group' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(savedViewBodies).toEqual([
      {
        report: 'credit_application',
        name: 'My declines',
        shared: true,
        query: 'date_from=2026-11-01&date_to=2026-11-30&status%5B%5D=DECLINE',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Views: My declines' }));
    expect(
      await screen.findByRole('menuitem', { name: 'My declines (Shared)' }),
    ).toBeInTheDocument();
  });
});
