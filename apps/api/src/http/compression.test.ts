import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNextJob } from '../jobs/worker';
import { bearer, runJobsByHand, startTestApi, type TestApi } from '../test/harness';
import { COMPRESSION_THRESHOLD_BYTES, SYNC_COMPRESSION_LIMIT_BYTES } from './compression';

describe('compressed answers', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({});
    admin = (await api.signIn('admin')).access_token;
  });
  afterAll(() => api?.close());

  const get = (url: string, acceptEncoding?: string) =>
    api.request({
      method: 'GET',
      url,
      headers: {
        ...bearer(admin),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
  const listUrl = '/api/credit-applications?per_page=25';

  it('sends a large answer brotli or gzip as the client prefers, the same JSON once decoded', async () => {
    const plain = await get(listUrl);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const brotli = await get(listUrl, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get(listUrl, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses a 100-row page in one call, so its compressed length goes with it', async () => {
    const url = '/api/credit-applications?per_page=100';
    const plain = await get(url);
    // Larger than the plugin's own limit on two cores (8 KiB), which would stream it.
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);
    expect(plain.rawPayload.length).toBeLessThan(SYNC_COMPRESSION_LIMIT_BYTES);
    const brotli = await get(url, 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['transfer-encoding']).toBeUndefined();
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const health = await get('/api/health', 'gzip, br');
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('compresses an export download as it streams, without buffering it for a length', async () => {
    const created = await api.request({
      method: 'POST',
      url: '/api/exports',
      headers: bearer(admin),
      payload: { report: 'credit_application', type: 'csv', fields: ['credit_application_id'] },
    });
    expect(created.statusCode).toBe(202);
    while ((await runNextJob(runJobsByHand(api))) !== null);
    const fileUrl = `/api/exports/${created.json().id}/file`;

    const plain = await get(fileUrl);
    expect(plain.statusCode).toBe(200);
    const compressed = await get(fileUrl, 'gzip');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-length']).toBeUndefined();
    expect(compressed.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
  });
});
