import {
  announcementsHandlers,
  browsingHistoryHandlers,
  createExportStore,
  createWatchListStore,
  exportsHandlers,
  handlers,
  makeNavigationSection,
  makeUser,
  sessionHandlers,
  watchListsHandlers,
  widgetsHandlers,
  type WatchListMockStore,
} from '@backoffice/api-client/mocks';
import { defaultLayout, readWatchListCsv, watchListCsvHeaders } from '@backoffice/domain/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewerNavigation } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

// jsdom runs no Web Worker: the page reads the file in the page instead, with the same reader.
vi.mock('./readWatchListFile', () => ({
  readWatchListFile: (file: File, options: Parameters<typeof readWatchListCsv>[1]) =>
    readWatchListCsv(file, options),
}));

const fraudTeamNavigation = [
  makeNavigationSection(),
  makeNavigationSection({
    label: 'Fraud Prevention',
    navigation_items: [{ label: 'Watch Lists', url: 'watch-list' }],
  }),
];

const server = setupServer(
  ...handlers,
  ...widgetsHandlers(null, defaultLayout()),
  ...announcementsHandlers([]),
  ...browsingHistoryHandlers([]),
  ...sessionHandlers({
    user: makeUser({ username: 'fraudteam' }),
    navigation: fraudTeamNavigation,
  }),
);
let store: WatchListMockStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createWatchListStore();
  server.use(
    ...watchListsHandlers(store),
    ...exportsHandlers(createExportStore({ pendingPolls: 1 })),
  );
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const header = watchListCsvHeaders.join(',');
const row = (values: Record<string, string>) =>
  watchListCsvHeaders.map((name) => values[name] ?? '').join(',');
const csvFile = (text: string) => new File([text], 'new-list.csv', { type: 'text/csv' });

async function openWatchLists() {
  renderApp('/watch-list/', testSession);
  await screen.findByRole('heading', { level: 1, name: 'Watch Lists' });
  const current = await screen.findByRole('region', { name: 'Current watch list' });
  await within(current).findByText('watch-list-3.csv');
  return current;
}

describe('the Watch Lists page', () => {
  it('shows the current list and the report of every list, the enabled one named', async () => {
    await openWatchLists();
    const table = screen.getByRole('table', { name: 'Watch Lists' });
    await within(table).findByRole('rowheader', { name: '3, enabled' });
    expect(within(table).getByRole('link', { name: '1' })).toHaveAttribute(
      'href',
      '/watch-list/1/',
    );
    expect(document.title).toBe('Watch Lists');
  });

  it('lists the problems of a file, then adds the fixed file as the enabled list', async () => {
    await openWatchLists();
    await userEvent.click(screen.getByRole('button', { name: 'Upload New CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'New Watch List' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    const withoutEmail = watchListCsvHeaders.filter((name) => name !== 'Email');
    await userEvent.upload(
      input,
      csvFile(`${withoutEmail.join(',')}\n${withoutEmail.map(() => '').join(',')}`),
    );
    expect(await within(dialog).findByText("'Email' column is expected.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();

    await userEvent.upload(input, csvFile(`${header}\n${row({ Email: 'fraud@example.com' })}`));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Watch List created.')).toBeInTheDocument();
    expect(store.chunks).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const current = screen.getByRole('region', { name: 'Current watch list' });
    expect(await within(current).findByText('watch-list-4.csv')).toBeInTheDocument();
  });

  it("downloads a list as an export job and says 'Watch List downloaded.'", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:list'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const current = await openWatchLists();
    await userEvent.click(
      within(current).getByRole('button', { name: 'Download CSV watch-list-3.csv' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Download Watch List' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Watch List downloaded.')).toBeInTheDocument();
    expect(saved).toEqual(['watch-list-3.csv']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a watch list page', () => {
  it("is titled 'Watch List {id}' and pages the list's items", async () => {
    renderApp('/watch-list/3/?page=2', testSession);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Watch List 3' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Watch List 3 items' });
    await within(table).findByRole('rowheader', { name: '1101' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(
      screen.getByRole('button', { name: 'Download list watch-list-3.csv' }),
    ).toBeInTheDocument();
  });
});

describe('access', () => {
  it('leads a user without the watch-list permission home', async () => {
    server.use(
      ...sessionHandlers({
        user: makeUser({ username: 'viewer' }),
        navigation: viewerNavigation.navigation_sections,
      }),
    );
    const { router } = renderApp('/watch-list/', testSession);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
