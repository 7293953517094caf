import { handlers } from '@backoffice/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionHandlers, viewerNavigation } from '../test/handlers';
import { tokenStore } from './api';
import { renderApp, testSession } from '../test/renderApp';

const server = setupServer(...handlers, ...sessionHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('RouteGuard signed out', () => {
  it('shows the sign-in screen at the root', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('sends a guarded path to the root and remembers it as the target', async () => {
    const { router } = renderApp('/merchants/12/');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/merchants/12/' });
  });

  it('adds the trailing slash and opens the reset request screen', async () => {
    const { router } = renderApp('/reset-password');
    expect(
      await screen.findByText('Enter your username below to request a password reset.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/');
  });
});

describe('RouteGuard signed in', () => {
  it('shows a loading state while navigation permissions load', async () => {
    server.use(
      http.get('*/api/navigation', async () => {
        await delay('infinite');
        return HttpResponse.json(viewerNavigation);
      }),
    );
    renderApp('/merchants/', testSession);
    expect(
      await screen.findByRole('progressbar', { name: 'Loading permissions' }),
    ).toBeInTheDocument();
  });

  it('sends a path the navigation does not permit home', async () => {
    const { router } = renderApp('/user-management/users/', testSession);
    expect(await screen.findByRole('heading', { name: "Vera's Dashboard" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends an unknown path home', async () => {
    const { router } = renderApp('/no-such-page/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    expect(router.state.location.pathname).toBe('/');
  });

  it('reads ~2F as a slash', async () => {
    const { router } = renderApp('/reset-password~2F', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user away from the reset request screen', async () => {
    const { router } = renderApp('/reset-password/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the navigation sections the server grants', async () => {
    renderApp('/', testSession);
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(await screen.findByRole('link', { name: 'Credit Applications' })).toHaveAttribute(
      'href',
      '/credit-app/',
    );
    expect(navigation).toHaveTextContent('Merchants');
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('signs out when the server answers 401', async () => {
    server.use(
      http.get('*/api/backoffice/users/:userId', () =>
        HttpResponse.json(
          { error: { code: 'ERR_UNAUTHORISED', message: 'Expired' } },
          { status: 401 },
        ),
      ),
    );
    renderApp('/', testSession);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(tokenStore.read()).toBeNull();
  });

  it('signs out on a 403 with DENY_IP_ADDRESS', async () => {
    server.use(
      http.get('*/api/backoffice/users/:userId', () =>
        HttpResponse.json(
          {
            error: {
              code: 'DENY_IP_ADDRESS',
              message: 'Access is not allowed from your IP address.',
            },
          },
          { status: 403 },
        ),
      ),
    );
    renderApp('/', testSession);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(tokenStore.read()).toBeNull();
  });

  it('stays signed in on a 403 for another reason', async () => {
    server.use(
      http.get('*/api/backoffice/users/:userId', () =>
        HttpResponse.json(
          { error: { code: 'ERR_FORBIDDEN', message: 'Not allowed' } },
          { status: 403 },
        ),
      ),
    );
    renderApp('/', testSession);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Credit Applications' });
    expect(tokenStore.read()).not.toBeNull();
  });
});
