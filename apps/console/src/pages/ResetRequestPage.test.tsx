import { handlers } from '@backoffice/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guestHandlers } from '../test/handlers';
import { renderApp } from '../test/renderApp';

let requests: unknown[] = [];
const server = setupServer(
  ...handlers,
  ...guestHandlers,
  http.post('*/api/password-resets/', async ({ request }) => {
    requests.push(await request.json());
    return HttpResponse.json({}, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests = [];
});
afterAll(() => server.close());

describe('ResetRequestPage', () => {
  it('requests a reset for the username and says a link was emailed (platform-shell.md 8)', async () => {
    renderApp('/reset-password/');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Username/ }), 'viewer');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have been emailed a link to reset your password. Please contact your account manager if you need further assistance.',
    );
    expect(
      screen.getByText('Your account manager has been notified of your request.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([{ user: { username: 'viewer' } }]);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
  });

  it('shows the alert state when the request fails', async () => {
    server.use(
      http.post('*/api/password-resets/', () =>
        HttpResponse.json(
          { error: { code: 'ERR_NOT_FOUND', message: 'Unknown user' } },
          { status: 404 },
        ),
      ),
    );
    renderApp('/reset-password/');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Username/ }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown user');
  });

  it('goes back to sign-in with Back', async () => {
    const { router } = renderApp('/reset-password/');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
