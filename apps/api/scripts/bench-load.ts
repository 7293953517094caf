/**
 * The API under load: 50 connections over loopback with autocannon, each sending a mix of
 * browser-like reads (credit application list pages, application details, quick searches and
 * the navigation) with the demo users' real bearer tokens, against the compiled server as
 * `npm start` runs it (production mode, jobs off), for a bounded time. Then quick search alone,
 * one request at a time, for its p95.
 *
 * On PostgreSQL the load is spread over `--instances` server processes on the one database (each
 * with its share of the connections, as behind a load balancer); on the embedded PGlite one
 * process serves it (its database is the process's own).
 *
 *   npx pnpm@10.34.8 --filter @backoffice/api bench:load [-- --instances 2 --duration 30]
 *
 * Without DATABASE_URL it starts a throwaway PostgreSQL 15 cluster (as root, from
 * /usr/lib/postgresql/15/bin, like the PostgreSQL tests), seeds it with `--applications`
 * (default 1,000,000) and `--merchants` (50,000) through the seed command (COPY), and removes it
 * at the end; with DATABASE_URL it uses that database, seeded beforehand. `--database pglite`
 * (or `both`, the default) runs the same mix on a fresh embedded database with the demo seed.
 * Build first (`npx pnpm@10.34.8 build`): the servers run `dist/main.js`. `--cpu-prof-dir DIR`
 * has each server write a V8 CPU profile there when it stops (open it in Chrome's DevTools).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { creditApplicationReportDefaults } from '@backoffice/domain/model';
import { DEMO_PASSWORD } from '../src/seed/seed';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from '../src/test/postgres';
import { ServerProcess } from '../src/test/serverProcess';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    database: { type: 'string', default: 'both' },
    instances: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '30' },
    applications: { type: 'string', default: '1000000' },
    merchants: { type: 'string', default: '50000' },
    'search-runs': { type: 'string', default: '200' },
    'cpu-prof-dir': { type: 'string' },
  },
});
const instanceCount = Number(values.instances);
const connections = Number(values.connections);
const durationSeconds = Number(values.duration);
const searchRuns = Number(values['search-runs']);
const apiDir = join(import.meta.dirname, '..');
if (!existsSync(join(apiDir, 'dist', 'main.js'))) {
  throw new Error('apps/api/dist/main.js is missing: run `npx pnpm@10.34.8 build` first');
}

const targets = { requestsPerSecond: 1000, p95Ms: 100, searchP95Ms: 30 };
const failures: string[] = [];
const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(' / ');

type Kind = 'list' | 'detail' | 'search' | 'navigation';
/** How often each kind comes in the mix, out of 10. */
const mix: Record<Kind, number> = { list: 3, detail: 3, search: 2, navigation: 2 };
const users = ['admin', 'lender', 'viewer'] as const;
/** A browser's; the server compresses answers of 1 KiB or more, as it does for the console. */
const acceptEncoding = 'gzip, deflate, br';

interface Caller {
  token: string;
  detailIds: number[];
}

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/request-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: 'backoffice',
      username,
      password: DEMO_PASSWORD,
    }),
  });
  if (response.status !== 200) throw new Error(`${username} could not sign in: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const listDefaults = creditApplicationReportDefaults(new Date()).filters;
const defaultList = `/api/credit-applications?date_from=${String(listDefaults.date_from)}&date_to=${String(listDefaults.date_to)}`;

/** The applications each user may open: the first 100 of their default list. */
async function callers(url: string): Promise<Caller[]> {
  return Promise.all(
    users.map(async (username) => {
      const token = await signIn(url, username);
      const response = await fetch(`${url}${defaultList}&perPage=100`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as {
        _embedded: { items: { credit_application_id: number }[] };
      };
      const detailIds = body._embedded.items.map((item) => item.credit_application_id);
      if (!detailIds.length) throw new Error(`${username} sees no applications`);
      return { token, detailIds };
    }),
  );
}

/**
 * Surnames, merchant words, ids, a full name's start and an email domain: some rare, some the
 * start of a hundred thousand words ("mar", "gmail.com").
 */
const searchTerms = [
  'smith',
  'jones',
  'taylor',
  'williams',
  'brown',
  'and',
  'ltd',
  'sons',
  '1234',
  'mar',
  'sch',
  'maria s',
  'gmail.com',
  'ondr',
  'wer',
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const kinds = (Object.entries(mix) as [Kind, number][]).flatMap(([kind, weight]) =>
  Array.from({ length: weight }, () => kind),
);

function pathFor(kind: Kind, caller: Caller): string {
  switch (kind) {
    case 'list':
      return Math.random() < 0.5 ? defaultList : `${defaultList}&perPage=100`;
    case 'detail':
      return `/api/credit-applications/${pick(caller.detailIds)}`;
    case 'search':
      return `/api/search/${encodeURIComponent(pick(searchTerms))}`;
    case 'navigation':
      return '/api/navigation';
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

/** CPU milliseconds the processes have used so far (user + system, from /proc). */
function cpuMsOf(pids: readonly number[]): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const pid of pids) {
    // Fields 14 and 15 of /proc/<pid>/stat are user and system time in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** The PostgreSQL backends serving the database, when it runs on this machine. */
async function backendPids(databaseUrl: string | undefined): Promise<number[]> {
  if (!databaseUrl) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid).filter((pid) => existsSync(`/proc/${pid}/stat`));
  } finally {
    await client.end();
  }
}

interface Timing {
  kind: Kind;
  started: number;
}

/**
 * One autocannon run per server, all at once, each with its share of the connections. Beside the
 * wall times it reports the CPU time per request of the servers, of PostgreSQL's backends and of
 * autocannon itself: on a machine busy with other work the wall time waits for a CPU, the CPU
 * time does not, and two cores give 2,000 CPU ms a second to share among the three.
 */
async function mixedLoad(label: string, instances: ServerProcess[], databaseUrl?: string) {
  const urls = instances.map((instance) => instance.url);
  const serverPids = instances.map((instance) => instance.pid!);
  const byKind = new Map<Kind, number[]>(kinds.map((kind) => [kind, []]));
  const failed = new Map<string, number>();
  const perServer = await Promise.all(
    urls.map(async (url) => ({ url, callers: await callers(url) })),
  );
  const databasePids = await backendPids(databaseUrl);
  const cpuBefore = {
    servers: cpuMsOf(serverPids),
    database: cpuMsOf(databasePids),
    client: process.cpuUsage(),
  };
  const loadBefore = load();
  const started = performance.now();
  const results = await Promise.all(
    perServer.map(({ url, callers: signedIn }, index) =>
      autocannon({
        url,
        connections:
          Math.floor(connections / urls.length) + (index < connections % urls.length ? 1 : 0),
        duration: durationSeconds,
        requests: [
          {
            setupRequest: (request, context) => {
              const caller = pick(signedIn);
              const kind = pick(kinds);
              Object.assign(context, { kind, started: performance.now() } satisfies Timing);
              return {
                ...request,
                method: 'GET',
                path: pathFor(kind, caller),
                headers: {
                  authorization: `Bearer ${caller.token}`,
                  'accept-encoding': acceptEncoding,
                },
              };
            },
            onResponse: (status, _body, context) => {
              const { kind, started: sent } = context as Timing;
              byKind.get(kind)!.push(performance.now() - sent);
              if (status !== 200) {
                failed.set(`${kind} ${status}`, (failed.get(`${kind} ${status}`) ?? 0) + 1);
              }
            },
          },
        ],
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(cpuBefore.client);
  const cpu = {
    servers: cpuMsOf(serverPids) - cpuBefore.servers,
    database: cpuMsOf(databasePids) - cpuBefore.database,
    client: (clientCpu.user + clientCpu.system) / 1000,
  };
  const all = [...byKind.values()].flat().sort((a, b) => a - b);
  const requestsPerSecond = all.length / seconds;
  const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0);
  console.log(
    `\n${label}: ${connections} connections over ${urls.length} server process(es), ${seconds.toFixed(1)} s, load average before ${loadBefore}, after ${load()}`,
  );
  console.log(
    `  all           ${String(all.length).padStart(7)} requests  ${requestsPerSecond.toFixed(0).padStart(5)} req/s  median ${percentile(all, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(all, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(all, 99).toFixed(1).padStart(6)} ms`,
  );
  const perRequest = (ms: number) => (all.length ? ms / all.length : 0).toFixed(2);
  console.log(
    `  CPU per request: servers ${perRequest(cpu.servers)} ms, PostgreSQL ${databaseUrl ? `${perRequest(cpu.database)} ms` : 'in the server (PGlite)'}, autocannon ${perRequest(cpu.client)} ms`,
  );
  for (const [kind, samples] of byKind) {
    const sorted = samples.sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(13)} ${String(sorted.length).padStart(7)} requests  ${(sorted.length / seconds).toFixed(0).padStart(5)} req/s  median ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms`,
    );
  }
  if (failed.size || errors) {
    failures.push(
      `${label}: ${errors} connection errors or timeouts, answers ${[...failed].map(([what, count]) => `${what} × ${count}`).join(', ')}`,
    );
  }
  return { requestsPerSecond, p95: percentile(all, 95) };
}

/** Quick search alone, one request at a time: the server's time plus a loopback round trip. */
async function searchAlone(label: string, url: string) {
  const token = await signIn(url, 'admin');
  const samples: number[] = [];
  for (let run = 0; run < searchRuns; run += 1) {
    const term = searchTerms[run % searchTerms.length]!;
    const sent = performance.now();
    const response = await fetch(`${url}/api/search/${encodeURIComponent(term)}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding },
    });
    await response.arrayBuffer();
    if (run >= searchTerms.length) samples.push(performance.now() - sent); // the first round warms
    if (response.status !== 200) throw new Error(`search ${term}: ${response.status}`);
  }
  const sorted = samples.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(
    `${label}: quick search alone, ${sorted.length} requests over ${searchTerms.length} terms: median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (load average ${load()})`,
  );
  return p95;
}

async function startInstances(count: number, env: Record<string, string>) {
  const started: ServerProcess[] = [];
  // One after the other: the first migrates (and seeds an empty database), the others find it ready.
  for (let index = 0; index < count; index += 1) {
    const port = await freePort();
    const instance = new ServerProcess(
      `http://127.0.0.1:${port}`,
      { ...env, HOST: '127.0.0.1', PORT: String(port), JOBS: 'off', LOG_LEVEL: 'warn' },
      {
        compiled: true,
        nodeArguments: values['cpu-prof-dir']
          ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof-dir']}`]
          : [],
      },
    );
    started.push(instance);
    await instance.printed('Back-office console ready');
  }
  return started;
}

function seed(databaseUrl: string, dataDir: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@backoffice/source',
        'src/seed/cli.ts',
        '--applications',
        values.applications,
        '--merchants',
        values.merchants,
      ],
      {
        cwd: apiDir,
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
        stdio: 'inherit',
      },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the seed exited with ${code}`)),
    );
  });
}

async function onPostgres() {
  let cluster: ThrowawayPostgres | undefined;
  const storageDir = mkdtempSync(join(tmpdir(), 'bo-load-bench-'));
  const instances: ServerProcess[] = [];
  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      cluster = await startThrowawayPostgres();
      databaseUrl = cluster.url;
      const seedStarted = performance.now();
      console.log(
        `Seeding ${values.applications} applications and ${values.merchants} merchants (load average ${load()})…`,
      );
      await seed(databaseUrl, storageDir);
      console.log(`Seeded in ${((performance.now() - seedStarted) / 60_000).toFixed(1)} min.`);
    }
    instances.push(
      ...(await startInstances(instanceCount, { DATABASE_URL: databaseUrl, DATA_DIR: storageDir })),
    );
    const label = `PostgreSQL, ${instanceCount} instance(s)`;
    const { requestsPerSecond, p95 } = await mixedLoad(label, instances, databaseUrl);
    if (requestsPerSecond < targets.requestsPerSecond || p95 > targets.p95Ms) {
      failures.push(
        `${label}: ${requestsPerSecond.toFixed(0)} req/s at p95 ${p95.toFixed(1)} ms (target ≥ ${targets.requestsPerSecond} at ≤ ${targets.p95Ms} ms)`,
      );
    }
    const searchP95 = await searchAlone('PostgreSQL', instances[0]!.url);
    if (searchP95 > targets.searchP95Ms) {
      failures.push(
        `quick search p95 ${searchP95.toFixed(1)} ms (target ≤ ${targets.searchP95Ms})`,
      );
    }
  } finally {
    for (const instance of instances) await instance.kill('SIGTERM');
    cluster?.stop();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-load-bench-pglite-'));
  const instances: ServerProcess[] = [];
  try {
    // A fresh embedded database: the first start loads the demo data.
    instances.push(...(await startInstances(1, { DATA_DIR: dataDir, DATABASE_URL: '' })));
    await mixedLoad('PGlite (demo data), 1 instance', instances);
    await searchAlone('PGlite', instances[0]!.url);
  } finally {
    for (const instance of instances) await instance.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`load average at start (1 / 5 / 15 min): ${load()}`);
if (values.database !== 'pglite') await onPostgres();
if (values.database !== 'postgres') await onPglite();
console.log(`\nload average at end (1 / 5 / 15 min): ${load()}`);
if (failures.length) {
  console.log(`\nMissed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
