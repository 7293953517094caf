import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError, unwrap } from './errors';
import { handlers } from './mocks';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

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
