/**
 * Two server processes on one PostgreSQL and one storage directory, as behind a load balancer:
 * nothing a client holds belongs to the instance that gave it (TEST_POSTGRES=1 only).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationVersions } from './db/migrate';
import {
  freePort,
  queryOnce,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from './test/postgres';
import { call, multipart, pdfBytes, ServerProcess, withTimeout } from './test/serverProcess';

describe.runIf(process.env.TEST_POSTGRES === '1')('two instances on one PostgreSQL', () => {
  let cluster: ThrowawayPostgres | undefined;
  let storageDir: string;
  const instances: ServerProcess[] = [];
  let first: string;
  let second: string;

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    storageDir = mkdtempSync(join(tmpdir(), 'bo-two-instances-'));
    const shared = {
      HOST: '127.0.0.1',
      DATABASE_URL: cluster.url,
      DATA_DIR: storageDir,
      UPLOAD_SIGNING_SECRET: randomBytes(32).toString('hex'),
      // Info: each says how many migrations it applied as it became ready.
      LOG_LEVEL: 'info',
      SEED_APPLICATIONS: '150',
      SEED_MERCHANTS: '30',
      JOBS_POLL_MS: '50',
      EXPORT_RECIPIENT_DOMAINS: 'example.com',
    };
    // Both at once on the empty database, as a deployment starts them.
    const ports = new Set<number>();
    while (ports.size < 2) ports.add(await freePort());
    for (const port of ports) {
      instances.push(
        new ServerProcess(`http://127.0.0.1:${port}`, { ...shared, PORT: String(port) }),
      );
    }
    await Promise.all(instances.map((instance) => instance.printed('Back-office console ready')));
    [first, second] = instances.map((instance) => instance.url) as [string, string];
  }, 600_000);
  afterAll(async () => {
    for (const instance of instances) await instance.kill('SIGTERM');
    cluster?.stop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  /** Reads or sets up the shared database directly, as an operator would. */
  const query = <Row extends pg.QueryResultRow>(text: string, params: unknown[] = []) =>
    queryOnce<Row>(cluster!.url, text, params);
  /** Resolves once `ask` answers something other than undefined; the workers run on their own. */
  const eventually = <T>(what: string, ask: () => Promise<T | undefined>) =>
    withTimeout(
      (async () => {
        for (;;) {
          const answer = await ask();
          if (answer !== undefined) return answer;
          await pause(200);
        }
      })(),
      what,
    );

  const signIn = async (url: string) => {
    const response = await call(url, '/api/request-token', {
      method: 'POST',
      body: JSON.stringify({
        grant_type: 'password',
        client_id: 'backoffice',
        username: 'admin',
        password: 'Demo-pass-1',
      }),
    });
    expect(response.status).toBe(200);
    return {
      token: ((await response.json()) as { access_token: string }).access_token,
      refreshCookie: refreshCookieOf(response),
    };
  };
  const refreshCookieOf = (response: Response) =>
    response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const refresh = (url: string, cookie: string) =>
    fetch(`${url}/api/request-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ grant_type: 'refresh_token', client_id: 'backoffice' }),
    });

  it('migrates and seeds the empty database once when both start at once', async () => {
    const ready = instances.map((instance) => instance.logged('database ready')[0]);
    expect(ready.map((line) => line?.migrated).sort()).toEqual([0, migrationVersions().length]);
    expect(ready.map((line) => line?.seeded).sort()).toEqual([false, true]);
    const applied = await query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(applied.map((row) => row.version)).toEqual(migrationVersions());
  });

  it('serves a session signed in on one instance on the other', async () => {
    const { token } = await signIn(first);
    expect((await call(second, '/api/navigation', { token })).status).toBe(200);
    expect((await call(first, '/api/navigation', { token })).status).toBe(200);
  });

  it('refuses on one instance a refresh token already rotated on the other', async () => {
    const { refreshCookie } = await signIn(first);
    const rotated = await refresh(first, refreshCookie);
    expect(rotated.status).toBe(200);
    expect(refreshCookieOf(rotated)).not.toBe(refreshCookie);
    const reused = await refresh(second, refreshCookie);
    expect(reused.status).toBe(401);
  });

  it('runs each job once, whichever instance queued it, and either serves its file', async () => {
    const { token } = await signIn(first);
    const exportIds: number[] = [];
    for (const url of [first, second, first, second, first, second]) {
      const created = await call(url, '/api/exports', {
        method: 'POST',
        token,
        body: JSON.stringify({
          report: 'credit_application',
          type: 'csv',
          fields: ['credit_application_id'],
        }),
      });
      expect(created.status).toBe(202);
      exportIds.push(((await created.json()) as { id: number }).id);
    }
    // Both workers poll the queue on their own; the test waits until every export is finished.
    const statuses = await eventually('every export to finish', async () => {
      const answers = await Promise.all(
        exportIds.map(
          async (id) =>
            (
              (await (await call(second, `/api/exports/${id}`, { token })).json()) as {
                status: string;
              }
            ).status,
        ),
      );
      return answers.every((status) => status !== 'PENDING') ? answers : undefined;
    });
    expect(statuses).toEqual(exportIds.map(() => 'COMPLETED'));

    const jobs = await query<{ state: string; attempts: number; claimed_by: string }>(
      `SELECT j.state, j.attempts, j.claimed_by
         FROM jobs j JOIN exports e ON e.job_id = j.job_id
        WHERE e.export_id = ANY($1::bigint[])`,
      [exportIds],
    );
    expect(jobs).toHaveLength(exportIds.length);
    for (const job of jobs) {
      expect(job).toMatchObject({ state: 'done', attempts: 1 });
      expect(job.claimed_by).toBeTruthy();
    }

    for (const [index, id] of exportIds.entries()) {
      // Asked of the instance that did not queue it: the file is in the shared storage.
      const file = await call(index % 2 === 0 ? second : first, `/api/exports/${id}/file`, {
        token,
      });
      expect(file.status).toBe(200);
      expect((await file.text()).split('\r\n')[0]).toBe('App ID');
    }
  });

  it('fires a due schedule once, though both instances look for due schedules', async () => {
    const { token } = await signIn(second);
    const created = await call(second, '/api/export-schedules', {
      method: 'POST',
      token,
      body: JSON.stringify({
        report: 'credit_application',
        type: 'csv',
        fields: ['credit_application_id'],
        frequency: 'daily',
        recipients: ['risk@example.com'],
      }),
    });
    expect(created.status).toBe(201);
    const scheduleId = ((await created.json()) as { id: number }).id;
    // Its time has come, for both instances' workers at once.
    await query(
      `UPDATE export_schedules SET next_run_at = now() - interval '1 minute' WHERE schedule_id = $1`,
      [scheduleId],
    );
    const firedJobs = () =>
      query<{ state: string }>(
        `SELECT state FROM jobs WHERE kind = 'scheduled_report' AND payload->>'schedule_id' = $1`,
        [String(scheduleId)],
      );
    const finished = await eventually('the scheduled report to be sent', async () => {
      const fired = await firedJobs();
      return fired.length > 0 && fired.every((job) => job.state === 'done') ? fired : undefined;
    });
    expect(finished).toHaveLength(1);
    const [schedule] = await query<{ due_later: boolean }>(
      'SELECT next_run_at > now() AS due_later FROM export_schedules WHERE schedule_id = $1',
      [scheduleId],
    );
    expect(schedule).toEqual({ due_later: true });
    expect(await firedJobs()).toHaveLength(1);
  });

  it('accepts on one instance an upload signed by the other', async () => {
    const { token } = await signIn(first);
    const list = await call(first, '/api/credit-applications?status[]=REFER&perPage=1', {
      token,
    });
    const appId = (
      (await list.json()) as { _embedded: { items: { credit_application_id: number }[] } }
    )._embedded.items[0]!.credit_application_id;
    const created = await call(first, `/api/credit-applications/${appId}/uploads`, {
      method: 'POST',
      token,
      body: JSON.stringify({
        file_name: 'payslip.pdf',
        content_type: 'application/pdf',
        size: pdfBytes.length,
      }),
    });
    expect(created.status).toBe(201);
    const uploadId = ((await created.json()) as { upload_id: number }).upload_id;
    const upload = `/api/credit-applications/${appId}/uploads/${uploadId}`;
    const signed = await call(first, `${upload}/signatures`, { method: 'POST', token });
    const form = multipart(pdfBytes);
    const sent = await fetch(`${second}${((await signed.json()) as { url: string }).url}`, {
      method: 'POST',
      headers: { 'content-type': form.type },
      body: form.body,
    });
    expect(sent.status).toBe(204);
    const done = await call(first, upload, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ state: 'uploaded' }),
    });
    expect(done.status).toBe(200);
    const download = await fetch(`${second}${((await done.json()) as { url: string }).url}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes)).toBe(true);
  });
});
