import { accountHandlers, handlers, makeUser, sessionHandlers } from '@backoffice/api-client/mocks';
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
});
