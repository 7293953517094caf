import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { loadContract } from './http/contract';
import { registerOperations } from './http/register';
import { startTestApi } from './test/harness';
import { storageFor } from './storage/fileStorage';

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

describe('operations without a handler', () => {
  it('answer 501 with a clear error instead of fake data', async () => {
    const app = Fastify();
    const db = await openDatabase({});
    registerOperations(
      app,
      loadContract(),
      db,
      {},
      { ...readConfig({}), strictResponses: true },
      await storageFor(undefined),
    );
    const response = await app.inject({ method: 'GET', url: '/api/navigation' });
    expect(response.statusCode).toBe(501);
    expect(response.json().error).toEqual({
      code: 'ERR_NOT_IMPLEMENTED',
      message: 'getNavigation is part of the contract but has not been built yet.',
    });
    await app.close();
    await db.close();
  });
});

describe('contract conformance', () => {
  it('declares a permission and at least one response for every operation', () => {
    for (const operation of loadContract().operations) {
      expect(operation.permission, operation.operationId).toMatch(/^(none|token|\d+:\d+)$/);
    }
  });
});
