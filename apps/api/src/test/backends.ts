import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** A database URL for a fresh database, or undefined for an in-memory PGlite. */
  freshDatabase(): Promise<string | undefined>;
}

/** PGlite always; PostgreSQL 15 too when TEST_POSTGRES=1 (CI sets it). */
export function backends(): Backend[] {
  const list: Backend[] = [{ name: 'pglite', freshDatabase: async () => undefined }];
  if (process.env.TEST_POSTGRES !== '1') return list;
  let cluster: ThrowawayPostgres | undefined;
  let counter = 0;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  }, 60_000);
  afterAll(() => cluster?.stop());
  list.push({
    name: 'postgres',
    async freshDatabase() {
      if (!cluster) throw new Error('The PostgreSQL cluster did not start');
      counter += 1;
      const name = `bo_test_${process.pid}_${counter}`;
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return cluster.url.replace(/\/postgres$/, `/${name}`);
    },
  });
  return list;
}
