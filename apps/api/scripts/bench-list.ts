/**
 * Times the credit application list on an already seeded database, in process (no network):
 * the figure is the server's time for a request, from routing to the serialised response.
 *
 *   DATABASE_URL=postgres://… npx tsx --conditions=@backoffice/source scripts/bench-list.ts [--runs 40]
 *
 * Seed the database first: `npx pnpm@10.34.8 --filter @backoffice/api seed -- --applications 1000000 --merchants 50000`.
 */
import { parseArgs } from 'node:util';
import { creditApplicationReportDefaults, isoDay, shiftMonths } from '@backoffice/domain/model';
import { readConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/seed/seed';
import { startServer } from '../src/server';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '40' } },
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
});
const runs = Number(values.runs);

process.env.JOBS = 'off';
const server = await startServer({ ...readConfig(), logLevel: 'warn', consoleDir: undefined });
const { app } = server;

async function tokenOf(username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/request-token',
    payload: { grant_type: 'password', client_id: 'backoffice', username, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

const tokens = { admin: await tokenOf('admin'), lender: await tokenOf('lender') };
const defaults = creditApplicationReportDefaults(new Date()).filters;
const defaultRange = `date_from=${String(defaults.date_from)}&date_to=${String(defaults.date_to)}`;
const wideRange = `date_from=${isoDay(shiftMonths(new Date(), -120))}&date_to=${String(defaults.date_to)}`;

async function timed(url: string, token: string): Promise<{ ms: number; body: unknown }> {
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return { ms, body: response.json() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function report(name: string, samples: number[], rows: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(64)} rows ${String(rows).padStart(3)}  median ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms`,
  );
}

interface ListBody {
  _embedded: { items: unknown[] };
  _links: { next?: { href: string } };
  meta: { total: number; total_capped: boolean };
}

async function scenario(name: string, url: string, token = tokens.admin) {
  await timed(url, token); // warm the plan and the cache once
  const samples: number[] = [];
  let rows = 0;
  for (let run = 0; run < runs; run += 1) {
    const { ms, body } = await timed(url, token);
    samples.push(ms);
    rows = (body as ListBody)._embedded.items.length;
  }
  report(name, samples, rows);
}

/** Follows `next` cursors from the first page, timing every page on the way down. */
async function keysetWalk(name: string, url: string, pages: number) {
  const samples: number[] = [];
  let next: string | undefined = url;
  let rows = 0;
  for (let page = 0; page < pages && next; page += 1) {
    const { ms, body } = await timed(next, tokens.admin);
    samples.push(ms);
    const list = body as ListBody;
    rows = list._embedded.items.length;
    next = list._links.next ? `/api${list._links.next.href}` : undefined;
  }
  report(`${name} (${samples.length} pages)`, samples, rows);
}

const list = '/api/credit-applications';
console.log(`${runs} runs per scenario on ${server.db.kind}`);
await scenario('default view: 25 rows, default statuses and dates', `${list}?${defaultRange}`);
await scenario('default view, 100 rows per page', `${list}?${defaultRange}&perPage=100`);
await scenario('ten years, 100 rows, every default status', `${list}?${wideRange}&perPage=100`);
await scenario(
  'sorted by App ID ascending, 100 rows',
  `${list}?${wideRange}&perPage=100&order[]=credit_application_id`,
);
await scenario(
  'sorted by submitted date descending, 100 rows',
  `${list}?${wideRange}&perPage=100&order[]=-time_submitted`,
);
await scenario(
  'status DECLINE only, 100 rows',
  `${list}?${wideRange}&perPage=100&status[]=DECLINE`,
);
await scenario(
  'credit-sentry flagged, 100 rows',
  `${list}?${wideRange}&perPage=100&credit_sentry_flagged=true`,
);
await scenario(
  'merchant like-search "smith" (1 % of merchants), 100 rows',
  `${list}?${wideRange}&perPage=100&retailer_name=smith`,
);
await scenario(
  'merchant like-search "and" (43 % of merchants), 100 rows',
  `${list}?${wideRange}&perPage=100&retailer_name=and`,
);
await scenario(
  'historic (data-protection hidden), 100 rows',
  `${list}?${wideRange}&perPage=100&historic=true`,
);
await scenario(
  'lender user (lender 2 only), 100 rows',
  `${list}?${wideRange}&perPage=100`,
  tokens.lender,
);
await scenario('page 100 by OFFSET, 100 rows', `${list}?${wideRange}&perPage=100&page=100`);
await scenario('page 1,000 by OFFSET, 100 rows', `${list}?${wideRange}&perPage=100&page=1000`);
await keysetWalk(
  'keyset: next, next, … from page 1, 100 rows',
  `${list}?${wideRange}&perPage=100`,
  200,
);
await server.close();
