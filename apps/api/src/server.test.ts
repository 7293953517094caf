import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from './app';
import { readConfig } from './config';
import { loadContract } from './http/contract';
import type { OperationHandlers } from './http/operations';
import { registerOperations } from './http/register';
import { bearer, startTestApi, type TestApi } from './test/harness';

describe('GET /api/health', () => {
  it('answers 200 with status ok once ready', async () => {
    const api = await startTestApi({});
    const response = await api.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toBeTruthy();
    await api.close();
  });
});

describe('the server log', () => {
  it('holds no search terms, link tokens or signatures, and only safe request ids', async () => {
    const lines: string[] = [];
    const api = await startTestApi({ logStream: { write: (line) => lines.push(line) } });
    try {
      const { access_token } = await api.signIn('admin');
      const secrets = ['Marigold Quillfeather', 'link-token-6b1f', 'sig-e0a41c', 'zx9 8qw'];
      await api.request({
        method: 'GET',
        url: `/api/search/${encodeURIComponent(secrets[0]!)}`,
        headers: bearer(access_token),
      });
      await api.request({ method: 'GET', url: `/api/password-resets/${secrets[1]}` });
      await api.request({ method: 'GET', url: `/password-creation/${secrets[1]}/` });
      await api.request({
        method: 'GET',
        url: `/api/credit-applications/1/uploads/1/file?expires=1&signature=${secrets[2]}`,
      });
      await api.request({
        method: 'GET',
        url: `/api/credit-applications?retailer_name=${encodeURIComponent(secrets[3]!)}`,
        headers: bearer(access_token),
      });
      const forged = await api.request({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'abc\n{"level":50,"msg":"forged"}' },
      });
      const kept = await api.request({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'lb-7f3a.2' },
      });
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(kept.headers['x-request-id']).toBe('lb-7f3a.2');
      const log = lines.join('');
      expect(log).toContain('/api/search/[withheld]');
      for (const secret of [...secrets, encodeURIComponent(secrets[0]!), 'forged']) {
        expect(log.toLowerCase()).not.toContain(secret.toLowerCase());
      }
    } finally {
      await api.close();
    }
  });
});

describe('the embedded database', () => {
  it('keeps its data across a restart on the same DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-restart-'));
    try {
      const first = await startTestApi({ dataDir });
      expect(first.server.seeded).toBe(true);
      await first.addUser('survivor');
      await first.close();

      const second = await startTestApi({ dataDir });
      expect(second.server.seeded).toBe(false);
      await expect(second.signIn('survivor')).resolves.toHaveProperty('access_token');
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the order of checks', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({});
  });
  afterAll(() => api?.close());

  it('answers an anonymous caller 401 before looking at its body', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/api/credit-policies',
      payload: { not: 'a policy' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('ERR_UNAUTHORISED');
  });

  it('answers a caller without the permission 403 before looking at its body or path', async () => {
    const viewer = await api.signIn('viewer');
    for (const [method, url] of [
      ['POST', '/api/credit-policies'],
      ['POST', '/api/approvals/credit-policies/not-a-number'],
    ] as const) {
      const response = await api.request({
        method,
        url,
        payload: { not: 'a policy' },
        headers: bearer(viewer.access_token),
      });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('answers 501 for an operation without a handler only after authorising the caller', async () => {
    const app = Fastify();
    const { getNavigation: _built, ...others } = handlers as OperationHandlers;
    registerOperations(
      app,
      loadContract(),
      api.server.db,
      others,
      { ...readConfig({}), strictResponses: true },
      api.server.storage,
    );
    const anonymous = await app.inject({ method: 'GET', url: '/api/navigation' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await api.signIn('admin');
    const response = await app.inject({
      method: 'GET',
      url: '/api/navigation',
      headers: bearer(admin.access_token),
    });
    expect(response.statusCode).toBe(501);
    expect(response.json().error).toEqual({
      code: 'ERR_NOT_IMPLEMENTED',
      message: 'getNavigation is part of the contract but has not been built yet.',
    });
    await app.close();
  });
});

describe('checking answers against the contract', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({});
  });
  afterAll(async () => {
    await api.close();
  });

  /** The navigation's answer and log lines, from a handler whose answer breaks the contract. */
  async function withBrokenNavigation(strictResponses: boolean) {
    const lines: string[] = [];
    const app = Fastify({ logger: { stream: { write: (line: string) => lines.push(line) } } });
    registerOperations(
      app,
      loadContract(),
      api.server.db,
      {
        ...(handlers as OperationHandlers),
        getNavigation: async () => ({ status: 200, body: { navigation_sections: 'none' } }),
      },
      { ...readConfig({}), strictResponses },
      api.server.storage,
    );
    const admin = await api.signIn('admin');
    const response = await app.inject({
      method: 'GET',
      url: '/api/navigation',
      headers: bearer(admin.access_token),
    });
    await app.close();
    return { response, log: lines.join('') };
  }

  it('fails an answer that breaks the contract in tests and development', async () => {
    const { response, log } = await withBrokenNavigation(true);
    expect(response.statusCode).toBe(500);
    expect(log).toContain('contract breach');
  });

  it('sends answers unchecked in production', async () => {
    const { response, log } = await withBrokenNavigation(false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ navigation_sections: 'none' });
    expect(log).not.toContain('contract breach');
  });
});

describe('contract conformance', () => {
  it('declares a permission and at least one response for every operation', () => {
    for (const operation of loadContract().operations) {
      expect(operation.permission, operation.operationId).toMatch(/^(none|token|\d+:\d+)$/);
    }
  });
});
