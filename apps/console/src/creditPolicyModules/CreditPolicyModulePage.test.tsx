import {
  approvalHandlers,
  createApprovalStore,
  createCreditPolicyModuleStore,
  creditPolicyModuleHandlers,
  handlers,
  makeCreditPolicyModule,
  type ApprovalMockStore,
  type CreditPolicyModuleMockStore,
} from '@backoffice/api-client/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

const server = setupServer(...handlers, ...sessionHandlers);
let store: CreditPolicyModuleMockStore;
let approvals: ApprovalMockStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createCreditPolicyModuleStore([makeCreditPolicyModule({ version: 2 })]);
  approvals = createApprovalStore({ requests: [], modules: store });
  server.use(...creditPolicyModuleHandlers(store), ...approvalHandlers(approvals));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Gives the reason the Submit for approval dialog asks for, and submits. */
async function giveReason(user: ReturnType<typeof userEvent.setup>, reason = 'Tighten') {
  const dialog = await screen.findByRole('dialog', { name: 'Submit for approval' });
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Submit for approval' }));
}

async function openModule() {
  const view = renderApp('/credit-policy-modules/7/', testSession);
  await screen.findByRole('heading', { name: 'Affordability (7)', level: 1 });
  return { ...view, user: userEvent.setup() };
}

describe('Module detail', () => {
  it('shows the summary and rules, with Edit and Delete Module', async () => {
    await openModule();
    const rules = screen.getByRole('list', { name: 'Rules' });
    expect(within(rules).getByText('Minimum credit score')).toBeVisible();
    expect(within(rules).getByText('TERMINATION RULE')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Constructor' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete Module' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Providers' })).toBeNull();
  });

  it('edits and submits a rename for approval; Submit is off until something changed', async () => {
    const { user } = await openModule();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Providers' })).toBeVisible();
    expect(screen.getByText('Checks')).toBeVisible();
    const save = screen.getByRole('button', { name: 'Submit for approval' });
    expect(save).toBeDisabled();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Affordability v2');
    expect(save).toBeEnabled();
    await user.click(save);
    await giveReason(user, 'Clearer name');
    expect(await screen.findByText('Change submitted for approval.')).toBeVisible();
    expect(store.modules[0]).toMatchObject({ name: 'Affordability', version: 2 });
    expect(approvals.requests[0]).toMatchObject({
      status: 'pending',
      reason: 'Clearer name',
      change: { kind: 'credit_policy_module', after: { name: 'Affordability v2' } },
    });
    expect(await screen.findByRole('heading', { name: 'Approval request' })).toBeVisible();
  });

  it('checks the draft with the shared schema before saving', async () => {
    const { user } = await openModule();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Edit rule 1, Minimum credit score' }));
    await user.click(screen.getByRole('button', { name: 'Add a condition' }));
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Rule 1, condition 2: Choose a data key.')).toBeVisible();
    expect(store.modules[0]?.version).toBe(2);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await openModule();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' changed');
    await user.click(screen.getByRole('link', { name: 'Credit Policy Modules' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/credit-policy-modules/7/');
    await user.click(screen.getByRole('link', { name: 'Credit Policy Modules' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard changes' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit-policy-modules/'));
  });

  it('does not let a provider in use be disabled', async () => {
    const { user } = await openModule();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const experian = await screen.findByRole('checkbox', { name: /^experian enabled/ });
    expect(experian).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'maxmind enabled' })).toBeEnabled();
  });

  it('turns Constructor and Save off while the JSON is invalid', async () => {
    const { user } = await openModule();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    const json = screen.getByRole('textbox', { name: /Module JSON/ });
    fireEvent.change(json, { target: { value: '{ "name": ' } });
    fireEvent.blur(json);
    expect(await screen.findByText(/^The JSON is not valid/)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Constructor' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Submit for approval' })).toBeDisabled();

    fireEvent.change(json, {
      target: { value: JSON.stringify({ name: 'From JSON', rules: [] }) },
    });
    fireEvent.blur(json);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit for approval' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('tab', { name: 'Constructor' }));
    expect(screen.getByText('No rules')).toBeVisible();
  });

  it('submits a termination tick for approval with a reason, changing nothing yet', async () => {
    const { user } = await openModule();
    await user.click(screen.getByRole('tab', { name: 'Termination Rules' }));
    await user.click(screen.getByRole('checkbox', { name: '1. Minimum credit score' }));
    await giveReason(user, 'The score alone ends a run');
    await waitFor(() =>
      expect(approvals.requests[0]).toMatchObject({
        status: 'pending',
        reason: 'The score alone ends a run',
      }),
    );
    const change = approvals.requests[0]?.change;
    expect(change?.kind === 'credit_policy_module' && change.after.rules[0]).toMatchObject({
      name: 'Minimum credit score',
      termination_rule: true,
    });
    expect(store.modules[0]?.rules[0]?.termination_rule).toBe(false);
  });

  it('submits an earlier version for approval once the user confirms and gives a reason', async () => {
    const { user } = await openModule();
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await giveReason(user, 'Back to version 1');
    await waitFor(() =>
      expect(approvals.requests[0]).toMatchObject({
        status: 'pending',
        reason: 'Back to version 1',
      }),
    );
    expect(store.modules[0]?.version).toBe(2);
  });

  it("shows the server's message when a policy still holds the module", async () => {
    store.heldByPolicies.add(7);
    const { user } = await openModule();
    await user.click(screen.getByRole('button', { name: 'Delete Module' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Module' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Module' }));
    expect(await screen.findByText(/used by a credit policy stage/)).toBeVisible();
    expect(store.modules).toHaveLength(1);
  });

  it('deletes the module and returns to the list', async () => {
    const { user, router } = await openModule();
    await user.click(screen.getByRole('button', { name: 'Delete Module' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Module' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Module' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit-policy-modules/'));
    expect(store.modules).toHaveLength(0);
  });

  it('compares two saved versions: the changes in words, then side by side', async () => {
    const first = store.versions.get(7)?.[0];
    if (first) first.module = { ...first.module, name: 'Affordability draft' };
    const { user } = await openModule();
    await user.click(await screen.findByRole('checkbox', { name: 'Compare version 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare version 2' }));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(
      await screen.findByRole('table', { name: 'Version 1 compared with Version 2' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Changes from version 1 to version 2' }),
    ).toBeVisible();
    expect(
      screen.getByText('Renamed from "Affordability draft" to "Affordability".'),
    ).toBeInTheDocument();
  });

  it('gives the versions the width of the page, not the sidebar', async () => {
    await openModule();
    const table = await screen.findByRole('table', { name: 'Versions' });
    expect(screen.getByRole('complementary', { name: 'Module actions' })).not.toContainElement(
      table,
    );
    expect(screen.getByRole('heading', { name: 'Versions', level: 2 })).toBeVisible();
  });
});
