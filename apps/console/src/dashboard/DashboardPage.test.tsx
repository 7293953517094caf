import {
  accountHandlers,
  approvalHandlers,
  createApprovalStore,
  handlers,
  makeApprovalRequest,
  makeUser,
  makeUserWidgets,
  sessionHandlers,
  widgetsHandlers,
} from '@backoffice/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionHandlers as viewerSessionHandlers, viewerNavigation } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

const server = setupServer(...handlers, ...viewerSessionHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('DashboardPage', () => {
  it('confirms updated details with a toast, as every other success', async () => {
    const user = makeUser({ username: 'viewer', email: 'vera@example.co.uk', mobile: null });
    server.use(
      ...sessionHandlers({ user, navigation: viewerNavigation.navigation_sections }),
      ...accountHandlers(user),
    );
    renderApp('/', testSession);
    const details = await screen.findByRole('region', { name: 'Please Confirm Your Details' });
    await userEvent.type(within(details).getByRole('textbox', { name: /^Mobile/ }), '07700900123');
    await userEvent.click(within(details).getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('alertdialog', { name: 'Account updated.' })).toBeVisible();
    expect(user.mobile).toBe('07700900123');
    expect(within(details).queryByText('Account updated.')).not.toBeInTheDocument();
  });

  it('offers a checker the Pending Approvals widget, which counts the changes waiting', async () => {
    const checker = makeUser({
      username: 'checker',
      email: 'jordan@example.co.uk',
      mobile: '07700900789',
      group: {
        group_id: 9,
        group_name: 'Checkers',
        permissions: [{ category_id: 200, rule_id: 40 }],
      },
    });
    const requests = [31, 32].map((id) =>
      makeApprovalRequest({ approval_request_id: id, subject_id: id }),
    );
    server.use(
      ...sessionHandlers({ user: checker, navigation: viewerNavigation.navigation_sections }),
      ...widgetsHandlers(makeUserWidgets({ widgets_configuration: [] })),
      ...approvalHandlers(createApprovalStore({ requests })),
    );
    renderApp('/', testSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Widgets' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pending Approvals' }));

    const widget = await screen.findByRole('region', { name: 'Pending Approvals' });
    expect(await within(widget).findByText(/wait for approval/)).toHaveTextContent(
      '2 changes wait for approval.',
    );
    expect(within(widget).getByRole('link', { name: 'Open Approvals' })).toHaveAttribute(
      'href',
      '/approvals/',
    );
  });
});
