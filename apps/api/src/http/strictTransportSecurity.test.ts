import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { startTestApi, type TestApi } from '../test/harness';
import { STRICT_TRANSPORT_SECURITY } from './consoleAssets';

describe('Strict-Transport-Security', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({});
  });
  afterAll(() => api?.close());

  /** The HSTS header of /api/health from an app with this TRUST_PROXY, asked from `remoteAddress`. */
  async function hstsOf(
    trustProxy: string | undefined,
    headers: Record<string, string>,
    remoteAddress = '127.0.0.1',
  ) {
    const app = await buildApp(
      { ...readConfig({ TRUST_PROXY: trustProxy }), logLevel: 'silent', strictResponses: true },
      api.server.db,
      api.server.storage,
    );
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers,
        remoteAddress,
      });
      expect(response.statusCode).toBe(200);
      return response.headers['strict-transport-security'];
    } finally {
      await app.close();
    }
  }

  it('is sent when a trusted proxy says the client came over HTTPS', async () => {
    expect(await hstsOf('true', { 'x-forwarded-proto': 'https' })).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hstsOf('10.0.0.0/8', { 'x-forwarded-proto': 'https' }, '10.1.2.3')).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
  });

  it('is not sent over plain HTTP, even behind a trusted proxy', async () => {
    expect(await hstsOf(undefined, {})).toBeUndefined();
    expect(await hstsOf('true', { 'x-forwarded-proto': 'http' })).toBeUndefined();
  });

  it('is not sent when X-Forwarded-Proto comes from a client no proxy setting trusts', async () => {
    expect(await hstsOf(undefined, { 'x-forwarded-proto': 'https' })).toBeUndefined();
    expect(
      await hstsOf('10.0.0.0/8', { 'x-forwarded-proto': 'https' }, '192.0.2.7'),
    ).toBeUndefined();
  });
});
