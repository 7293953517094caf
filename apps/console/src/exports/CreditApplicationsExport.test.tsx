import {
  createExportStore,
  exportsHandlers,
  handlers,
  type ExportMockStore,
} from '@backoffice/api-client/mocks';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../App';
import { tokenStore } from '../session/api';
import { sessionHandlers } from '../test/handlers';
import { testSession } from '../test/renderApp';
import { runOnDay } from '../test/runOnDay';
import { CreditApplicationsExport } from './CreditApplicationsExport';

const server = setupServer(...handlers, ...sessionHandlers);
let store: ExportMockStore;
const saved: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createExportStore({ pendingPolls: 1 });
  server.use(...exportsHandlers(store));
  saved.length = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function renderControl(defaultDates?: { date_from: string; date_to: string }) {
  tokenStore.write(testSession);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <CreditApplicationsExport
        query={{
          page: 2,
          perPage: 25,
          'fields[]': ['status_logs'],
          'order[]': ['-timestamp'],
          date_from: '2026-11-01',
          date_to: '2026-11-30',
          'status[]': ['ACCEPT', 'DECLINE'],
          historic: false,
        }}
        defaultDates={defaultDates}
      />
    </AppProviders>,
  );
}

async function choose(item: 'Download as File' | 'Schedule as Report') {
  await userEvent.click(await screen.findByRole('button', { name: /Export Report/ }));
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
}

describe('Download as File', () => {
  it("exports the list's filters and order with the ticked fields and saves the file", async () => {
    renderControl();
    await choose('Download as File');
    const dialog = screen.getByRole('dialog', { name: 'Download as File' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Lender' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(
      await within(dialog).findByText('Downloaded credit_application-1.csv (2 rows).'),
    ).toBeVisible();
    expect(saved).toEqual(['credit_application-1.csv']);
    expect(store.exportRequests).toEqual([
      {
        report: 'credit_application',
        type: 'csv',
        fields: expect.arrayContaining(['credit_application_id', 'lender']),
        filters: {
          date_from: '2026-11-01',
          date_to: '2026-11-30',
          status: ['ACCEPT', 'DECLINE'],
          historic: false,
        },
        order: ['-timestamp'],
      },
    ]);
    expect(store.exportRequests[0]?.fields.at(-1)).toBe('lender');
  });

  it("shows the server's limit message with the field picker hidden", async () => {
    const message = 'Export limit of 100000 exceeded, please reduce selection and try again.';
    store.refusal = { status: 400, code: 'ERR_EXPORT_LIMIT', message };
    renderControl();
    await choose('Download as File');
    const dialog = screen.getByRole('dialog', { name: 'Download as File' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it("shows a failed export's error and stops waiting", async () => {
    store.outcome = { status: 'FAILED', error: 'The export could not be written.' };
    renderControl();
    await choose('Download as File');
    const dialog = screen.getByRole('dialog', { name: 'Download as File' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The export could not be written.',
    );
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(saved).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByRole('checkbox', { name: 'App ID' })).toBeChecked();
  });
});

describe('Schedule as Report', () => {
  // The list's dates read as a relative range on the days they match one (1–30 November is
  // "Last 30 days" on 30 November, "Previous month" in December), so these tests run on a day
  // that matches none.
  runOnDay('2026-11-20T12:00:00Z');

  it("schedules the list's report to the user's email and confirms", async () => {
    renderControl();
    await choose('Schedule as Report');
    const dialog = screen.getByRole('dialog', { name: 'Schedule as Report' });
    const recipients = within(dialog).getByRole('textbox', { name: 'Recipients' });
    expect(recipients).toHaveValue('vera@example.co.uk');
    await userEvent.type(recipients, ', ops@example.com');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Daily' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const done = await screen.findByRole('dialog', { name: 'Report scheduled' });
    expect(within(done).getByRole('status')).toHaveTextContent(
      'Credit Applications will be emailed daily to vera@example.co.uk, ops@example.com.',
    );
    expect(store.scheduleRequests[0]).toMatchObject({
      report: 'credit_application',
      frequency: 'daily',
      recipients: ['vera@example.co.uk', 'ops@example.com'],
      filters: { status: ['ACCEPT', 'DECLINE'] },
      order: ['-timestamp'],
    });
    // The picked dates are kept as a fixed range of their own, not as filters.
    expect(store.scheduleRequests[0]!.filters).toEqual({
      status: ['ACCEPT', 'DECLINE'],
      historic: false,
    });
    expect(store.scheduleRequests[0]!.date_range).toEqual({
      kind: 'fixed',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it("takes the list's unpicked default dates as Last 30 days, relative to each run", async () => {
    renderControl({ date_from: '2026-11-01', date_to: '2026-11-30' });
    await choose('Schedule as Report');
    const dialog = screen.getByRole('dialog', { name: 'Schedule as Report' });
    expect(within(dialog).getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Month to date' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await screen.findByRole('dialog', { name: 'Report scheduled' });
    expect(store.scheduleRequests[0]!.date_range).toEqual({ kind: 'month_to_date' });
  });
});
