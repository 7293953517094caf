/**
 * Times the fraud watch list at full size, in process: reading and checking a 100,000-row CSV
 * (what the browser's worker does), uploading it in chunks and enabling it (what the server
 * does, with the process's peak memory while it runs), then matching applications against it.
 *
 *   DATABASE_URL=postgres://… npx tsx --conditions=@backoffice/source scripts/bench-watch-list.ts [--items 100000] [--applications 1000]
 *
 * Without DATABASE_URL it runs on the embedded database in DATA_DIR (./.data), seeding the demo
 * data there first if it is empty.
 */
import { parseArgs } from 'node:util';
import {
  readWatchListCsv,
  watchListColumns,
  watchListCsvHeaders,
  type WatchListItemInput,
} from '@backoffice/domain/model';
import { readConfig } from '../src/config';
import { findWatchListHits } from '../src/routes/fraud-watch-lists/matching';
import { DEMO_PASSWORD } from '../src/seed/seed';
import { startServer } from '../src/server';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '100000' },
    applications: { type: 'string', default: '1000' },
  },
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
});
const itemCount = Number(values.items);
const applicationCount = Number(values.applications);

process.env.JOBS = 'off';
const config = { ...readConfig(), logLevel: 'warn', consoleDir: undefined };
const server = await startServer(config);
const { app, db } = server;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ms = (nanoseconds: bigint) => Number(nanoseconds / 1_000_000n);

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
const headers = {
  authorization: `Bearer ${(signIn.json() as { access_token: string }).access_token}`,
};

// Some applications' emails go on the list, so the matching below meets hits as well as misses.
const applications = await db.query<{ id: number; email: string | null }>(
  `SELECT a.credit_application_id::int AS id, c.email_address AS email
     FROM credit_applications a JOIN consumers c USING (credit_application_id)
    ORDER BY a.credit_application_id DESC LIMIT $1`,
  [applicationCount],
);
const listedEmails = applications.filter((_, index) => index % 100 === 0).map((row) => row.email);

const items: WatchListItemInput[] = Array.from({ length: itemCount }, (_, index) => ({
  number: String(1 + (index % 300)),
  street: `Bench Street ${index % 997}`,
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: `ZZ${index % 97} ${index % 9}AB`,
  phonenumber: `0113${String(index).padStart(7, '0')}`,
  mobilenumber: `077${String(index).padStart(8, '0')}`,
  emailaddress: listedEmails[index] ?? `bench.${index}@example.com`,
  forename: 'Bench',
  initials: 'B',
  surname: `Person${index}`,
  sortcode: String(100000 + (index % 899999)),
  currentaccount: String(10000000 + index),
  ip_address: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
}));

// 1. What the browser's worker does: read and check the CSV.
const csv = [
  watchListCsvHeaders.join(','),
  ...items.map((item) => watchListColumns.map((column) => item[column.field] ?? '').join(',')),
].join('\r\n');
let started = process.hrtime.bigint();
const checked = await readWatchListCsv(csv);
console.log(
  `read and check a ${mb(csv.length)} MB CSV of ${itemCount} rows: ${ms(process.hrtime.bigint() - started)} ms, ${checked.errorCount} problems`,
);

// 2. What the server does: the upload in chunks, each checked again and stored, then enabled.
global.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
}, 10);
started = process.hrtime.bigint();
const upload = await app.inject({
  method: 'POST',
  url: '/api/fraud-watch-list-uploads',
  headers,
  payload: { item_count: checked.items.length },
});
const { upload_id: uploadId, max_chunk_items: maxChunkItems } = upload.json() as {
  upload_id: number;
  max_chunk_items: number;
};
// Synthetic items are small: full chunks stay well under the 1 MiB request limit.
const chunks = Array.from({ length: Math.ceil(checked.items.length / maxChunkItems) }, (_, index) =>
  checked.items.slice(index * maxChunkItems, (index + 1) * maxChunkItems),
);
for (const [index, chunk] of chunks.entries()) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/fraud-watch-list-uploads/${uploadId}/chunks/${index}`,
    headers,
    payload: { items: chunk },
  });
  if (response.statusCode !== 200) throw new Error(`chunk ${index}: ${response.body}`);
}
const committed = await app.inject({
  method: 'POST',
  url: `/api/fraud-watch-list-uploads/${uploadId}/commit`,
  headers,
});
if (committed.statusCode !== 201) throw new Error(`commit: ${committed.body}`);
const uploadMs = ms(process.hrtime.bigint() - started);
clearInterval(sampler);
console.log(
  `${db.kind}: upload and enable ${checked.items.length} items in ${chunks.length} chunks: ${uploadMs} ms; ` +
    `peak RSS ${mb(peakRss)} MB (+${mb(peakRss - before.rss)} MB), peak heap +${mb(peakHeap - before.heapUsed)} MB`,
);

// 3. Matching each application against the enabled list.
await db.query('ANALYZE fraud_watch_list_items');
const timings: number[] = [];
let hits = 0;
for (const { id } of applications) {
  const begin = process.hrtime.bigint();
  const found = await findWatchListHits(db, id);
  timings.push(Number(process.hrtime.bigint() - begin) / 1e6);
  if (found.length > 0) hits += 1;
}
timings.sort((a, b) => a - b);
const at = (fraction: number) =>
  timings[Math.min(timings.length - 1, Math.floor(fraction * timings.length))]!;
const mean = timings.reduce((sum, value) => sum + value, 0) / timings.length;
console.log(
  `${db.kind}: match ${timings.length} applications against ${checked.items.length} items: ` +
    `mean ${mean.toFixed(2)} ms, p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, ${hits} matched`,
);

await server.close();
