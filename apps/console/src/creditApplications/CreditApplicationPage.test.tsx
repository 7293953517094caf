import {
  createCreditApplicationStore,
  creditApplicationDetailHandlers,
  handlers,
  makeCreditApplication,
  type CreditApplicationMockStore,
} from '@backoffice/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fraudReaderHandlers, sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

const server = setupServer(...handlers, ...sessionHandlers);
let store: CreditApplicationMockStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createCreditApplicationStore([
    makeCreditApplication({
      charges: [
        { description: 'Late fee', created_at: '2026-03-03T09:00:00Z', amount_pence: 1200 },
      ],
    }),
  ]);
  server.use(...creditApplicationDetailHandlers(store), ...fraudReaderHandlers);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openApplication(id = 100234) {
  const view = renderApp(`/credit-app/${id}/`, testSession);
  await screen.findByRole('heading', { name: /Credit Application 100234/, level: 1 });
  return { ...view, user: userEvent.setup() };
}

describe('Credit application detail', () => {
  it('does not ask for fraud information a user may not read', async () => {
    server.use(...sessionHandlers);
    const fraudReads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/fraud')) fraudReads.push(request.url);
    });
    await openApplication();
    const checks = screen.getByRole('tablist', { name: 'Notes and checks' });
    await waitFor(() =>
      expect(within(checks).getByRole('tab', { name: 'Credit File' })).toBeInTheDocument(),
    );
    expect(within(checks).queryByRole('tab', { name: 'Fraud Info' })).not.toBeInTheDocument();
    expect(fraudReads).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('records the visit in the browsing history', async () => {
    const visits: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/browsing-history')) {
        void request
          .clone()
          .json()
          .then((body) => visits.push(body));
      }
    });
    await openApplication();
    await waitFor(() => expect(visits).toEqual([{ credit_application_id: 100234 }]));
    server.events.removeAllListeners();
  });

  it('says once that a refused application is not allowed, with nothing to retry', async () => {
    server.use(
      http.get('*/api/credit-applications/100234', () =>
        HttpResponse.json(
          { error: { code: 'ERR_FORBIDDEN', message: 'You do not have permission to do this.' } },
          { status: 403 },
        ),
      ),
    );
    renderApp('/credit-app/100234/', testSession);
    expect(
      await screen.findByText('You do not have permission to view this page.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/permission/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('Credit request not found')).not.toBeInTheDocument();
  });

  it("says 'Credit request not found' for an unknown application", async () => {
    renderApp('/credit-app/999/', testSession);
    expect(await screen.findByRole('alert')).toHaveTextContent('Credit request not found');
  });

  it('underwrites the application, says so in a toast and reloads it with the new status', async () => {
    const { user } = await openApplication();
    await user.click(screen.getByRole('button', { name: 'Underwrite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Underwriting Decision' });
    await user.click(within(dialog).getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'ACCEPT' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Decision Reason/ }), 'Payslip');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByRole('status')).toHaveTextContent(
      'Credit application has been successfully underwritten.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ACCEPT'),
    );
    expect(store.calls.at(-1)).toMatchObject({
      operation: 'underwrite',
      body: { status: 'ACCEPT', reason: 'Payslip' },
    });
  });

  it('adds an internal note and counts it', async () => {
    const { user } = await openApplication();
    await user.type(await screen.findByRole('textbox', { name: /^Note/ }), 'Called the customer');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Called the customer')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Notes/ })).toHaveTextContent('Notes2');
    expect(store.calls.at(-1)).toMatchObject({
      operation: 'notes',
      body: { long_text: 'Called the customer', noteType: 'Internal Note', lender_id: null },
    });
  });

  it("addresses a note to the application's lender and shows whom it is for", async () => {
    const { user } = await openApplication();
    await user.type(await screen.findByRole('textbox', { name: /^Note/ }), 'For the lender');
    await user.click(screen.getByRole('button', { name: /Lender$/ }));
    await user.click(await screen.findByRole('option', { name: 'Northern Finance' }));
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText(/Internal Note · For Northern Finance/)).toBeInTheDocument();
    expect(store.calls.at(-1)).toMatchObject({
      operation: 'notes',
      body: { long_text: 'For the lender', lender_id: 2 },
    });
  });

  it("updates the mobile with re-score and says 'Account updated.'", async () => {
    const { user } = await openApplication();
    await user.click(screen.getByRole('button', { name: 'Edit Customer' }));
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    await user.clear(mobile);
    await user.type(mobile, '07700900999');
    await user.click(screen.getByRole('button', { name: 'Update and Re-score' }));
    expect(await screen.findByText('Account updated.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Account updated.',
    );
    expect(store.calls.at(-1)).toMatchObject({
      operation: 'piiconsumer',
      body: { consumer: { mobile_number: '07700900999' }, options: { score: true } },
    });
  });

  it('restores the values when the consumer update fails', async () => {
    store.failures.piiconsumer = { status: 400, message: 'The mobile number is not valid.' };
    const { user } = await openApplication();
    await user.click(screen.getByRole('button', { name: 'Edit Customer' }));
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    await user.clear(mobile);
    // A number the form accepts (the phone pattern) but the server refuses.
    await user.type(mobile, '07700900999');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The mobile number is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveValue('07700900123');
  });
});
