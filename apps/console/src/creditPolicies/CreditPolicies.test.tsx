import {
  createCreditPolicyModuleStore,
  createCreditPolicyStore,
  approvalHandlers,
  createApprovalStore,
  creditPolicyHandlers,
  type ApprovalMockStore,
  creditPolicyModuleHandlers,
  handlers,
  lendersHandlers,
  makeCreditPolicy,
  makeCreditPolicyModule,
  makeLender,
  type CreditPolicyMockStore,
} from '@backoffice/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { policyAuthorHandlers, sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

const server = setupServer(...handlers, ...sessionHandlers);
let store: CreditPolicyMockStore;
let approvals: ApprovalMockStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createCreditPolicyStore([
    makeCreditPolicy({ version: 2 }),
    makeCreditPolicy({
      credit_policy_id: 13,
      name: 'Online unregulated',
      regulated: false,
      lender_id: 4,
    }),
  ]);
  approvals = createApprovalStore({ requests: [], policies: store });
  server.use(
    ...approvalHandlers(approvals),
    ...policyAuthorHandlers,
    ...lendersHandlers(),
    ...creditPolicyHandlers(store),
    ...creditPolicyModuleHandlers(
      createCreditPolicyModuleStore([
        makeCreditPolicyModule(),
        makeCreditPolicyModule({ module_id: 8, name: 'Fraud screen' }),
      ]),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function chooseOption(label: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Submit for approval, with a reason: the change waits in a request until a checker approves. */
async function submitForApproval(user: ReturnType<typeof userEvent.setup>, reason = 'Tighten') {
  const dialog = await screen.findByRole('dialog', { name: 'Submit for approval' });
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Submit for approval' }));
  expect(await screen.findByText('Change submitted for approval')).toBeInTheDocument();
}

async function openPolicy(id = 12) {
  const view = renderApp(`/credit-policies/${id}/`, testSession);
  await screen.findByRole('heading', { name: 'Standard retail (12)', level: 1 });
  return { ...view, user: userEvent.setup() };
}

describe('Credit policy list', () => {
  it('lists the policies with policy id, name, lender id, regulated and View', async () => {
    renderApp('/credit-policies/', testSession);
    expect(await screen.findByRole('heading', { name: 'Credit Policies', level: 1 })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Credit Policies' });
    const view = await within(table).findByRole('link', { name: 'View Standard retail' });
    expect(view).toHaveAttribute('href', '/credit-policies/12/');
    const row = view.closest('tr') as HTMLElement;
    expect(within(row).getByText('Regulated')).toBeInTheDocument();
    expect(within(table).getByText('Unregulated')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Credit Policies pages' })).toHaveTextContent(
      'Showing 1–2 of 2',
    );
    expect(screen.getByRole('group', { name: 'Created' })).toBeInTheDocument();
  });
});

describe('New Credit Policy', () => {
  it('asks for a name and a lender before Continue', async () => {
    renderApp('/credit-policies/', testSession);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Credit Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Credit Policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Lender id is required.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("continues to the unsaved draft, saves it ('Policy created') and opens the new policy", async () => {
    const { router } = renderApp('/credit-policies/', testSession);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Credit Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Credit Policy' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Summer 2026');
    await chooseOption(/Lender Id/, '2');
    await user.click(within(dialog).getByRole('radio', { name: 'Unregulated' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'unsaved', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/credit-policies/new/');
    expect(screen.getByText('No stages')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a stage' }));
    await chooseOption(/Module for Stage #1/, 'Affordability');
    await user.click(screen.getByRole('button', { name: 'Add a module' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Policy created')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/credit-policies/14/');
    // The notice shows on arrival, while the new policy loads.
    expect(
      await screen.findByRole('heading', { name: 'Summer 2026 (14)', level: 1 }),
    ).toBeVisible();
    expect(store.policies.at(-1)).toMatchObject({
      name: 'Summer 2026',
      lender_id: 2,
      regulated: false,
      stages: [{ order: 1, hard_search: false, modules: [{ module_id: 7 }] }],
    });
  });

  it('fixes a lender user to their own lender, the one the server offers', async () => {
    server.use(...lendersHandlers([makeLender({ lender_id: 4, name: 'Harbour Lending' })]));
    renderApp('/credit-policies/', { ...testSession, organisationType: 'lender' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Credit Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Credit Policy' });
    const lender = within(dialog).getByRole('button', { name: /Lender Id/ });
    await waitFor(() => expect(lender).toHaveTextContent('4'));
    expect(lender).toBeDisabled();
  });

  it('sends a reload of the create view without a draft to the list', async () => {
    const { router } = renderApp('/credit-policies/new/', testSession);
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit-policies/'));
  });
});

describe('Credit policy detail', () => {
  it('shows the summary: name, lender read-only, regulated and the Stage Builder', async () => {
    await openPolicy();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Standard retail');
    expect(screen.getByRole('radio', { name: 'Regulated' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Stage Builder' })).toBeVisible();
    const stage = screen.getByRole('group', { name: 'Stage #1' });
    expect(await within(stage).findByText('Affordability')).toBeInTheDocument();
    expect(
      within(screen.getByRole('complementary', { name: 'Policy actions' })).getByRole('button', {
        name: 'Delete Policy',
      }),
    ).toBeInTheDocument();
  });

  it('submits the whole policy for approval with a reason, changing nothing yet', async () => {
    const { user } = await openPolicy();
    await user.click(screen.getByRole('radio', { name: 'Unregulated' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Stage #2' })).getByRole('checkbox', {
        name: 'Hard Search',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await submitForApproval(user, 'Unregulated lending');
    expect(store.policies[0]).toMatchObject({ regulated: true, version: 2 });
    expect(approvals.requests[0]).toMatchObject({
      status: 'pending',
      reason: 'Unregulated lending',
      change: {
        after: {
          regulated: false,
          stages: [
            { order: 1, hard_search: false, modules: [{ module_id: 7 }] },
            { order: 2, hard_search: false, modules: [] },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Approval request' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for approval')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Regulated' })).toBeChecked();
  });

  it('names the failing checks before submitting, and submits only once confirmed', async () => {
    const { user } = await openPolicy();
    const stage = screen.getByRole('group', { name: 'Stage #2' });
    await user.click(await within(stage).findByRole('button', { name: /Module for Stage #2/ }));
    await user.click(await screen.findByRole('option', { name: 'Affordability' }));
    await user.click(within(stage).getByRole('button', { name: 'Add a module' }));
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'The checks are failing' });
    expect(confirm).toHaveTextContent('The checks found 1 problem. Submit for approval anyway?');
    expect(confirm).toHaveTextContent('Module used twice');
    expect(confirm).toHaveTextContent('in stages 1 and 2');
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(approvals.requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Submit for approval anyway',
      }),
    );
    await submitForApproval(user);
    expect(approvals.requests[0]?.change.after).toMatchObject({
      stages: [{}, { modules: [{ module_id: 7 }] }],
    });
  });

  it('asks before leaving unsaved changes: Cancel stays, Discard leaves', async () => {
    const { user, router } = await openPolicy();
    await user.click(screen.getByRole('radio', { name: 'Unregulated' }));
    await router.navigate('/credit-policies/');
    const prompt = await screen.findByRole('alertdialog', { name: 'Discard changes' });
    expect(prompt).toHaveTextContent('Are you sure you want to discard these changes?');
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/credit-policies/12/');
    expect(screen.getByRole('radio', { name: 'Unregulated' })).toBeChecked();
    await router.navigate('/credit-policies/');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit-policies/'));
  });

  it('leaves without asking once the changes are submitted', async () => {
    const { user, router } = await openPolicy();
    await user.click(screen.getByRole('radio', { name: 'Unregulated' }));
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await submitForApproval(user);
    await router.navigate('/credit-policies/');
    expect(router.state.location.pathname).toBe('/credit-policies/');
    expect(
      screen.queryByText('Are you sure you want to discard these changes?'),
    ).not.toBeInTheDocument();
  });

  it('keeps a cleared name from being saved', async () => {
    const { user } = await openPolicy();
    await user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(store.policies[0]?.version).toBe(2);
  });

  it('deletes the policy once confirmed and goes back to the list', async () => {
    const { user, router } = await openPolicy();
    await user.click(screen.getByRole('button', { name: 'Delete Policy' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit-policies/'));
    expect(store.policies.map((policy) => policy.credit_policy_id)).toEqual([13]);
  });

  it('edits the stages as JSON, checked a second after typing stops', async () => {
    const { user } = await openPolicy();
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    const json = screen.getByRole('textbox', { name: 'Stages (JSON)' });
    await user.clear(json);
    await user.paste('[{"order": 1, "hard_search": true, "modules": []');
    expect(await screen.findByText(/^Not valid JSON/)).toBeInTheDocument();
    await user.clear(json);
    await user.paste('[{"order": 1, "hard_search": true, "modules": []}]');
    expect(await screen.findByText('The stages are valid JSON.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Stage #2' })).toBeNull());
    expect(
      within(screen.getByRole('group', { name: 'Stage #1' })).getByRole('checkbox', {
        name: 'Hard Search',
      }),
    ).toBeChecked();
  });

  it('simulates the draft over the default 1,000 applications and links the changes', async () => {
    const { user } = await openPolicy();
    await user.click(screen.getByRole('tab', { name: 'Simulate' }));
    expect(screen.getByRole('textbox', { name: 'Applications' })).toHaveValue('1,000');
    await user.click(screen.getByRole('button', { name: 'Simulate' }));
    const changes = await screen.findByRole('table', { name: 'Changed applications' });
    expect(within(changes).getByRole('link', { name: '100234' })).toHaveAttribute(
      'href',
      '/credit-app/100234/',
    );
    expect(store.simulations[0]).toMatchObject({
      limit: 1000,
      policy: { name: 'Standard retail' },
    });
  });

  it('tests the draft on one application and shows the rules by stage', async () => {
    const { user } = await openPolicy();
    await user.click(screen.getByRole('tab', { name: 'Test with application' }));
    await user.click(screen.getByRole('button', { name: 'Run test' }));
    expect(screen.getByText('Enter the id of a credit application.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Application id' }), '100234');
    await user.click(screen.getByRole('button', { name: 'Run test' }));
    expect(await screen.findByRole('heading', { name: 'Application 100234' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: /Rule 2: Minimum credit score DECLINE/ }),
    ).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Application id' }));
    await user.type(screen.getByRole('textbox', { name: 'Application id' }), '5');
    await user.click(screen.getByRole('button', { name: 'Run test' }));
    expect(await screen.findByText('Credit request not found')).toBeInTheDocument();
  });

  it('compares two versions side by side and restores one into the draft', async () => {
    const { user } = await openPolicy();
    await user.click(screen.getByRole('tab', { name: 'Versions' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Compare version 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare version 2' }));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(
      await screen.findByRole('table', { name: 'Version 1 compared with Version 2' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Stage 2 added: no modules, Hard Search on.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(
      await screen.findByText('Version 1 is in the draft: submit it for approval to restore it.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Stage #2' })).toBeNull());
    expect(store.policies[0]?.version).toBe(2);
  });

  it('shows an error when the policy cannot be loaded', async () => {
    renderApp('/credit-policies/99/', testSession);
    expect(await screen.findByText('The credit policy could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Credit policy not found.')).toBeInTheDocument();
  });
});
