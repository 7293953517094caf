import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { startJobWorker } from './jobs/worker';
import { DEMO_PASSWORD } from './seed/seed';
import { shutDownServer } from './server';
import type { FileStorage } from './storage/fileStorage';
import { bearer, startTestApi } from './test/harness';

describe('shutting down', () => {
  it('finishes a request in flight before it closes, then takes no more connections', async () => {
    const api = await startTestApi({});
    const { app } = api.server;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const body = JSON.stringify({
      grant_type: 'password',
      client_id: 'backoffice',
      username: 'admin',
      password: DEMO_PASSWORD,
    });
    const arrived = once(app.server, 'request');
    const signIn = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/request-token',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = once(signIn, 'response').then(async ([response]) => {
      let text = '';
      for await (const chunk of response) text += chunk;
      return { status: response.statusCode as number, body: JSON.parse(text) };
    });
    // Half the body is sent: the server has the request in hand but cannot answer it yet.
    signIn.write(body.slice(0, 20));
    await arrived;

    const shutdown = api.server.shutDown(600_000);
    signIn.end(body.slice(20));

    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveProperty('access_token');
    await expect(shutdown).resolves.toEqual({ drained: true, releasedJobs: [] });

    const refused = httpRequest({ host: '127.0.0.1', port, path: '/api/health' });
    refused.end();
    const [error] = await once(refused, 'error');
    expect((error as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('queues the job in hand again when it outlasts the grace period', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bo-shutdown-'));
    try {
      const api = await startTestApi({ dataDir });
      const { access_token } = await api.signIn('admin');
      const created = await api.request({
        method: 'POST',
        url: '/api/exports',
        headers: bearer(access_token),
        payload: { report: 'credit_application', type: 'csv', fields: ['credit_application_id'] },
      });
      expect(created.statusCode).toBe(202);

      // The export reaches storage and waits there, so the job is in hand when the shutdown starts.
      let jobInHand!: () => void;
      const reachedStorage = new Promise<void>((resolve) => (jobInHand = resolve));
      let letJobFinish!: () => void;
      const storageOpen = new Promise<void>((resolve) => (letJobFinish = resolve));
      const heldStorage: FileStorage = {
        ...api.server.storage,
        async put(key, content) {
          jobInHand();
          await storageOpen;
          return api.server.storage.put(key, content);
        },
      };
      const worker = startJobWorker({
        db: api.server.db,
        storage: heldStorage,
        config: api.server.config,
        pollMs: 600_000,
      });
      await reachedStorage;
      const [running] = await api.server.db.query<{ job_id: number; claimed_by: string }>(
        `SELECT job_id::int AS job_id, claimed_by FROM jobs WHERE state = 'running'`,
      );
      expect(running?.claimed_by).toBeTruthy();

      // No grace at all: the job cannot have finished, whatever the machine's speed.
      const outcome = await shutDownServer({ app: api.server.app, worker, db: api.server.db }, 0);
      expect(outcome).toEqual({ drained: false, releasedJobs: [running!.job_id] });
      letJobFinish();
      await worker.stop();
      await api.close();

      const reopened = await openDatabase({ databaseUrl: undefined, dataDir });
      try {
        const [job] = await reopened.query<{ state: string; claimed_by: string | null }>(
          'SELECT state, claimed_by FROM jobs WHERE job_id = $1',
          [running!.job_id],
        );
        expect(job).toEqual({ state: 'queued', claimed_by: null });
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
