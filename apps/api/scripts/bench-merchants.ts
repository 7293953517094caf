/**
 * Times the merchant list and New Merchants on an already seeded database, in process (no
 * network): the figure is the server's time for a request, from routing to the serialised
 * response. Beside the wall time it reports the CPU time spent on a request by this process and,
 * when the database runs on this machine, by its PostgreSQL backends (read from /proc): on a
 * machine busy with other work the wall time waits for a CPU, the CPU time does not. A credit
 * application list scenario runs too, as a reference measured in the same conditions.
 *
 *   DATABASE_URL=postgres://… npx tsx --conditions=@backoffice/source scripts/bench-merchants.ts [--runs 40]
 *
 * Seed the database first: `npx pnpm@10.34.8 --filter @backoffice/api seed -- --merchants 50000`.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  creditApplicationReportDefaults,
  defaultApplicationLenderStatuses,
  defaultMerchantStatuses,
  merchantListDefaults,
} from '@backoffice/domain/model';
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
const defaults = merchantListDefaults('merchants', 'service_user', new Date()).filters;
const dates = `date_from=${String(defaults.date_from)}&date_to=${String(defaults.date_to)}`;
const list = (statuses: readonly string[]) =>
  `${dates}&perPage=100${statuses.map((status) => `&account_status[]=${status}`).join('')}`;
const lenderStatuses = (statuses: readonly string[]) =>
  statuses.map((status) => `&lender_status[]=${encodeURIComponent(status)}`).join('');

/** CPU milliseconds of this database's backends so far, or null when /proc cannot show them. */
async function databaseCpuMs(): Promise<number | null> {
  if (server.db.kind !== 'postgres') return null;
  const rows = await server.db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  );
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat are user and system time in clock ticks.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

async function timed(
  url: string,
  token: string,
): Promise<{ ms: number; cpuMs: number; body: unknown }> {
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const used = process.cpuUsage(cpu);
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return { ms, cpuMs: (used.user + used.system) / 1000, body: response.json() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface ListBody {
  _embedded: { items: unknown[] };
  _links: { next?: { href: string } };
  meta: { total: number; total_capped?: boolean };
}

interface Samples {
  wall: number[];
  nodeCpu: number[];
  /** The backends' CPU over all the runs (their clock ticks are too coarse for one request). */
  databaseCpu: number | null;
}

function report(name: string, samples: Samples, body: ListBody) {
  const wall = [...samples.wall].sort((a, b) => a - b);
  const node = [...samples.nodeCpu].sort((a, b) => a - b);
  const total = `${body.meta.total}${body.meta.total_capped ? '+' : ''}`;
  const database =
    samples.databaseCpu === null
      ? ''
      : `  PostgreSQL CPU mean ${(samples.databaseCpu / samples.wall.length).toFixed(1).padStart(5)} ms`;
  console.log(
    `${name.padEnd(66)} rows ${String(body._embedded.items.length).padStart(3)} of ${total.padStart(6)}  wall median ${percentile(wall, 50).toFixed(1).padStart(6)} p95 ${percentile(wall, 95).toFixed(1).padStart(6)} ms  node CPU median ${percentile(node, 50).toFixed(1).padStart(5)} p95 ${percentile(node, 95).toFixed(1).padStart(5)} ms${database}`,
  );
}

/** Times `runs` requests, each to the URL `next` names after the answer before (stops on none). */
async function measure(
  next: (previous: ListBody | undefined) => string | undefined,
  token: string,
) {
  const samples: Samples = { wall: [], nodeCpu: [], databaseCpu: null };
  const databaseBefore = await databaseCpuMs();
  let body: ListBody | undefined;
  for (let run = 0; run < runs; run += 1) {
    const url = next(body);
    if (!url) break;
    const result = await timed(url, token);
    samples.wall.push(result.ms);
    samples.nodeCpu.push(result.cpuMs);
    body = result.body as ListBody;
  }
  const databaseAfter = await databaseCpuMs();
  if (databaseBefore !== null && databaseAfter !== null) {
    samples.databaseCpu = databaseAfter - databaseBefore;
  }
  return { samples, body: body! };
}

async function scenario(name: string, url: string, token = tokens.admin) {
  await timed(url, token); // warm the plan and the cache once
  const { samples, body } = await measure(() => url, token);
  report(name, samples, body);
}

/** Follows `next` cursors from the first page, timing every page on the way down. */
async function keysetWalk(name: string, url: string) {
  const { samples, body } = await measure(
    (previous) =>
      previous === undefined
        ? url
        : previous._links.next
          ? `/api${previous._links.next.href}`
          : undefined,
    tokens.admin,
  );
  report(`${name} (${samples.wall.length} pages)`, samples, body);
}

const [manager] = await server.db.query<{ id: number }>(
  `SELECT account_manager_user_id AS id FROM retailers WHERE account_manager_user_id IS NOT NULL
    GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
);
const merchants = '/api/retailers';
const applications = '/api/retailer-applications';
const creditDefaults = creditApplicationReportDefaults(new Date()).filters;
console.log(`${runs} runs per scenario on ${server.db.kind}`);
await scenario(
  'reference: credit application list, default view, 100 rows',
  `/api/credit-applications?date_from=${String(creditDefaults.date_from)}&date_to=${String(creditDefaults.date_to)}&perPage=100`,
);
await scenario(
  'Merchants, default view (live + provisional), staff',
  `${merchants}?${list(defaultMerchantStatuses('service_user'))}`,
);
await scenario(
  'Merchants, default view (live), lender 2',
  `${merchants}?${list(defaultMerchantStatuses('lender'))}`,
  tokens.lender,
);
await scenario(
  'New Merchants, default view (Not set, PENDING, INFO NEEDED), staff',
  `${applications}?${list([])}${lenderStatuses(defaultApplicationLenderStatuses('service_user'))}`,
);
await scenario(
  'New Merchants, default view (PENDING, INFO NEEDED, COND.), lender',
  `${applications}?${list([])}${lenderStatuses(defaultApplicationLenderStatuses('lender'))}`,
  tokens.lender,
);
await scenario('status filter: rejected only', `${merchants}?${list(['rejected'])}`);
await scenario(
  'status filter: suspended-trading only',
  `${merchants}?${list(['suspended-trading'])}`,
);
await scenario(
  'account manager filter (one manager)',
  `${merchants}?${list(['live', 'provisional'])}&account_manager_id[]=${manager!.id}`,
);
await scenario(
  'product package filter (one package)',
  `${merchants}?${list(['live', 'provisional'])}&product_package_id[]=2`,
);
await scenario(
  'decision policy filter (one policy), lender',
  `${merchants}?${list(['live'])}&decision_policy_id[]=3`,
  tokens.lender,
);
await scenario(
  'lender status filter: APPROVED',
  `${merchants}?${list(['live', 'provisional'])}${lenderStatuses(['APPROVED'])}`,
);
await scenario(
  'lender status filter: Not set',
  `${merchants}?${list([])}${lenderStatuses(['null'])}`,
);
await scenario('like-search "smith" on name, every status', `${merchants}?${list([])}&name=smith`);
await scenario('like-search "and" on name, every status', `${merchants}?${list([])}&name=and`);
await scenario('like-search "zzq" (no match), every status', `${merchants}?${list([])}&name=zzq`);
await scenario('retailer id typed in the search', `${merchants}?${list([])}&name=12345`);
await scenario('sorted by name', `${merchants}?${list(['live', 'provisional'])}&order[]=name`);
await scenario(
  'sorted by id ascending, page 50 (OFFSET)',
  `${merchants}?${list([])}&order[]=retailer_id&page=50`,
);
await scenario(
  'quick view notes asked for (fields[]=notes)',
  `${merchants}?${list(defaultMerchantStatuses('service_user'))}&fields[]=notes`,
);
await keysetWalk('keyset: next, next, … from page 1, every status', `${merchants}?${list([])}`);
await server.close();
