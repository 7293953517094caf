/**
 * Times an export of the credit application report on an already seeded database, in process:
 * the request that queues it (with its capped count) and the job that streams the CSV into
 * storage, and the process's memory growth while it runs (target: 100,000 rows in ≤ 5 s on
 * PostgreSQL, ≤ 64 MB growth).
 *
 *   DATABASE_URL=postgres://… npx tsx --conditions=@backoffice/source scripts/bench-export.ts [--rows 100000] [--runs 3]
 *
 * Seed the database first: `npx pnpm@10.34.8 --filter @backoffice/api seed -- --applications 1000000 --merchants 50000`.
 * Without DATABASE_URL it runs on the embedded database in DATA_DIR (./.data), with as many
 * rows as that holds.
 */
import { parseArgs } from 'node:util';
import {
  EXPORT_ROW_LIMIT,
  creditApplicationExportFields,
  defaultListedStatuses,
} from '@backoffice/domain/model';
import { readConfig } from '../src/config';
import { runNextJob } from '../src/jobs/worker';
import { DEMO_PASSWORD } from '../src/seed/seed';
import { startServer } from '../src/server';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: String(EXPORT_ROW_LIMIT) },
    runs: { type: 'string', default: '3' },
  },
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
});
const wantedRows = Math.min(Number(values.rows), EXPORT_ROW_LIMIT);
const runs = Number(values.runs);

process.env.JOBS = 'off';
const config = { ...readConfig(), logLevel: 'warn', consoleDir: undefined };
const server = await startServer(config);
const { app, db } = server;

const signIn = await app.inject({
  method: 'POST',
  url: '/api/request-token',
  payload: {
    grant_type: 'password',
    client_id: 'backoffice',
    username: 'admin',
    password: DEMO_PASSWORD,
  },
});
if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
const token = (signIn.json() as { access_token: string }).access_token;

// The newest `wantedRows` applications of the default statuses: from the day after the
// (wantedRows)th newest one, so the export holds at most that many rows.
const [boundary] = await db.query<{ day: string | null }>(
  `SELECT to_char(status_timestamp + interval '1 day', 'YYYY-MM-DD') AS day
     FROM credit_applications
    WHERE current_status = ANY($1::text[]) AND NOT data_protection_hidden
    ORDER BY status_timestamp DESC, credit_application_id DESC
    OFFSET $2 LIMIT 1`,
  [[...defaultListedStatuses], wantedRows - 1],
);
const filters = boundary?.day ? { date_from: boundary.day } : {};
const fields = creditApplicationExportFields.map((field) => field.key);

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const jobs = { db, storage: server.storage, config, log: app.log, workerId: 'bench' };

console.log(`${db.kind}: exporting ${fields.length} fields, filters ${JSON.stringify(filters)}`);
for (let run = 1; run <= runs; run += 1) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const started = process.hrtime.bigint();
  const created = await app.inject({
    method: 'POST',
    url: '/api/exports',
    headers: { authorization: `Bearer ${token}` },
    payload: { report: 'credit_application', type: 'csv', filters, fields, order: ['-timestamp'] },
  });
  if (created.statusCode !== 202) throw new Error(`export refused: ${created.body}`);
  const queuedMs = Number(process.hrtime.bigint() - started) / 1e6;
  const outcome = await runNextJob(jobs);
  const totalMs = Number(process.hrtime.bigint() - started) / 1e6;
  clearInterval(sampler);
  const { id } = created.json() as { id: number };
  const done = (
    await app.inject({
      method: 'GET',
      url: `/api/exports/${id}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json() as { status: string; row_count: number | null; error: string | null };
  if (outcome?.state !== 'done') throw new Error(`export ${id} ${done.status}: ${done.error}`);
  const [job] = await db.query<{ result: { size: number } }>(
    'SELECT j.result FROM jobs j JOIN exports e ON e.job_id = j.job_id WHERE e.export_id = $1',
    [id],
  );
  const size = job?.result.size ?? 0;
  console.log(
    `run ${run}: ${done.row_count} rows, ${mb(size)} MB in ${(totalMs / 1000).toFixed(2)} s ` +
      `(queued in ${queuedMs.toFixed(0)} ms, ${mb(size / (totalMs / 1000))} MB/s); ` +
      `growth: RSS ${mb(peakRss - before.rss)} MB, heap ${mb(peakHeap - before.heapUsed)} MB`,
  );
  await server.storage.remove(`exports/${id}.csv`);
}

await server.close();
