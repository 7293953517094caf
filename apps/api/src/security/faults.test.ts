/**
 * The fault suite: the server killed with SIGKILL in the middle of an export and of an upload
 * (a child process on loopback with a fresh data directory) loses nothing and serves no partial
 * file once it is back; a full disk gives an upload a clear error; and on PostgreSQL
 * (TEST_POSTGRES=1) a dropped connection or a database restart answers 503 and recovers by
 * itself. Every wait is for an event (a log line, an answer), bounded only as a safety net.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { exportFileKey } from '../jobs/exportFile';
import { requeueExpiredLeases, runNextJob } from '../jobs/worker';
import { startServer, type RunningServer } from '../server';
import { directoryStorage, type FileStorage } from '../storage/fileStorage';
import { bearer, startTestApi, type TestApi } from '../test/harness';
import {
  freePort,
  queryOnce,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../test/postgres';
import { call, multipart, pdfBytes, ServerProcess } from '../test/serverProcess';

const LEASE_MS = 3_600_000;

describe('kill -9 in the middle of an export and of an upload', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let restarted: RunningServer | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bo-faults-'));
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await restarted?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // A cold start of a server process (migrations, demo seed) on a busy machine takes its time.
  it(
    'loses nothing and serves no partial file: the export resumes, the upload can be sent again',
    { timeout: 600_000 },
    async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_APPLICATIONS: '150',
        SEED_MERCHANTS: '30',
        JOBS_POLL_MS: '50',
        // The dead worker's lease outlasts the test, which asks for a time past it.
        JOBS_LEASE_MS: String(LEASE_MS),
        UPLOAD_SIGNING_SECRET: randomBytes(32).toString('hex'),
      };
      server = new ServerProcess(url, { ...env, FAULT_PAUSE_AT: 'export-after-first-batch' });
      await server.printed('Back-office console ready');
      const signIn = async () =>
        (
          (await (
            await call(url, '/api/request-token', {
              method: 'POST',
              body: JSON.stringify({
                grant_type: 'password',
                client_id: 'backoffice',
                username: 'admin',
                password: 'Demo-pass-1',
              }),
            })
          ).json()) as { access_token: string }
        ).access_token;
      let token = await signIn();

      // An export, stopped by the fault point once its first batch is being written.
      const exported = await call(url, '/api/exports', {
        method: 'POST',
        token,
        body: JSON.stringify({
          report: 'credit_application',
          type: 'csv',
          fields: ['credit_application_id', 'current_status.status'],
        }),
      });
      expect(exported.status).toBe(202);
      const exportId = ((await exported.json()) as { id: number }).id;
      await server.printed('fault point reached: export-after-first-batch');

      // An upload whose file is half sent when the server dies.
      const list = await call(url, '/api/credit-applications?status[]=REFER&perPage=1', { token });
      const appId = (
        (await list.json()) as { _embedded: { items: { credit_application_id: number }[] } }
      )._embedded.items[0]!.credit_application_id;
      const created = await call(url, `/api/credit-applications/${appId}/uploads`, {
        method: 'POST',
        token,
        body: JSON.stringify({
          file_name: 'payslip.pdf',
          content_type: 'application/pdf',
          size: pdfBytes.length,
        }),
      });
      const uploadId = ((await created.json()) as { upload_id: number }).upload_id;
      const sign = async () =>
        (
          (await (
            await call(url, `/api/credit-applications/${appId}/uploads/${uploadId}/signatures`, {
              method: 'POST',
              token,
            })
          ).json()) as { url: string }
        ).url;
      const form = multipart(pdfBytes);
      const halfSent = httpRequest(`${url}${await sign()}`, {
        method: 'POST',
        headers: { 'content-type': form.type, 'content-length': form.body.length },
      });
      halfSent.on('error', () => undefined);
      await new Promise<void>((resolve) =>
        halfSent.write(form.body.subarray(0, form.body.length / 2), () => resolve()),
      );

      await server.kill('SIGKILL');
      // Nothing of either file is in place: the export's half is only in the partial area.
      expect(existsSync(join(dataDir, 'files', exportFileKey(exportId)))).toBe(false);

      // Back on the same data directory (in this process: a second cold start of a process
      // would only cost time), without a worker of its own so that the test runs the jobs.
      restarted = await startServer({ ...readConfig({ ...env, JOBS: 'off' }), logLevel: 'silent' });
      await restarted.app.listen({ port, host: '127.0.0.1' });
      token = await signIn();
      const jobs = {
        db: restarted.db,
        storage: restarted.storage,
        config: restarted.config,
        workerId: 'after-restart',
      };

      // The export stays pending while the dead worker's lease holds, and is taken again once
      // it has run out (asked as of a time past it instead of waiting for it), finished whole.
      const exportStatus = async () =>
        (await (await call(url, `/api/exports/${exportId}`, { token })).json()) as {
          status: string;
          row_count: number;
        };
      await requeueExpiredLeases(restarted.db);
      expect(await runNextJob(jobs)).toBeNull();
      expect((await exportStatus()).status).toBe('PENDING');
      await requeueExpiredLeases(restarted.db, new Date(Date.now() + LEASE_MS));
      expect(await runNextJob(jobs)).toMatchObject({ state: 'done' });
      const { status, row_count: rowCount } = await exportStatus();
      expect(status).toBe('COMPLETED');
      const file = await (await call(url, `/api/exports/${exportId}/file`, { token })).text();
      const lines = file.split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(lines.length - 2).toBe(rowCount);
      expect(rowCount).toBeGreaterThan(0);

      // The upload: nothing was stored of the half-sent file, and it can be sent again.
      const upload = `/api/credit-applications/${appId}/uploads/${uploadId}`;
      expect(await (await call(url, upload, { token })).json()).toMatchObject({
        state: 'pending',
        url: null,
      });
      const early = await call(url, upload, {
        method: 'PATCH',
        token,
        body: JSON.stringify({ state: 'uploaded' }),
      });
      expect(early.status).toBe(409);
      const sent = await fetch(`${url}${await sign()}`, {
        method: 'POST',
        headers: { 'content-type': form.type },
        body: form.body,
      });
      expect(sent.status).toBe(204);
      const done = await call(url, upload, {
        method: 'PATCH',
        token,
        body: JSON.stringify({ state: 'uploaded' }),
      });
      expect(done.status).toBe(200);
      const download = await fetch(`${url}${((await done.json()) as { url: string }).url}`);
      expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes)).toBe(true);
    },
  );
});

describe('a full disk on upload', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({});
  });
  afterAll(() => api?.close());

  it('answers a clear 503 and keeps the upload pending, with nothing stored', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bo-full-disk-'));
    const storage = directoryStorage(root);
    const fullDisk: FileStorage = {
      ...storage,
      async put(_key, body) {
        if (body instanceof Readable) body.destroy();
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
        });
      },
    };
    const app = await buildApp(api.server.config, api.server.db, fullDisk);
    try {
      const { access_token } = await api.signIn('admin');
      const [{ id }] = (await api.server.db.query<{ id: number }>(
        `UPDATE credit_applications SET current_status = 'REFER'
          WHERE credit_application_id = (SELECT max(credit_application_id) FROM credit_applications)
          RETURNING credit_application_id::int AS id`,
      )) as [{ id: number }];
      const created = await app.inject({
        method: 'POST',
        url: `/api/credit-applications/${id}/uploads`,
        headers: bearer(access_token),
        payload: {
          file_name: 'payslip.pdf',
          content_type: 'application/pdf',
          size: pdfBytes.length,
        },
      });
      const uploadId = created.json().upload_id as number;
      const signed = await app.inject({
        method: 'POST',
        url: `/api/credit-applications/${id}/uploads/${uploadId}/signatures`,
        headers: bearer(access_token),
      });
      const form = multipart(pdfBytes);
      const sent = await app.inject({
        method: 'POST',
        url: signed.json().url,
        payload: form.body,
        headers: { 'content-type': form.type },
      });
      expect(sent.statusCode).toBe(503);
      expect(sent.json().error).toEqual({
        code: 'ERR_STORAGE_FULL',
        message:
          'The file could not be stored: there is no room left. Please try again later or tell your administrator.',
      });
      const state = await app.inject({
        method: 'GET',
        url: `/api/credit-applications/${id}/uploads/${uploadId}`,
        headers: bearer(access_token),
      });
      expect(state.json()).toMatchObject({ state: 'pending', url: null });
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_POSTGRES === '1')('PostgreSQL going away', () => {
  let cluster: ThrowawayPostgres;
  let api: TestApi;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    api = await startTestApi({ databaseUrl: cluster.url });
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    cluster?.stop();
  });

  it('answers 503 while the database is away and recovers by itself once it is back', async () => {
    const { access_token } = await api.signIn('admin');
    const navigation = () =>
      api.request({ method: 'GET', url: '/api/navigation', headers: bearer(access_token) });
    expect((await navigation()).statusCode).toBe(200);

    // Every connection dropped from the database's side: at most the next request notices.
    await queryOnce(
      cluster.url,
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()',
    );
    const afterDrop = [(await navigation()).statusCode, (await navigation()).statusCode];
    expect(afterDrop.at(-1)).toBe(200);
    expect(afterDrop.every((status) => status === 200 || status === 503)).toBe(true);

    cluster.halt();
    const away = await navigation();
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('5');
    expect(away.json().error.code).toBe('ERR_SERVICE_UNAVAILABLE');

    cluster.restart();
    const back = [(await navigation()).statusCode, (await navigation()).statusCode];
    expect(back.at(-1)).toBe(200);
  });
});
