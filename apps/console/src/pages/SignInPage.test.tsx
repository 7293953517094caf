import { handlers } from '@backoffice/api-client/mocks';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { tokenStore } from '../session/api';
import { renderApp } from '../test/renderApp';

const tokenResponse = {
  access_token: 'access-9',
  expires_in: 3600,
  user_id: 3,
  service_user_id: 1,
  organisation_type: 'service_user',
};

let tokenRequests: unknown[] = [];
const server = setupServer(
  ...handlers,
  ...sessionHandlers,
  http.post('*/api/request-token', async ({ request }) => {
    const body = (await request.json()) as { username: string; password: string };
    tokenRequests.push(body);
    if (body.password !== 'Demo-pass-1') {
      return HttpResponse.json(
        { error: { code: 'ERR_INVALID_CREDENTIALS', message: 'Invalid username or password' } },
        { status: 400 },
      );
    }
    return HttpResponse.json(tokenResponse);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  tokenRequests = [];
});
afterAll(() => server.close());

async function fillIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Username/ }), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  return user;
}

describe('SignInPage', () => {
  it("shows the host's service-user logo, else ours", async () => {
    renderApp('/');
    expect(await screen.findByRole('img', { name: 'BackOffice' })).toHaveAttribute(
      'src',
      '/logo.svg',
    );
    cleanup();
    server.use(
      http.get('*/api/service-users/by-host', () =>
        HttpResponse.json({
          service_user_default: [
            { default_key: 'RETAILER_LOGO', default_value: 'https://cdn.example/retailer.png' },
          ],
        }),
      ),
    );
    renderApp('/');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'BackOffice' })).toHaveAttribute(
        'src',
        'https://cdn.example/retailer.png',
      ),
    );
  });

  it('offers Remember me and the forgotten-password link', async () => {
    renderApp('/');
    expect(await screen.findByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgotten Password?' })).toHaveAttribute(
      'href',
      '/reset-password/',
    );
  });

  it('limits username and password to 100 characters and requires both', async () => {
    renderApp('/');
    const username = await screen.findByRole('textbox', { name: /Username/ });
    expect(username).toBeRequired();
    expect(username).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('maxLength', '100');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(tokenRequests).toHaveLength(0);
  });

  it('shows the error and stops loading when sign-in fails', async () => {
    renderApp('/');
    const user = await fillIn('viewer', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-disabled');
    expect(tokenStore.read()).toBeNull();
  });

  it('signs in with the password grant and opens the dashboard', async () => {
    const { router } = renderApp('/');
    const user = await fillIn('viewer', 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: "Vera's Dashboard" })).toBeInTheDocument();
    expect(tokenRequests).toEqual([
      expect.objectContaining({
        grant_type: 'password',
        username: 'viewer',
        password: 'Demo-pass-1',
      }),
    ]);
    expect(router.state.location.pathname).toBe('/');
    // The session is kept in memory only; nothing is stored where page script could read it.
    expect(tokenStore.read()?.accessToken).toBe('access-9');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('access-9');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Demo Finance');
  });

  it('asks the server to keep the session across browser restarts with Remember me', async () => {
    renderApp('/');
    const user = await fillIn('viewer', 'Demo-pass-1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    // The server's refresh cookie then outlives the browser; nothing is stored here.
    expect(tokenRequests).toEqual([expect.objectContaining({ remember: true })]);
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('access-9');
  });

  it('returns to the remembered target after sign-in', async () => {
    const { router } = renderApp('/settlements/');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    const user = await fillIn('viewer', 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(visited).toContain('/settlements/'));
  });
});
