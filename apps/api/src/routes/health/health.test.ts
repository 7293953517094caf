import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { openDatabase, type Database } from '../../db/database';
import { migrationVersions } from '../../db/migrate';
import { startTestApi, type TestApi } from '../../test/harness';
import { freePort } from '../../test/postgres';

describe('GET /api/ready', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({});
  });
  afterAll(() => api?.close());

  /** Answers /api/ready from an app on `db`, sharing the test server's storage. */
  async function readinessOn(db: Database) {
    const app = await buildApp(
      { ...readConfig({}), logLevel: 'silent', strictResponses: true },
      db,
      api.server.storage,
    );
    try {
      return await app.inject({ method: 'GET', url: '/api/ready' });
    } finally {
      await app.close();
    }
  }

  it('answers 200 ready on a reachable database holding every migration', async () => {
    const response = await api.request({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 ERR_MIGRATIONS_PENDING while the database lacks a migration', async () => {
    const newest = migrationVersions().at(-1)!;
    const [applied] = await api.server.db.query<{ applied_at: string }>(
      'DELETE FROM schema_migrations WHERE version = $1 RETURNING applied_at::text',
      [newest],
    );
    try {
      const response = await api.request({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toEqual({
        code: 'ERR_MIGRATIONS_PENDING',
        message: 'The database lacks 1 migration this server needs.',
      });
    } finally {
      await api.server.db.query(
        'INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2::timestamptz)',
        [newest, applied!.applied_at],
      );
    }
    expect((await api.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 ERR_MIGRATIONS_PENDING on a database never migrated', async () => {
    const empty = await openDatabase({ databaseUrl: undefined, dataDir: undefined });
    try {
      const response = await readinessOn(empty);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('ERR_MIGRATIONS_PENDING');
      expect(response.json().error.message).toBe(
        `The database lacks ${migrationVersions().length} migrations this server needs.`,
      );
    } finally {
      await empty.close();
    }
  });

  it('answers 503 ERR_SERVICE_UNAVAILABLE while the database is unreachable', async () => {
    // Nothing listens on a port just found free: every connection is refused.
    const unreachable = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
      dataDir: undefined,
    });
    try {
      const response = await readinessOn(unreachable);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().error.code).toBe('ERR_SERVICE_UNAVAILABLE');
    } finally {
      await unreachable.close();
    }
  });

  it('answers /api/health 200 whatever the database, for liveness', async () => {
    const unreachable = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
      dataDir: undefined,
    });
    const app = await buildApp(
      { ...readConfig({}), logLevel: 'silent', strictResponses: true },
      unreachable,
      api.server.storage,
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
