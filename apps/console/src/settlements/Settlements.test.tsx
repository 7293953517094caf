import { defaultLayout } from '@backoffice/domain/model';
import {
  announcementsHandlers,
  browsingHistoryHandlers,
  createSettlementStore,
  handlers,
  makeNavigationSection,
  makeUser,
  sessionHandlers,
  settlementHandlers,
  widgetsHandlers,
  type SettlementMockStore,
} from '@backoffice/api-client/mocks';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testSession } from '../test/renderApp';

const adminNavigation = [
  makeNavigationSection(),
  makeNavigationSection({
    label: 'Account Management',
    navigation_items: [{ label: 'Users and Groups', url: 'user-management' }],
  }),
  makeNavigationSection({
    label: 'Operations',
    navigation_items: [{ label: 'Settlement Files', url: 'settlements' }],
  }),
];
const sessionOf = (navigation = adminNavigation) =>
  sessionHandlers({ user: makeUser({ username: 'admin' }), navigation });

const server = setupServer(
  ...handlers,
  ...widgetsHandlers(null, defaultLayout()),
  ...announcementsHandlers([]),
  ...browsingHistoryHandlers([]),
  ...sessionOf(),
);
let store: SettlementMockStore;
const historyRequests: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/settlement/status/history/')) {
    historyRequests.push(`${url.pathname}${url.search}`);
  }
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createSettlementStore();
  server.use(...settlementHandlers(store));
  historyRequests.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

async function openSettlements() {
  const view = renderApp('/settlements/', testSession);
  const table = await screen.findByRole('table', { name: 'Settlement Files - Last Run' });
  await within(table).findByRole('row', { name: /Northbridge Finance/ });
  return { ...view, table };
}

describe('Settlement Files - Last Run', () => {
  it('shows each lender with its last run, titled as the specification says', async () => {
    const { table } = await openSettlements();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Settlement Files - Last Run' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Settlement Files - Last Run');
    expect(within(table).getByRole('row', { name: /Pennine Retail Finance/ })).toHaveTextContent(
      'Error',
    );
  });

  it('polls every 60 seconds while open and stops when the page is left', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { router } = await openSettlements();
    const loads = store.statusCalls;
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(store.statusCalls).toBe(loads);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(store.statusCalls).toBe(loads + 1));
    await act(() => router.navigate('/'));
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(store.statusCalls).toBe(loads + 1);
  });

  it("shows a failed load's status text and clears it with the next good load", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openSettlements();
    store.statusFailure = { status: 503, statusText: 'Service Unavailable' };
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service Unavailable');
    store.statusFailure = null;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says once that refused settlement files are not allowed, with no table', async () => {
    store.statusFailure = { status: 403, statusText: 'Forbidden' };
    renderApp('/settlements/', testSession);
    expect(
      await screen.findByText('You do not have permission to view this page.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/permission|Forbidden/)).toHaveLength(1);
    expect(screen.queryByRole('table', { name: 'Settlement Files - Last Run' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('regenerates and sends every file of a lender for the day before today, after asking', async () => {
    const { table } = await openSettlements();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Regenerate & Send Northbridge Finance' }),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Regenerate & Send' }),
    );
    await waitFor(() => expect(store.regenerations).toHaveLength(2));
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    expect(store.regenerations).toEqual([
      {
        definition_id: '2002',
        start_date: midnight.getTime() - 86_400_000,
        end_date: midnight.getTime(),
      },
      {
        definition_id: '1002',
        start_date: midnight.getTime() - 86_400_000,
        end_date: midnight.getTime(),
      },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Regenerate & Send started for Northbridge Finance',
    );
    const row = within(table).getByRole('row', { name: /Northbridge Finance/ });
    await waitFor(() => expect(row).toHaveTextContent('Generating'));
  });

  it('offers the API keys to administrators only', async () => {
    await openSettlements();
    expect(await screen.findByRole('region', { name: 'Settlement API keys' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New key' }));
    const key = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'New settlement API key',
    });
    expect(key.value).toMatch(/^sk_/);
  });

  it('shows no API keys to a user who does not manage users', async () => {
    server.use(
      ...sessionOf(adminNavigation.filter((section) => section.label !== 'Account Management')),
    );
    await openSettlements();
    expect(screen.queryByRole('region', { name: 'Settlement API keys' })).toBeNull();
  });
});

describe('settlement history', () => {
  it('asks for 10 files from the page in the URL and pages by five numbers around it', async () => {
    renderApp('/settlements/history/1002/?page=3', testSession);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Settlement History 1002' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Settlement history of definition 1002' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(historyRequests).toEqual(['/api/settlement/status/history/1002?count=10&offset=20']);
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    await waitFor(() =>
      expect(historyRequests.at(-1)).toBe('/api/settlement/status/history/1002?count=10&offset=0'),
    );
  });

  it('generates and sends a past file again for its own period', async () => {
    renderApp('/settlements/history/1002/', testSession);
    const table = await screen.findByRole('table', {
      name: 'Settlement history of definition 1002',
    });
    const [first] = await within(table).findAllByRole('button', { name: /^Generate & Send/ });
    await userEvent.click(first!);
    await waitFor(() => expect(store.regenerations).toHaveLength(1));
    expect(store.regenerations[0]).toEqual({
      definition_id: '1002',
      start_date: Date.parse('2026-11-21T00:00:00Z'),
      end_date: Date.parse('2026-11-22T00:00:00Z'),
    });
  });
});
