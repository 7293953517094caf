import {
  createExportStore,
  errorJson,
  apiUrl,
  exportsHandlers,
  handlers,
  makeExportJob,
  makeExportSchedule,
} from '@backoffice/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

const server = setupServer(...handlers, ...sessionHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('Exports page', () => {
  it("lists the user's exports and downloads a completed one", async () => {
    const store = createExportStore({
      exports: [
        makeExportJob({ id: 3, status: 'PENDING' }),
        makeExportJob({ id: 2 }),
        makeExportJob({ id: 1, status: 'FAILED' }),
      ],
    });
    server.use(...exportsHandlers(store));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderApp('/exports/', testSession);
    expect(await screen.findByRole('heading', { name: 'Exports', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Exports' });
    expect(await within(table).findByText('PENDING')).toBeVisible();
    expect(within(table).getByText('FAILED')).toBeVisible();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Download Credit Applications export 2' }),
    );
    await vi.waitFor(() => expect(saved).toEqual(['credit_application-2.csv']));
  });

  it('deletes a schedule after confirmation', async () => {
    const store = createExportStore({
      schedules: [makeExportSchedule({ id: 5, recipients: ['ops@example.com'] })],
    });
    server.use(...exportsHandlers(store));
    renderApp('/exports/', testSession);
    const table = await screen.findByRole('table', { name: 'Scheduled reports' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Delete schedule Credit Applications #5' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Schedule' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No scheduled reports/)).toBeVisible();
    expect(store.schedules).toEqual([]);
  });

  it('edits a schedule in a dialog and shows it as saved', async () => {
    const store = createExportStore({
      schedules: [makeExportSchedule({ id: 5, send_time: '06:00', frequency: 'weekly' })],
    });
    server.use(...exportsHandlers(store));
    renderApp('/exports/', testSession);
    const table = await screen.findByRole('table', { name: 'Scheduled reports' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Edit schedule Credit Applications #5' }),
    );
    const form = screen.getByRole('dialog', { name: 'Edit Schedule' });
    const sendTime = within(form).getByRole('textbox', { name: 'Send time (UTC)' });
    await userEvent.clear(sendTime);
    await userEvent.type(sendTime, '07:00');
    await userEvent.click(within(form).getByRole('radio', { name: 'Last 7 days' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Schedule' })).toBeNull(),
    );
    expect(await screen.findByRole('alertdialog', { name: 'Schedule updated' })).toBeVisible();
    const row = within(table).getByRole('row', { name: /#5/ });
    expect(await within(row).findByText('07:00 UTC')).toBeVisible();
    expect(row).toHaveTextContent('Last 7 days');
    expect(store.schedules[0]).toMatchObject({
      send_time: '07:00',
      date_range: { kind: 'last_7_days' },
    });
  });

  it("keeps the dialog open with the server's message on the field it names", async () => {
    const store = createExportStore({ schedules: [makeExportSchedule({ id: 5 })] });
    server.use(
      http.patch(apiUrl('/export-schedules/{scheduleId}'), () =>
        errorJson(
          400,
          'ERR_SCHEMA_VALIDATION_ERROR',
          'Scheduled reports can only be sent to addresses of allowed domains.',
          [{ property: 'recipients.0', message: 'must be an address at posfinance.example' }],
        ),
      ),
      ...exportsHandlers(store),
    );
    renderApp('/exports/', testSession);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit schedule Credit Applications #5' }),
    );
    const form = screen.getByRole('dialog', { name: 'Edit Schedule' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const recipients = within(form).getByRole('textbox', { name: 'Recipients' });
    await vi.waitFor(() => expect(recipients).toHaveAttribute('aria-invalid', 'true'));
    expect(form).toHaveTextContent('0: must be an address at posfinance.example');
  });

  it('pauses and resumes a schedule with one press each', async () => {
    const store = createExportStore({ schedules: [makeExportSchedule({ id: 5 })] });
    server.use(...exportsHandlers(store));
    renderApp('/exports/', testSession);
    const table = await screen.findByRole('table', { name: 'Scheduled reports' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Pause schedule Credit Applications #5' }),
    );
    const resume = await within(table).findByRole('button', {
      name: 'Resume schedule Credit Applications #5',
    });
    expect(within(table).getByRole('row', { name: /#5/ })).toHaveTextContent('Paused');
    expect(store.schedules[0]?.paused).toBe(true);
    await userEvent.click(resume);
    expect(
      await within(table).findByRole('button', { name: 'Pause schedule Credit Applications #5' }),
    ).toBeVisible();
    expect(store.schedules[0]?.paused).toBe(false);
  });

  it('says when there is nothing yet', async () => {
    server.use(...exportsHandlers(createExportStore()));
    renderApp('/exports/', testSession);
    expect(await screen.findByText(/No exports yet/)).toBeVisible();
    expect(await screen.findByText(/No scheduled reports/)).toBeVisible();
  });

  it('shows a load failure with Retry', async () => {
    server.use(
      http.get(apiUrl('/export-schedules'), () =>
        errorJson(500, 'ERR_INTERNAL', 'The schedules are unavailable.'),
      ),
      ...exportsHandlers(createExportStore()),
    );
    renderApp('/exports/', testSession);
    expect(await screen.findByRole('alert')).toHaveTextContent('The schedules are unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('opens from the user menu', async () => {
    server.use(...exportsHandlers(createExportStore()));
    renderApp('/', testSession);
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Exports' }));
    expect(await screen.findByRole('heading', { name: 'Exports', level: 1 })).toBeVisible();
  });
});
