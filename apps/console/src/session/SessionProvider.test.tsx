import { tokenRefreshBufferMs, tokenRefreshPollMs } from '@backoffice/api-client';
import { handlers } from '@backoffice/api-client/mocks';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

let revoked: string[] = [];
let tokenRequests: Record<string, string>[] = [];
const server = setupServer(
  ...handlers,
  ...sessionHandlers,
  http.post('*/api/revoke', async ({ request }) => {
    revoked.push(((await request.json()) as { token: string }).token);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/api/request-token', async ({ request }) => {
    tokenRequests.push((await request.json()) as Record<string, string>);
    return HttpResponse.json({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
      expires_in: 3600,
      user_id: 3,
      service_user_id: 1,
      organisation_type: 'service_user',
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  revoked = [];
  tokenRequests = [];
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('logout', () => {
  it('revokes both tokens, clears the cache and stored session, and shows sign-in', async () => {
    const { queryClient } = renderApp('/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(revoked.sort()).toEqual(['access-1', 'refresh-1']);
    expect(sessionStorage.getItem('backoffice.session')).toBeNull();
    // Disabled queries of the sign-in screen may exist again, but no user data survives.
    const cachedData = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data);
    expect(cachedData.filter((data) => data !== undefined)).toEqual([]);
  });
});

describe('token refresh', () => {
  it('refreshes once the token is within 15 minutes of expiry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/', { ...testSession, expiresAt: Date.now() + tokenRefreshBufferMs - 60_000 });
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    await act(() => vi.advanceTimersByTimeAsync(tokenRefreshPollMs));
    await vi.waitFor(() =>
      expect(tokenRequests).toEqual([
        expect.objectContaining({ grant_type: 'refresh_token', refresh_token: 'refresh-1' }),
      ]),
    );
    await vi.waitFor(() =>
      expect(sessionStorage.getItem('backoffice.session')).toContain('access-2'),
    );
  });

  it('leaves a token with more than 15 minutes to run alone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/', { ...testSession, expiresAt: Date.now() + tokenRefreshBufferMs + 60_000 });
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    await act(() => vi.advanceTimersByTimeAsync(tokenRefreshPollMs * 2));
    expect(tokenRequests).toHaveLength(0);
  });
});
