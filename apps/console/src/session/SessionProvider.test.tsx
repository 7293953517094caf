import { tokenRefreshBufferMs, tokenRefreshPollMs } from '@backoffice/api-client';
import { SESSION_HINT_COOKIE } from '@backoffice/domain/model';
import { handlers } from '@backoffice/api-client/mocks';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';
import { tokenStore } from './api';
import { IDLE_SIGN_OUT_MS, IDLE_WARNING_MS } from './idleTimeout';

let revoked: string[] = [];
let tokenRequests: Record<string, unknown>[] = [];
const refreshedToken = {
  access_token: 'access-2',
  expires_in: 3600,
  expires: '2030-01-01T00:00:00Z',
  user_id: 3,
  service_user_id: 1,
  organisation_type: 'service_user',
};
/** The server holds a refresh cookie for this browser: the refresh grant answers a session. */
const cookieSession = http.post('*/api/request-token', async ({ request }) => {
  tokenRequests.push((await request.json()) as Record<string, unknown>);
  return HttpResponse.json(refreshedToken);
});
const server = setupServer(
  ...handlers,
  ...sessionHandlers,
  http.post('*/api/revoke', async ({ request }) => {
    revoked.push(((await request.json()) as { token: string }).token);
    return new HttpResponse(null, { status: 204 });
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

async function openUserMenuItem(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /User menu/ }));
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name }));
}

describe('logout', () => {
  it('revokes the session, clears the cache and the session in memory, and shows sign-in', async () => {
    const { queryClient } = renderApp('/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    await openUserMenuItem('Logout');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    // The server ends the whole session with the access token and deletes the refresh cookie.
    expect(revoked).toEqual(['access-1']);
    expect(tokenStore.read()).toBeNull();
    // Disabled queries of the sign-in screen may exist again, but no user data survives.
    const cachedData = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data);
    expect(cachedData.filter((data) => data !== undefined)).toEqual([]);
  });

  it("ends this window's session when another window signs out", async () => {
    renderApp('/', testSession);
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    const otherWindow = new BroadcastChannel('backoffice.session');
    otherWindow.postMessage('signed-out');
    otherWindow.close();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(tokenStore.read()).toBeNull();
  });
});

describe('a window without a session in memory (a reload, a new tab)', () => {
  const setSessionHint = (present: boolean) => {
    document.cookie = present
      ? `${SESSION_HINT_COOKIE}=1; path=/`
      : `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
  };
  afterEach(() => setSessionHint(false));

  it("gets the session back from the server's refresh cookie", async () => {
    setSessionHint(true);
    server.use(cookieSession);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: "Vera's Dashboard" })).toBeInTheDocument();
    expect(tokenRequests).toEqual([{ grant_type: 'refresh_token', client_id: 'backoffice' }]);
    expect(tokenStore.read()?.accessToken).toBe('access-2');
  });

  it('shows sign-in without asking the server when there is no session hint', async () => {
    server.use(cookieSession);
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(tokenRequests).toEqual([]);
  });

  it('shows sign-in when the hinted session has ended, having asked once', async () => {
    setSessionHint(true);
    server.use(
      http.post('*/api/request-token', async ({ request }) => {
        tokenRequests.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          {
            error: {
              code: 'ERR_UNAUTHORISED',
              message: 'Your session has ended. Please sign in again.',
            },
          },
          { status: 401 },
        );
      }),
    );
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(tokenRequests).toEqual([{ grant_type: 'refresh_token', client_id: 'backoffice' }]);
  });
});

describe('token refresh', () => {
  it('refreshes with the cookie once the token is within 15 minutes of expiry', async () => {
    server.use(cookieSession);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/', { ...testSession, expiresAt: Date.now() + tokenRefreshBufferMs - 60_000 });
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    await act(() => vi.advanceTimersByTimeAsync(tokenRefreshPollMs));
    await vi.waitFor(() => expect(tokenStore.read()?.accessToken).toBe('access-2'), {
      timeout: 45_000,
    });
    expect(tokenRequests).toEqual([{ grant_type: 'refresh_token', client_id: 'backoffice' }]);
  });

  it('leaves a token with more than 15 minutes to run alone', async () => {
    server.use(cookieSession);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/', { ...testSession, expiresAt: Date.now() + tokenRefreshBufferMs + 60_000 });
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    await act(() => vi.advanceTimersByTimeAsync(tokenRefreshPollMs * 2));
    expect(tokenRequests).toHaveLength(0);
  });
});

describe('idle timeout', () => {
  // The session's token lasts longer than the idle time, so that only idleness ends it here.
  const longSession = () => ({ ...testSession, expiresAt: Date.now() + 24 * 3_600_000 });
  const untilWarning = IDLE_SIGN_OUT_MS - IDLE_WARNING_MS;
  const MINUTE = 60_000;
  // Fake time also moves with real time here (the app's requests need it): each check keeps a
  // margin that real time cannot eat into, or waits for what must come.
  const secondsShown = (warning: HTMLElement) =>
    Number(/signed out in (\d+) seconds?/.exec(warning.textContent ?? '')?.[1]);

  it('warns a minute before, counting down, then signs out and says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/', longSession());
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    await act(() => vi.advanceTimersByTimeAsync(untilWarning - MINUTE));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    const warning = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    const first = secondsShown(warning);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(60);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(secondsShown(warning)).toBeLessThanOrEqual(first - 30);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You were signed out after 30 minutes without activity.',
    );
    expect(revoked).toEqual(['access-1']);
    expect(tokenStore.read()).toBeNull();
  });

  it('stays signed in when asked, and warns again only after another idle half hour', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/', longSession());
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    await act(() => vi.advanceTimersByTimeAsync(untilWarning));
    const warning = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    act(() => within(warning).getByRole('button', { name: 'Stay signed in' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(untilWarning - MINUTE));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: "Vera's Dashboard" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(revoked).toEqual([]);
  });

  it('counts keys and pointer use, in this window or another, as activity', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/', longSession());
    await screen.findByRole('heading', { name: "Vera's Dashboard" });
    await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    });
    await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Another window of the console was used meanwhile: it says so through localStorage.
    localStorage.setItem('backoffice.last-activity', String(Date.now()));
    await act(() => vi.advanceTimersByTimeAsync(untilWarning - 20 * MINUTE));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE + 10_000));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });
});
