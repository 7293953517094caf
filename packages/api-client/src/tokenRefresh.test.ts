import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackofficeClient } from './client';
import { ApiError } from './errors';
import {
  restoreSession,
  startTokenRefresh,
  tokenRefreshBufferMs,
  tokenRefreshPollMs,
} from './tokenRefresh';
import { createMemoryTokenStore, type StoredSession } from './tokenStore';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

interface TokenRequest {
  body: Record<string, unknown>;
  authorization: string | null;
}

let tokenRequests: TokenRequest[];
/** Resolves with each refresh request as it reaches the server, in order. */
let requestArrived: () => Promise<TokenRequest>;
let arrivals: ((request: TokenRequest) => void)[];
/** Each refresh waits for this before answering, so a test can hold one in flight. */
let answerGate: Promise<void>;
let openGate: () => void;

const tokenAnswer = {
  access_token: 'access-2',
  expires_in: 3600,
  expires: '2030-01-01T00:00:00Z',
  user_id: 3,
  service_user_id: 1,
  organisation_type: 'service_user',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  tokenRequests = [];
  arrivals = [];
  const pending: TokenRequest[] = [];
  requestArrived = () =>
    new Promise((resolve) => {
      const early = pending.shift();
      if (early) resolve(early);
      else arrivals.push(resolve);
    });
  answerGate = Promise.resolve();
  server.use(
    http.post('*/api/request-token', async ({ request }) => {
      const seen = {
        body: (await request.json()) as Record<string, unknown>,
        authorization: request.headers.get('Authorization'),
      };
      tokenRequests.push(seen);
      const waiting = arrivals.shift();
      if (waiting) waiting(seen);
      else pending.push(seen);
      await answerGate;
      return HttpResponse.json(tokenAnswer);
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function holdAnswers() {
  answerGate = new Promise((resolve) => {
    openGate = resolve;
  });
}

function sessionExpiringIn(ms: number, overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    accessToken: 'access-1',
    expiresAt: Date.now() + ms,
    userId: 3,
    serviceUserId: 1,
    organisationType: 'service_user',
    refreshable: true,
    ...overrides,
  };
}

function setUp(session: StoredSession | null) {
  const tokenStore = createMemoryTokenStore(session);
  const client = createBackofficeClient({ baseUrl: 'http://localhost/api', tokenStore });
  return { tokenStore, client };
}

/** A promise of the next call of a callback, and the callback. */
function nextCall<Args extends unknown[]>() {
  let resolve: (args: Args) => void = () => undefined;
  const called = new Promise<Args>((done) => (resolve = done));
  return { called, callback: vi.fn((...args: Args) => resolve(args)) };
}

describe('startTokenRefresh', () => {
  it('has the spec constants as defaults: poll 3 s, buffer 15 minutes', () => {
    expect(tokenRefreshPollMs).toBe(3000);
    expect(tokenRefreshBufferMs).toBe(900_000);
  });

  it('refreshes with the cookie once the token is within 15 minutes of expiry', async () => {
    const { tokenStore, client } = setUp(sessionExpiringIn(tokenRefreshBufferMs - 60_000));
    const refreshStartedBy = Date.now() + tokenRefreshPollMs;
    const refreshed = nextCall<[StoredSession]>();
    const stop = startTokenRefresh({ client, tokenStore, onRefreshed: refreshed.callback });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    const [session] = await refreshed.called;
    await stop();
    // No token in the body and no bearer: the browser sends the HttpOnly cookie itself.
    expect(tokenRequests).toEqual([
      { body: { grant_type: 'refresh_token', client_id: 'backoffice' }, authorization: null },
    ]);
    expect(session).toEqual(tokenStore.read());
    expect(session).toMatchObject({ accessToken: 'access-2', refreshable: true });
    // expires_in counts from when the answer arrived.
    expect(session.expiresAt).toBeGreaterThanOrEqual(refreshStartedBy + 3_600_000);
    expect(session.expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it('leaves a token with more than 15 minutes to run alone', async () => {
    const { tokenStore, client } = setUp(sessionExpiringIn(tokenRefreshBufferMs + 60_000));
    const stop = startTokenRefresh({ client, tokenStore });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs * 5);
    await stop();
    expect(tokenRequests).toHaveLength(0);
  });

  it('leaves a ghost session to end: it has no cookie and must not pick up the staff session', async () => {
    const { tokenStore, client } = setUp(sessionExpiringIn(60_000, { refreshable: false }));
    const stop = startTokenRefresh({ client, tokenStore });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs * 5);
    await stop();
    expect(tokenRequests).toHaveLength(0);
  });

  it('starts refreshing when the token comes within the buffer', async () => {
    const { tokenStore, client } = setUp(sessionExpiringIn(tokenRefreshBufferMs + 5000));
    const stop = startTokenRefresh({ client, tokenStore });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    expect(tokenRequests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await requestArrived();
    await stop();
    expect(tokenRequests).toHaveLength(1);
  });

  it('does nothing while signed out', async () => {
    const { tokenStore, client } = setUp(null);
    const stop = startTokenRefresh({ client, tokenStore });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs * 3);
    await stop();
    expect(tokenRequests).toHaveLength(0);
  });

  it('never runs two refreshes at once: polls during a slow refresh make no request', async () => {
    holdAnswers();
    const { tokenStore, client } = setUp(sessionExpiringIn(60_000));
    const refreshed = nextCall<[StoredSession]>();
    const stop = startTokenRefresh({ client, tokenStore, onRefreshed: refreshed.callback });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await requestArrived();
    // Two more polls while the first refresh is still waiting for its answer.
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs * 2);
    openGate();
    await refreshed.called;
    await stop();
    expect(tokenRequests).toHaveLength(1);
  });

  it('takes turns with the other windows through a Web Lock on the cookie', async () => {
    const request = vi.fn((_name: string, work: () => Promise<unknown>) => work());
    vi.stubGlobal('navigator', { locks: { request } });
    const { tokenStore, client } = setUp(sessionExpiringIn(60_000));
    const refreshed = nextCall<[StoredSession]>();
    const stop = startTokenRefresh({ client, tokenStore, onRefreshed: refreshed.callback });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await refreshed.called;
    await stop();
    expect(request).toHaveBeenCalledWith('backoffice.refresh-cookie', expect.any(Function));
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
    const failed = nextCall<[unknown, StoredSession]>();
    const forcedLogout = vi.fn();
    client.onForcedLogout(forcedLogout);
    const stop = startTokenRefresh({ client, tokenStore, onFailed: failed.callback });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    const [error, tried] = (await failed.called) as [ApiError, StoredSession];
    await stop();
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
    let failures = nextCall<[unknown, StoredSession]>();
    const onFailed = vi.fn((...args: [unknown, StoredSession]) => failures.callback(...args));
    const stop = startTokenRefresh({ client, tokenStore, onFailed });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await failures.called;
    failures = nextCall<[unknown, StoredSession]>();
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await failures.called;
    await stop();
    expect(onFailed).toHaveBeenCalledTimes(2);
    expect(attempts).toBe(2);
  });

  it('drops an answer that arrives after it was stopped', async () => {
    holdAnswers();
    const session = sessionExpiringIn(60_000);
    const { tokenStore, client } = setUp(session);
    const onRefreshed = vi.fn();
    const stop = startTokenRefresh({ client, tokenStore, onRefreshed });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await requestArrived();
    const stopped = stop();
    openGate();
    // stop() resolves once the refresh in flight has settled.
    await stopped;
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(tokenStore.read()).toEqual(session);
  });

  it('does not bring back a session that was signed out during the refresh', async () => {
    holdAnswers();
    const { tokenStore, client } = setUp(sessionExpiringIn(60_000));
    const onRefreshed = vi.fn();
    const stop = startTokenRefresh({ client, tokenStore, onRefreshed });
    await vi.advanceTimersByTimeAsync(tokenRefreshPollMs);
    await requestArrived();
    tokenStore.clear();
    openGate();
    await stop();
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(tokenStore.read()).toBeNull();
  });

  it('uses the poll and buffer it is given', async () => {
    const { tokenStore, client } = setUp(sessionExpiringIn(5000));
    const stop = startTokenRefresh({ client, tokenStore, pollMs: 100, bufferMs: 1000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(tokenRequests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1100);
    await requestArrived();
    await stop();
    expect(tokenRequests).toHaveLength(1);
  });
});

describe('restoreSession', () => {
  it("answers the refresh cookie's session, for a window that has none in memory", async () => {
    const { client } = setUp(null);
    const session = await restoreSession(client);
    expect(session).toMatchObject({ accessToken: 'access-2', userId: 3, refreshable: true });
    expect(tokenRequests[0]?.body).toEqual({
      grant_type: 'refresh_token',
      client_id: 'backoffice',
    });
  });

  it('answers null when there is no cookie or its session has ended', async () => {
    server.use(
      http.post('*/api/request-token', () =>
        HttpResponse.json(
          { error: { code: 'ERR_UNAUTHORISED', message: 'Your session has ended.' } },
          { status: 401 },
        ),
      ),
    );
    expect(await restoreSession(setUp(null).client)).toBeNull();
  });

  it('throws when the server cannot answer', async () => {
    server.use(http.post('*/api/request-token', () => new HttpResponse(null, { status: 503 })));
    await expect(restoreSession(setUp(null).client)).rejects.toBeInstanceOf(ApiError);
  });
});
