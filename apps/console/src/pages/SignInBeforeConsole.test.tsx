import { handlers } from '@backoffice/api-client/mocks';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../session/api';
import { readServiceUserDefaults } from '../session/sessionStorage';
import { SignInBeforeConsole } from './SignInBeforeConsole';

const server = setupServer(
  ...handlers,
  http.get('*/api/service-users/by-host', () =>
    HttpResponse.json({
      service_user_default: [
        { default_key: 'RETAILER_LOGO', default_value: 'https://cdn.example/retailer.png' },
      ],
    }),
  ),
  http.post('*/api/request-token', async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    return password === 'Demo-pass-1'
      ? HttpResponse.json({
          access_token: 'access-9',
          expires_in: 3600,
          user_id: 3,
          service_user_id: null,
          organisation_type: 'service_user',
        })
      : HttpResponse.json(
          { error: { code: 'ERR_INVALID_CREDENTIALS', message: 'Invalid username or password' } },
          { status: 400 },
        );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function signInAs(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Username/ }), 'viewer');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInBeforeConsole', () => {
  it("shows the host's branding before the console has loaded", async () => {
    render(<SignInBeforeConsole openConsole={() => Promise.resolve()} />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'BackOffice' })).toHaveAttribute(
        'src',
        'https://cdn.example/retailer.png',
      ),
    );
    expect(readServiceUserDefaults()).toEqual({
      RETAILER_LOGO: 'https://cdn.example/retailer.png',
    });
  });

  it('keeps the session in memory and then opens the console', async () => {
    const openConsole = vi.fn(() => Promise.resolve());
    render(<SignInBeforeConsole openConsole={openConsole} />);
    await signInAs('Demo-pass-1');
    await waitFor(() => expect(openConsole).toHaveBeenCalledOnce());
    expect(tokenStore.read()?.accessToken).toBe('access-9');
  });

  it('stays on the form with the error when sign-in fails', async () => {
    const openConsole = vi.fn(() => Promise.resolve());
    render(<SignInBeforeConsole openConsole={openConsole} />);
    await signInAs('wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(openConsole).not.toHaveBeenCalled();
    expect(tokenStore.read()).toBeNull();
  });
});
