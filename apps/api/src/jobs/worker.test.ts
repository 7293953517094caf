import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../test/backends';
import { bearer, runJobsByHand, startTestApi, type TestApi } from '../test/harness';
import { exportFileKey, loadExportOwner, writeCreditApplicationExport } from './exportFile';
import {
  claimNextJob,
  requeueExpiredLeases,
  runNextJob,
  startJobWorker,
  type JobContext,
  type JobOutcome,
} from './worker';

describe.each(backends())('the job worker on $name', (backend) => {
  let api: TestApi;
  let admin: string;
  let jobs: JobContext;
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    jobs = runJobsByHand(api);
    admin = (await api.signIn('admin')).access_token;
  });
  afterAll(() => api?.close());

  const createExport = async (payload: object = {}) => {
    const response = await api.request({
      method: 'POST',
      url: '/api/exports',
      headers: bearer(admin),
      payload: {
        report: 'credit_application',
        type: 'csv',
        fields: ['credit_application_id'],
        ...payload,
      },
    });
    expect(response.statusCode).toBe(202);
    return response.json() as { id: number };
  };
  const jobOf = async (exportId: number) => {
    const [job] = await api.server.db.query<{
      job_id: number;
      state: string;
      claimed_by: string | null;
      attempts: number;
      result: { row_count: number } | null;
      error: string | null;
      finished_at: Date | null;
    }>(
      `SELECT j.job_id::int AS job_id, j.state, j.claimed_by, j.attempts, j.result, j.error,
              j.finished_at
         FROM jobs j JOIN exports e ON e.job_id = j.job_id WHERE e.export_id = $1`,
      [exportId],
    );
    return job!;
  };

  it('gives two claims at once two different jobs, and records who runs them', async () => {
    const first = await createExport();
    const second = await createExport();
    const [a, b] = await Promise.all([
      claimNextJob(jobs.db, 'worker-a'),
      claimNextJob(jobs.db, 'worker-b'),
    ]);
    expect(a && b).toBeTruthy();
    expect(a!.job_id).not.toBe(b!.job_id);
    expect((await jobOf(first.id)).state).toBe('running');
    expect(
      [(await jobOf(first.id)).claimed_by, (await jobOf(second.id)).claimed_by].sort(),
    ).toEqual(['worker-a', 'worker-b']);
    expect(await claimNextJob(jobs.db, 'worker-c')).toBeNull();
    expect(await runNextJob(jobs)).toBeNull();

    // Their instance stopped renewing the leases: once they have run out the jobs go back in
    // the queue and run to the end.
    await requeueExpiredLeases(jobs.db, new Date(Date.now() - 3_600_000));
    expect((await jobOf(first.id)).state).toBe('running');
    await requeueExpiredLeases(jobs.db, new Date(Date.now() + 3_600_000));
    expect((await jobOf(first.id)).state).toBe('queued');
    expect((await runNextJob(jobs))?.state).toBe('done');
    expect((await runNextJob(jobs))?.state).toBe('done');
    const done = await jobOf(first.id);
    expect(done).toMatchObject({ state: 'done', attempts: 2, claimed_by: 'test', error: null });
    expect(done.result!.row_count).toBeGreaterThan(0);
    expect(done.finished_at).not.toBeNull();
  });

  it('claims a job under a lease of the length asked', async () => {
    const created = await createExport();
    const claimed = await claimNextJob(jobs.db, 'leasing', 90_000);
    const [lease] = await api.server.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM lease_expires_at - claimed_at)::int AS seconds FROM jobs WHERE job_id = $1`,
      [claimed!.job_id],
    );
    expect(lease!.seconds).toBe(90);
    expect(claimed!.job_id).toBe((await jobOf(created.id)).job_id);
    await requeueExpiredLeases(jobs.db, new Date(Date.now() + 3_600_000));
    expect((await runNextJob(jobs))?.state).toBe('done');
  });

  it('fails a job for good after three attempts that never finished', async () => {
    const created = await createExport();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await claimNextJob(jobs.db, 'crashing')).not.toBeNull();
      await requeueExpiredLeases(jobs.db, new Date(Date.now() + 3_600_000));
    }
    expect(await jobOf(created.id)).toMatchObject({ state: 'failed', attempts: 3 });
  });

  it('fails an export on a full disk with a clear error and stores no part of it', async () => {
    const created = await createExport();
    const fullDisk: JobContext = {
      ...jobs,
      storage: {
        ...jobs.storage,
        // The first rows are written, then the disk fills up, as ENOSPC would interrupt a write.
        async put(key, body) {
          async function* thenFull() {
            for await (const chunk of body as AsyncIterable<Buffer>) {
              yield chunk;
              throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
                code: 'ENOSPC',
              });
            }
          }
          return jobs.storage.put(key, Readable.from(thenFull()));
        },
      },
    };
    expect(await runNextJob(fullDisk)).toMatchObject({ state: 'failed' });
    expect(await jobOf(created.id)).toMatchObject({
      state: 'failed',
      error:
        'The export could not be stored: there is no room left. Please try again later or tell your administrator.',
    });
    expect(await jobs.storage.read(exportFileKey(created.id))).toBeNull();
  });

  it('writes the same CSV in small keyset batches as in one, in every order', async () => {
    const [owner] = await api.server.db.query<{ user_id: number }>(
      `SELECT user_id FROM users WHERE username = 'admin'`,
    );
    const exportOwner = await loadExportOwner(jobs.db, owner!.user_id);
    // Ties on the order's leading column show whether the id keeps batches apart.
    await api.server.db.query(
      `UPDATE credit_applications SET time_submitted = '2026-01-01T00:00:00Z'
        WHERE credit_application_id % 3 = 0`,
    );
    const fields = ['credit_application_id', 'time_submitted', 'current_status.timestamp'];
    for (const order of [
      [],
      ['timestamp'],
      ['-time_submitted'],
      ['time_submitted', '-credit_application_id'],
      ['-credit_application_id'],
    ]) {
      const whole = await writeCreditApplicationExport(
        jobs.db,
        jobs.storage,
        'exports/test-whole.csv',
        exportOwner,
        { filters: { status: ['ACCEPT', 'DECLINE', 'REFER'] }, fields, order },
      );
      const batched = await writeCreditApplicationExport(
        jobs.db,
        jobs.storage,
        'exports/test-batched.csv',
        exportOwner,
        { filters: { status: ['ACCEPT', 'DECLINE', 'REFER'] }, fields, order },
        7,
      );
      expect(batched.rowCount, order.join()).toBe(whole.rowCount);
      expect(whole.rowCount).toBeGreaterThan(14);
      const wholeText = await text((await jobs.storage.read('exports/test-whole.csv'))!);
      const batchedText = await text((await jobs.storage.read('exports/test-batched.csv'))!);
      expect(batchedText, order.join()).toBe(wholeText);
      const ids = wholeText
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]);
      expect(new Set(ids).size).toBe(whole.rowCount);
    }
  });

  it('runs queued exports in the background and stops when told', async () => {
    let finished: (outcome: JobOutcome) => void = () => undefined;
    const firstFinished = new Promise<JobOutcome>((resolve) => (finished = resolve));
    const worker = startJobWorker({ ...jobs, pollMs: 20, onJobFinished: finished });
    let created: { id: number };
    try {
      created = await createExport();
      expect(await firstFinished).toEqual({
        jobId: (await jobOf(created.id)).job_id,
        state: 'done',
      });
    } finally {
      await worker.stop();
    }
    const status = await api.request({
      method: 'GET',
      url: `/api/exports/${created.id}`,
      headers: bearer(admin),
    });
    expect(status.json().status).toBe('COMPLETED');
    // Once stop() resolves the loop has ended: a job queued after it stays for someone else.
    const later = await createExport();
    const claimed = await claimNextJob(jobs.db, 'after-stop');
    expect(claimed?.job_id).toBe((await jobOf(later.id)).job_id);
  });
});
