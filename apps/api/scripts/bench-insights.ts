/**
 * Times the insight widgets' calls on an already seeded database, in process (no network): the
 * figure is the server's time for a request, from routing to the serialised response. Each
 * widget's call, for every period, as a service user (every lender) and as lender 2's user.
 *
 *   DATABASE_URL=postgres://… npx tsx --conditions=@backoffice/source scripts/bench-insights.ts [--runs 40]
 *
 * Seed the database first: `npx pnpm@10.34.8 --filter @backoffice/api seed -- --applications 1000000`.
 * The server migrates at start, so a database seeded before migration 0082 is backfilled then
 * (its time is printed).
 */
import { parseArgs } from 'node:util';
import { INSIGHT_PERIODS } from '@backoffice/domain/model';
import { readConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/seed/seed';
import { startServer } from '../src/server';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '40' } },
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
});
const runs = Number(values.runs);

process.env.JOBS = 'off';
const starting = Date.now();
const server = await startServer({ ...readConfig(), logLevel: 'warn', consoleDir: undefined });
const { app } = server;
console.log(
  `Started in ${((Date.now() - starting) / 1000).toFixed(1)} s, applying ${server.migrated.join(', ') || 'no migrations'}`,
);

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

async function scenario(name: string, url: string, token: string) {
  await timed(url, token); // warm the plan and the cache once
  const samples: number[] = [];
  let rows = 0;
  for (let run = 0; run < runs; run += 1) {
    const { ms, body } = await timed(url, token);
    samples.push(ms);
    rows = (body as { items: unknown[] }).items.length;
  }
  const sorted = samples.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(58)} rows ${String(rows).padStart(4)}  median ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms`,
  );
}

async function mostDecidedPolicy(token: string): Promise<number> {
  const { body } = await timed('/api/insights/credit-policies', token);
  const [busiest] = await server.db.query<{ credit_policy_id: number }>(
    `SELECT credit_policy_id FROM insight_policy_days
      WHERE credit_policy_id = ANY($1::int[])
      GROUP BY credit_policy_id ORDER BY sum(applications) DESC LIMIT 1`,
    [(body as { items: { credit_policy_id: number }[] }).items.map((p) => p.credit_policy_id)],
  );
  if (!busiest) throw new Error('No policy has decisions: seed the database first.');
  return busiest.credit_policy_id;
}

const [{ applications }] = (await server.db.query<{ applications: number }>(
  'SELECT count(*)::int AS applications FROM credit_applications',
)) as [{ applications: number }];
console.log(`${runs} runs per scenario on ${server.db.kind}, ${applications} applications`);

for (const [who, token] of Object.entries(tokens)) {
  const policy = await mostDecidedPolicy(token);
  await scenario(`${who}: policies to choose from`, '/api/insights/credit-policies', token);
  for (const days of INSIGHT_PERIODS) {
    const period = `period_days=${days}`;
    await scenario(
      `${who}: applications per day by loan type, ${days} days`,
      `/api/insights/applications-by-loan-type?${period}`,
      token,
    );
    await scenario(
      `${who}: acceptance rate (outcomes), ${days} days`,
      `/api/insights/outcomes?${period}`,
      token,
    );
    await scenario(
      `${who}: decline reasons of policy ${policy}, ${days} days`,
      `/api/insights/credit-policies/${policy}/decline-reasons?${period}`,
      token,
    );
    await scenario(
      `${who}: outcome by version of policy ${policy}, ${days} days`,
      `/api/insights/credit-policies/${policy}/outcomes-by-version?${period}`,
      token,
    );
  }
}
await server.close();
