import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { readConfig, systemClock, type Clock } from '../config';
import type { JobContext } from '../jobs/worker';
import { startServer, type RunningServer } from '../server';
import { DEMO_PASSWORD } from '../seed/seed';

export interface TestApi {
  server: RunningServer;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Signs in with the password grant; `refreshCookie` is the Cookie header a browser would send back. */
  signIn(
    username: string,
    password?: string,
  ): Promise<{ access_token: string; user_id: number; refreshCookie: string }>;
  /** The emails sent to `recipient` (MAIL_DIR), oldest first, as their full text. */
  mailTo(recipient: string): Promise<string[]>;
  /** Adds a read-only user with the demo password, so that a test can change it freely. */
  addUser(username: string): Promise<number>;
  close(): Promise<void>;
}

let migratedDatabase: Promise<Blob> | undefined;

/** The migrated embedded database of the run (globalSetup.ts), read once per test file. */
function migratedDatabaseDump() {
  migratedDatabase ??= readFile(inject('migratedDatabaseDump')).then((bytes) => new Blob([bytes]));
  return migratedDatabase;
}

/** A server on a fresh database with the demo seed; responses that break the contract fail. */
export async function startTestApi(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** Receives the server's log lines (at info level) instead of discarding them. */
  logStream?: { write(line: string): void };
  /** The sessions' and sign-in's clock, for tests that move time on instead of waiting. */
  clock?: Clock;
  /** A built console to serve; by default none. */
  consoleDir?: string;
}): Promise<TestApi> {
  const mailDir = await mkdtemp(join(tmpdir(), 'bo-test-mail-'));
  const server = await startServer(
    {
      ...readConfig({}),
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      embeddedDatabaseDump:
        options.databaseUrl || options.dataDir ? undefined : await migratedDatabaseDump(),
      logLevel: options.logStream ? 'info' : 'silent',
      mailDir,
      // The tests address their reports to example.com.
      exportRecipientDomains: ['example.com'],
      clock: options.clock ?? systemClock,
      consoleDir: options.consoleDir,
      strictResponses: true,
      // No job worker polls in the background of a test: a test that runs jobs runs them itself
      // (runJobsByHand) or starts a worker of its own, so nothing races it for a job.
      jobsEnabled: false,
      // Small, so that each test server starts in seconds; the demo size is checked by the seed's own test.
      seedSize: { merchants: 30, applications: 150 },
    },
    options.logStream,
  );
  const request = (injectOptions: InjectOptions) => server.app.inject(injectOptions);
  return {
    server,
    request,
    async signIn(username, password = DEMO_PASSWORD) {
      const response = await request({
        method: 'POST',
        url: '/api/request-token',
        payload: { grant_type: 'password', client_id: 'backoffice', username, password },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return {
        ...response.json<{ access_token: string; user_id: number }>(),
        refreshCookie: cookieHeaderOf(response),
      };
    },
    async addUser(username) {
      const [row] = await server.db.query<{ user_id: number }>(
        `INSERT INTO users (organisation_id, group_id, username, first_name, last_name, email,
                            user_type, service_user_id, password_hash)
         SELECT organisation_id, group_id, $1, 'Test', 'User', $1 || '@example.com',
                user_type, service_user_id, password_hash
           FROM users WHERE username = 'viewer'
         RETURNING user_id`,
        [username],
      );
      return row!.user_id;
    },
    async mailTo(recipient) {
      const messages = await Promise.all(
        (await readdir(mailDir)).sort().map((name) => readFile(join(mailDir, name), 'utf8')),
      );
      return messages.filter((message) => message.includes(`\nTo: ${recipient}\n`));
    },
    async close() {
      await server.close();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A signature with its first character changed, always to a different one: replacing it with a
 * fixed letter leaves it valid whenever it already starts with that letter (one run in 64).
 */
export function alteredSignature(signature: string): string {
  return `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
}

/** A signed address whose signature no longer matches it. */
export function withTamperedSignature(url: string): string {
  return url.replace(
    /(signature=)([^&]+)/,
    (_match, key: string, signature: string) => `${key}${alteredSignature(signature)}`,
  );
}

/** The Cookie header a browser would send back after this response's Set-Cookie. */
export function cookieHeaderOf(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return first?.split(';')[0] ?? '';
}

/**
 * A clock a test moves on instead of waiting. Each reading is a millisecond after the last, so
 * that events keep their order however fast they follow each other.
 */
export function testClock(start = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date((now += 1)),
    advance(ms) {
      now += ms;
    },
  };
}

/**
 * What a test needs to run the server's jobs itself, one at a time, so that it knows when each
 * one is done (test servers run no worker of their own).
 */
export function runJobsByHand(api: TestApi): JobContext {
  return {
    db: api.server.db,
    storage: api.server.storage,
    config: { ...api.server.config, publicUrl: 'https://console.example' },
    workerId: 'test',
  };
}
