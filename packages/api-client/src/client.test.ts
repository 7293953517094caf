import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, createBackofficeClient, withoutSession } from './client';
import { ApiError, networkErrorCode, unwrap } from './errors';
import { handlers } from './mocks';
import { createMemoryTokenStore, type StoredSession } from './tokenStore';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const baseUrl = 'http://localhost/api';
const session: StoredSession = {
  accessToken: 'access-1',
  refreshable: true,
  expiresAt: Date.now() + 3_600_000,
  userId: 3,
  serviceUserId: 1,
  organisationType: 'service_user',
};
const navigation = { navigation_sections: [{ label: 'Merchants', navigation_items: [] }] };

function signedInClient(stored: StoredSession | null = session) {
  return createBackofficeClient({ baseUrl, tokenStore: createMemoryTokenStore(stored) });
}

/** Answers /navigation and records the Authorization header of each request that reached it. */
function recordNavigationRequests(answer = () => HttpResponse.json(navigation)) {
  const seen: (string | null)[] = [];
  server.use(
    http.get('*/api/navigation', async ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      await delay(20);
      return answer();
    }),
  );
  return seen;
}

describe('createApiClient', () => {
  it('reads the health endpoint through the typed client', async () => {
    const client = createApiClient('http://localhost/api');
    const { data, error } = await client.GET('/health');
    expect(error).toBeUndefined();
    expect(data?.status).toBe('ok');
  });

  it('returns the error body on a failed call', async () => {
    server.use(
      http.get('*/api/health', () =>
        HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'Starting' } }, { status: 503 }),
      ),
    );
    const client = createApiClient('http://localhost/api');
    const { data, response } = await client.GET('/health');
    expect(data).toBeUndefined();
    expect(response.status).toBe(503);
  });
});

describe('identical GETs in flight', () => {
  it('make one network request whose answer every caller reads', async () => {
    let requests = 0;
    server.use(
      http.get('*/api/health', async () => {
        requests += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    const client = createApiClient('http://localhost/api');
    const answers = await Promise.all([client.GET('/health'), client.GET('/health')]);
    expect(requests).toBe(1);
    expect(answers.map((answer) => answer.data?.status)).toEqual(['ok', 'ok']);
    await client.GET('/health');
    expect(requests).toBe(2);
  });

  it('are not shared between different bearers', async () => {
    let requests = 0;
    server.use(
      http.get('*/api/health', async () => {
        requests += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    const client = createApiClient('http://localhost/api');
    await Promise.all([
      client.GET('/health', { headers: { Authorization: 'Bearer a' } }),
      client.GET('/health', { headers: { Authorization: 'Bearer b' } }),
    ]);
    expect(requests).toBe(2);
  });
});

describe('unwrap', () => {
  it('answers the data of a successful call', async () => {
    await expect(unwrap(createApiClient('http://localhost/api').GET('/health'))).resolves.toEqual({
      status: 'ok',
    });
  });

  it('raises an ApiError with the server message, code and properties', async () => {
    server.use(
      http.get('*/api/health', () =>
        HttpResponse.json(
          {
            error: {
              code: 'ERR_SCHEMA_VALIDATION_ERROR',
              message: 'The request is not valid.',
              properties: [{ property: 'name', message: 'is required' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const failure = await unwrap(createApiClient('http://localhost/api').GET('/health')).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'ERR_SCHEMA_VALIDATION_ERROR',
      message: 'The request is not valid.',
      properties: [{ property: 'name', message: 'is required' }],
    });
  });

  it('says the server could not be reached when the network fails', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.error()));
    await expect(
      unwrap(createApiClient('http://localhost/api').GET('/health')),
    ).rejects.toMatchObject({
      code: 'ERR_NETWORK',
    });
  });
});

describe('createBackofficeClient bearer token', () => {
  it('sends the stored access token', async () => {
    const seen = recordNavigationRequests();
    await unwrap(signedInClient().GET('/navigation'));
    expect(seen).toEqual(['Bearer access-1']);
  });

  it('reads the token store on every call, so a refreshed token is used at once', async () => {
    const seen = recordNavigationRequests();
    const tokenStore = createMemoryTokenStore(session);
    const client = createBackofficeClient({ baseUrl, tokenStore });
    await unwrap(client.GET('/navigation'));
    tokenStore.write({ ...session, accessToken: 'access-2' });
    await unwrap(client.GET('/navigation'));
    expect(seen).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('sends no Authorization header when signed out', async () => {
    const seen = recordNavigationRequests();
    await unwrap(signedInClient(null).GET('/navigation'));
    expect(seen).toEqual([null]);
  });

  it('leaves the session token off a call that opts out', async () => {
    const seen = recordNavigationRequests();
    await unwrap(signedInClient().GET('/navigation', { headers: withoutSession }));
    expect(seen).toEqual([null]);
  });

  it('keeps a bearer token the call brings (a password link)', async () => {
    const seen = recordNavigationRequests();
    await unwrap(
      signedInClient().GET('/navigation', { headers: { Authorization: 'Bearer link-token' } }),
    );
    expect(seen).toEqual(['Bearer link-token']);
  });

  it('uses a fetch patched after the client was made', async () => {
    const client = signedInClient();
    const patched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json(navigation, { status: 200 }));
    try {
      await unwrap(client.GET('/navigation'));
      expect(patched).toHaveBeenCalledTimes(1);
    } finally {
      patched.mockRestore();
    }
  });

  it('uses the fetch it is given', async () => {
    const fetch = vi.fn(async () => Response.json(navigation));
    const client = createBackofficeClient({ baseUrl, tokenStore: createMemoryTokenStore(), fetch });
    expect(await unwrap(client.GET('/navigation'))).toEqual(navigation);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('createBackofficeClient in-flight GET sharing', () => {
  it('makes one request for identical GETs in flight and gives each caller the answer', async () => {
    const seen = recordNavigationRequests();
    const client = signedInClient();
    const answers = await Promise.all([
      unwrap(client.GET('/navigation')),
      unwrap(client.GET('/navigation')),
      unwrap(client.GET('/navigation')),
    ]);
    expect(seen).toHaveLength(1);
    expect(answers).toEqual([navigation, navigation, navigation]);
  });

  it('shares a failed answer too, each caller getting the ApiError', async () => {
    const seen = recordNavigationRequests(() =>
      HttpResponse.json({ error: { code: 'ERR_FORBIDDEN', message: 'No' } }, { status: 403 }),
    );
    const client = signedInClient();
    const results = await Promise.allSettled([
      unwrap(client.GET('/navigation')),
      unwrap(client.GET('/navigation')),
    ]);
    expect(seen).toHaveLength(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        status: 403,
        code: 'ERR_FORBIDDEN',
      });
    }
  });

  it('never shares a call that changes something', async () => {
    let requests = 0;
    server.use(
      http.post('*/api/password-resets/', async () => {
        requests += 1;
        await delay(20);
        return HttpResponse.json({ status: 'requested' }, { status: 202 });
      }),
    );
    const client = signedInClient();
    const send = () => client.POST('/password-resets/', { body: { user: { username: 'vera' } } });
    await Promise.all([send(), send()]);
    expect(requests).toBe(2);
  });
});

describe('createBackofficeClient errors', () => {
  it('uses the status text when the body is not the contract Error', async () => {
    server.use(
      http.get('*/api/navigation', () =>
        HttpResponse.text('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const error = await unwrap(signedInClient().GET('/navigation')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      status: 502,
      code: undefined,
      message: 'Bad Gateway',
      properties: [],
    });
  });

  it('says the server could not be reached when no answer arrives', async () => {
    server.use(http.get('*/api/navigation', () => HttpResponse.error()));
    const error = await unwrap(signedInClient().GET('/navigation')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: networkErrorCode,
      message: 'The server could not be reached. Check your connection and try again.',
    });
  });

  it('throws the ApiError from a raw call when no answer arrives', async () => {
    server.use(http.get('*/api/navigation', () => HttpResponse.error()));
    await expect(signedInClient().GET('/navigation')).rejects.toMatchObject({
      code: networkErrorCode,
    });
  });
});

describe('createBackofficeClient forced logout', () => {
  function answerNavigation(status: number, code: string) {
    server.use(
      http.get('*/api/navigation', () =>
        HttpResponse.json({ error: { code, message: 'Denied' } }, { status }),
      ),
    );
  }

  it('is raised by a 401 on a call made with the session token', async () => {
    answerNavigation(401, 'ERR_UNAUTHORISED');
    const client = signedInClient();
    const listener = vi.fn();
    client.onForcedLogout(listener);
    await client.GET('/navigation');
    expect(listener).toHaveBeenCalledWith({ status: 401, code: 'ERR_UNAUTHORISED' });
  });

  it('is raised by a 403 with DENY_IP_ADDRESS', async () => {
    answerNavigation(403, 'DENY_IP_ADDRESS');
    const client = signedInClient();
    const listener = vi.fn();
    client.onForcedLogout(listener);
    await client.GET('/navigation');
    expect(listener).toHaveBeenCalledWith({ status: 403, code: 'DENY_IP_ADDRESS' });
  });

  it('is not raised by a 403 for another reason', async () => {
    answerNavigation(403, 'ERR_FORBIDDEN');
    const client = signedInClient();
    const listener = vi.fn();
    client.onForcedLogout(listener);
    await client.GET('/navigation');
    expect(listener).not.toHaveBeenCalled();
  });

  it('is not raised by a call made without the session token', async () => {
    answerNavigation(401, 'ERR_UNAUTHORISED');
    const listener = vi.fn();
    const signedOut = signedInClient(null);
    signedOut.onForcedLogout(listener);
    await signedOut.GET('/navigation');
    const withLink = signedInClient();
    withLink.onForcedLogout(listener);
    await withLink.GET('/navigation', { headers: { Authorization: 'Bearer link-token' } });
    await withLink.GET('/navigation', { headers: withoutSession });
    expect(listener).not.toHaveBeenCalled();
  });

  it('is not raised by /revoke', async () => {
    server.use(
      http.post('*/api/revoke', () =>
        HttpResponse.json({ error: { code: 'ERR_UNAUTHORISED', message: 'No' } }, { status: 401 }),
      ),
    );
    const client = signedInClient();
    const listener = vi.fn();
    client.onForcedLogout(listener);
    await client.POST('/revoke', { body: { token: 'access-1' } });
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops reaching a listener that unsubscribed', async () => {
    answerNavigation(401, 'ERR_UNAUTHORISED');
    const client = signedInClient();
    const listener = vi.fn();
    const unsubscribe = client.onForcedLogout(listener);
    unsubscribe();
    await client.GET('/navigation');
    expect(listener).not.toHaveBeenCalled();
  });
});
