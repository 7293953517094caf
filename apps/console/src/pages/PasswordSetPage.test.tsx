import { handlers } from '@backoffice/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guestHandlers } from '../test/handlers';
import { renderApp } from '../test/renderApp';

let patches: { authorization: string | null; body: unknown }[] = [];
const server = setupServer(
  ...handlers,
  ...guestHandlers,
  http.get('*/api/password-resets/:token', ({ params }) =>
    params.token === 'good-token'
      ? HttpResponse.json({ user_id: 7 })
      : HttpResponse.json(
          { error: { code: 'ERR_NOT_FOUND', message: 'Not found' } },
          { status: 404 },
        ),
  ),
  http.patch('*/api/backoffice/users/:userId', async ({ request }) => {
    patches.push({
      authorization: request.headers.get('Authorization'),
      body: await request.json(),
    });
    return HttpResponse.json({ user_id: 7 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  patches = [];
});
afterAll(() => server.close());

describe('PasswordSetPage', () => {
  it('sends an unknown or used link to the reset request screen', async () => {
    const { router } = renderApp('/password-creation/used-token/');
    expect(
      await screen.findByText('Enter your username below to request a password reset.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/');
  });

  it('keeps Update disabled until the password passes the rules and matches', async () => {
    renderApp('/reset-password/good-token/');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Password/, { selector: 'input' });
    const update = screen.getByRole('button', { name: 'Update' });
    await user.type(password, 'abcdefgh1');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Medium',
    );
    expect(update).toBeDisabled();
    await user.type(password, 'A');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
    await user.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'abcdefgh1');
    expect(update).toBeDisabled();
    await user.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'A');
    expect(update).toBeEnabled();
  });

  it('sets the password with the link token and offers Sign In', async () => {
    renderApp('/password-creation/good-token/');
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(/^Password/, { selector: 'input' }),
      'Better-pass-2',
    );
    await user.type(
      screen.getByLabelText(/^Confirm Password/, { selector: 'input' }),
      'Better-pass-2',
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText(
        'Your password has been reset. You can now sign in using your new password.',
      ),
    ).toBeInTheDocument();
    expect(patches).toEqual([
      { authorization: 'Bearer good-token', body: { password: 'Better-pass-2' } },
    ]);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
