import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const bin = '/usr/lib/postgresql/15/bin';

/** A TCP port free on loopback at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function asPostgres(command: string, args: string[]) {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  }
}

/** Runs one statement on its own connection, as an operator would, and returns its rows. */
export async function queryOnce<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}

export interface ThrowawayPostgres {
  url: string;
  /** Stops the server at once, as a crash or a failover would, keeping its data. */
  halt(): void;
  /** Starts it again on the same port after halt(). */
  restart(): void;
  /** Stops it and removes its data. */
  stop(): void;
}

/** Starts a PostgreSQL 15 cluster as the postgres user in a temp directory on a free port. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'bo-pg-'));
  chmodSync(dir, 0o777);
  execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  asPostgres('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const halt = () =>
    spawnSync('runuser', [
      '-u',
      'postgres',
      '--',
      join(bin, 'pg_ctl'),
      '-D',
      dataDir,
      '-w',
      '-m',
      'immediate',
      'stop',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt,
    restart: start,
    stop() {
      halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
