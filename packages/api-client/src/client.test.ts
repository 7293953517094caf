import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
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
