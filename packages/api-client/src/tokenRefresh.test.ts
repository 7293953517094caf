import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackofficeClient } from './client';
import { ApiError } from './errors';
import { startTokenRefresh, tokenRefreshBufferMs, tokenRefreshPollMs } from './tokenRefresh';
import { createMemoryTokenStore, type StoredSession } from './tokenStore';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let tokenRequests: { body: Record<string, unknown>; authorization: string | null }[];
/** Each refresh waits for this before answering, so a test can hold one in flight. */
let answerGate: Promise<void>;
let openGate: () => void;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  tokenRequests = [];
  answerGate = Promise.resolve();
  server.use(
    http.post('*/api/request-token', async ({ request }) => {
      tokenRequests.push({
        body: (await request.json()) as Record<string, unknown>,
        authorization: request.headers.get('Authorization'),
      });
      await answerGate;
      return HttpResponse.json({
        access_token: 'access-2',
        refresh_token: 'refresh-2',
        expires_in: 3600,
        expires: '2030-01-01T00:00:00Z',
        user_id: 3,
        service_user_id: 1,
        organisation_type: 'service_user',
      });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

function holdAnswers() {
  answerGate = new Promise((resolve) => {
    openGate = resolve;
  });
}

function sessionExpiringIn(ms: number): StoredSession {
  return {
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresAt: Date.now() + ms,
    userId: 3,
    serviceUserId: 1,
    organisationType: 'service_user',
  };
}

function setUp(session: StoredSession | null) {
  const tokenStore = createMemoryTokenStore(session);
  const client = createBackofficeClient({ baseUrl: 'http://localhost/api', tokenStore });
  return { tokenStore, client };
}

describe('startTokenRefresh', () => {
  it('has the spec constants as defaults: poll 3 s, buffer 15 minutes', () => {
    expect(tokenRefreshPollMs).toBe(3000);
    expect(tokenRefreshBufferMs).toBe(900_000);
  });

  it('refreshes with the refresh_token grant once the token is within 15 minutes of expiry', async () => {
    const { tokenStore, client } = setUp(sessionExpiringIn(tokenRefreshBufferMs - 60_000));
    const refreshStartedBy = Date.now() + tokenRefreshPollMs;
    const onRefreshed = vi.fn();
    const stop = startTokenRefresh({ client, tokenStore, onRefreshed });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await vi.waitFor(() => expect(onRefreshed).toHaveBeenCalledTimes(1));
    stop();
    expect(tokenRequests).toEqual([
      {
        body: { grant_type: 'refresh_token', refresh_token: 'refresh-1', client_id: 'backoffice' },
        authorization: null,
      },
    ]);
    expect(tokenStore.read()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    // expires_in counts from when the answer arrived.
    expect(tokenStore.read()?.expiresAt).toBeGreaterThanOrEqual(refreshStartedBy + 3_600_000);
    expect(tokenStore.read()?.expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(onRefreshed).toHaveBeenCalledWith(tokenStore.read());
  });

  it('leaves a token with more than 15 minutes to run alone', async () => {
    const { tokenStore, client } = setUp(sessionExpiringIn(tokenRefreshBufferMs + 60_000));
    const stop = startTokenRefresh({ client, tokenStore });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs * 5);
    stop();
    expect(tokenRequests).toHaveLength(0);
  });

  it('starts refreshing when the token comes within the buffer', async () => {
    const { tokenStore, client } = setUp(sessionExpiringIn(tokenRefreshBufferMs + 5000));
    const stop = startTokenRefresh({ client, tokenStore });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    expect(tokenRequests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await vi.waitFor(() => expect(tokenRequests).toHaveLength(1));
    stop();
  });

  it('does nothing while signed out', async () => {
    const { tokenStore, client } = setUp(null);
    const stop = startTokenRefresh({ client, tokenStore });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs * 3);
    stop();
    expect(tokenRequests).toHaveLength(0);
  });

  it('never runs two refreshes at once: polls during a slow refresh make no request', async () => {
    holdAnswers();
    const { tokenStore, client } = setUp(sessionExpiringIn(60_000));
    const onRefreshed = vi.fn();
    const stop = startTokenRefresh({ client, tokenStore, onRefreshed });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await vi.waitFor(() => expect(tokenRequests).toHaveLength(1));
    // Two more polls while the first refresh is still waiting for its answer.
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs * 2);
    expect(tokenRequests).toHaveLength(1);
    openGate();
    await vi.waitFor(() => expect(onRefreshed).toHaveBeenCalledTimes(1));
    stop();
    expect(tokenRequests).toHaveLength(1);
  });

  it('reports a failed refresh with the session it tried, leaving the store alone', async () => {
    server.use(
      http.post('*/api/request-token', () =>
        HttpResponse.json(
          { error: { code: 'ERR_UNAUTHORISED', message: 'Refresh token revoked' } },
          { status: 401 },
        ),
      ),
    );
    const session = sessionExpiringIn(60_000);
    const { tokenStore, client } = setUp(session);
    const onFailed = vi.fn();
    const forcedLogout = vi.fn();
    client.onForcedLogout(forcedLogout);
    const stop = startTokenRefresh({ client, tokenStore, onFailed });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    stop();
    const [error, tried] = onFailed.mock.calls[0] as [ApiError, StoredSession];
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Refresh token revoked' });
    expect(tried).toEqual(session);
    expect(tokenStore.read()).toEqual(session);
    expect(forcedLogout).not.toHaveBeenCalled();
  });

  it('tries again on a later poll after a failure', async () => {
    let attempts = 0;
    server.use(
      http.post('*/api/request-token', () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    const { tokenStore, client } = setUp(sessionExpiringIn(60_000));
    const onFailed = vi.fn();
    const stop = startTokenRefresh({ client, tokenStore, onFailed });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(2));
    stop();
    expect(attempts).toBe(2);
  });

  it('drops an answer that arrives after it was stopped', async () => {
    holdAnswers();
    const session = sessionExpiringIn(60_000);
    const { tokenStore, client } = setUp(session);
    const onRefreshed = vi.fn();
    const stop = startTokenRefresh({ client, tokenStore, onRefreshed });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await vi.waitFor(() => expect(tokenRequests).toHaveLength(1));
    stop();
    openGate();
    await vi.waitFor(() => expect(tokenRequests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(tokenStore.read()).toEqual(session);
  });

  it('does not bring back a session that was signed out during the refresh', async () => {
    holdAnswers();
    const { tokenStore, client } = setUp(sessionExpiringIn(60_000));
    const onRefreshed = vi.fn();
    const stop = startTokenRefresh({ client, tokenStore, onRefreshed });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await vi.waitFor(() => expect(tokenRequests).toHaveLength(1));
    tokenStore.clear();
    openGate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(tokenStore.read()).toBeNull();
  });

  it('uses the poll and buffer it is given', async () => {
    const { tokenStore, client } = setUp(sessionExpiringIn(5000));
    const stop = startTokenRefresh({ client, tokenStore, pollMs: 100, bufferMs: 1000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(tokenRequests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1100);
    await vi.waitFor(() => expect(tokenRequests).toHaveLength(1));
    stop();
  });
});
