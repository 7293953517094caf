import {
  createCreditPolicyModuleStore,
  creditPolicyModuleHandlers,
  handlers,
  lendersHandlers,
  makeCreditPolicyModule,
  makeLender,
  type CreditPolicyModuleMockStore,
} from '@backoffice/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { policyAuthorHandlers, sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

const server = setupServer(...handlers, ...sessionHandlers);
let store: CreditPolicyModuleMockStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createCreditPolicyModuleStore([
    makeCreditPolicyModule(),
    makeCreditPolicyModule({ module_id: 9, name: 'Fraud screen', lender_id: 4, rules: [] }),
  ]);
  server.use(...policyAuthorHandlers, ...lendersHandlers(), ...creditPolicyModuleHandlers(store));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openList(session = testSession) {
  renderApp('/credit-policy-modules/', session);
  return screen.findByRole('table', { name: 'Credit Policy Modules' });
}

describe('Credit Policy Modules list', () => {
  it('shows module id, name, lender id, rule count and View per module', async () => {
    const table = await openList();
    expect(screen.getByRole('heading', { name: 'Credit Policy Modules', level: 1 })).toBeVisible();
    const view = await within(table).findByRole('link', { name: 'View Affordability' });
    expect(view).toHaveAttribute('href', '/credit-policy-modules/7/');
    const row = view.closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '2', '2', 'View']);
    expect(
      screen.getByRole('navigation', { name: 'Credit Policy Modules pages' }),
    ).toHaveTextContent('Showing 1–2 of 2');
  });

  it('says when there are no modules yet', async () => {
    store.modules = [];
    const table = await openList();
    expect(await within(table).findByText('No modules yet.')).toBeInTheDocument();
  });

  it('shows the error when the list fails to load', async () => {
    server.use(
      http.get('*/api/credit-policy-modules', () =>
        HttpResponse.json(
          { error: { code: 'ERR_INTERNAL', message: 'Database down' } },
          { status: 500 },
        ),
      ),
    );
    await openList();
    expect(await screen.findByText('The modules could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(/Database down/)).toBeInTheDocument();
  });
});

describe('New Module', () => {
  it('needs a name and a lender, then opens the unsaved module and saves it', async () => {
    await openList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Module' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Module' });
    const proceed = within(dialog).getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Income checks');
    expect(proceed).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Lender/ }));
    await user.click(await screen.findByRole('option', { name: 'Lender 6' }));
    await user.click(proceed);

    expect(
      await screen.findByRole('heading', { name: 'Income checks (unsaved)', level: 1 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The new rule is no termination rule: the failing check is named before anything is saved.
    const confirm = await screen.findByRole('alertdialog', { name: 'The checks are failing' });
    expect(confirm).toHaveTextContent('The module has no termination rule');
    expect(store.modules.some((module) => module.module_id === 10)).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Save anyway' }));

    expect(
      await screen.findByRole('heading', { name: 'Income checks (10)', level: 1 }),
    ).toBeVisible();
    const created = store.modules.find((module) => module.module_id === 10);
    expect(created).toMatchObject({ name: 'Income checks', lender_id: 6, rule_count: 1 });
  });

  it("keeps a lender user's modules with their own lender", async () => {
    server.use(...lendersHandlers([makeLender()]));
    await openList({ ...testSession, organisationType: 'lender' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Module' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Module' });
    const lender = within(dialog).getByRole('button', { name: /Lender/ });
    await waitFor(() => expect(lender).toHaveTextContent('Lender 2'));
    expect(lender).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Mine');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('closes on Cancel', async () => {
    await openList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Module' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Module' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
