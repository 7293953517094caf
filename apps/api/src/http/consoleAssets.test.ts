import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness';
import { ANSWER_CSP, cacheControlFor, CONSOLE_PAGE_CSP, securityHeaders } from './consoleAssets';

const script = 'console.log("the console");'.repeat(100);
let consoleDir: string;
let api: TestApi;

beforeAll(async () => {
  consoleDir = await mkdtemp(join(tmpdir(), 'bo-console-'));
  await mkdir(join(consoleDir, 'assets'));
  await writeFile(join(consoleDir, 'index.html'), '<!doctype html><title>Console</title>');
  const asset = join(consoleDir, 'assets', 'index-B4xZ9q_1.js');
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  api = await startTestApi({ consoleDir });
});
afterAll(async () => {
  await api?.close();
  await rm(consoleDir, { recursive: true, force: true });
});

describe('serving the built console', () => {
  it('caches hashed assets for a year and sends the brotli file to a browser that takes it', async () => {
    const response = await api.request({
      url: '/assets/index-B4xZ9q_1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload).toEqual(brotliCompressSync(script));
  });

  it('sends gzip, or the plain file, to browsers that take only that', async () => {
    const gzip = await api.request({
      url: '/assets/index-B4xZ9q_1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await api.request({ url: '/assets/index-B4xZ9q_1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has index.html revalidated, also where it answers a route of the console', async () => {
    for (const url of ['/', '/credit-app/?status[]=REFER']) {
      const response = await api.request({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('puts the security headers on pages, assets and API answers alike', async () => {
    for (const url of ['/', '/assets/index-B4xZ9q_1.js', '/api/health', '/api/nowhere']) {
      const response = await api.request({ url });
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(response.headers[name], `${name} on ${url}`).toBe(value);
      }
    }
  });

  it("gives the console's pages the strict policy and every other answer the framing one", async () => {
    for (const url of ['/', '/credit-app/']) {
      const page = (await api.request({ url })).headers['content-security-policy'];
      expect(page, url).toBe(CONSOLE_PAGE_CSP);
      expect(page).toContain("script-src 'self';");
      expect(page).toContain("frame-ancestors 'none'");
      expect(page).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
    for (const url of ['/assets/index-B4xZ9q_1.js', '/api/health', '/api/nowhere']) {
      const answer = await api.request({ url });
      expect(answer.headers['content-security-policy'], url).toBe(ANSWER_CSP);
    }
  });
});

describe('cacheControlFor', () => {
  it('keeps only content-hashed assets for a year', () => {
    expect(cacheControlFor('/assets/CreditApplicationPage-Dk3j_a9Q.js')).toMatch(/immutable/);
    expect(cacheControlFor('/assets/logo.svg')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg')).toBe('no-cache');
  });
});
