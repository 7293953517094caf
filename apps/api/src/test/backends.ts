import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { queryOnce } from './postgres';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** A database URL for a fresh database, or undefined for an in-memory PGlite. */
  freshDatabase(): Promise<string | undefined>;
}

/**
 * PGlite always; PostgreSQL 15 too when TEST_POSTGRES=1 (CI sets it). Each fresh PostgreSQL
 * database is a new database in the cluster the run's global set-up started, dropped when the
 * test file is done.
 */
export function backends(): Backend[] {
  const list: Backend[] = [{ name: 'pglite', freshDatabase: async () => undefined }];
  if (process.env.TEST_POSTGRES !== '1') return list;
  const clusterUrl = inject('postgresClusterUrl');
  if (!clusterUrl) throw new Error('TEST_POSTGRES=1, but the global set-up started no cluster');
  const created: string[] = [];
  // FORCE, because a server a failed test left open would otherwise keep its database.
  afterAll(async () => {
    for (const name of created) await queryOnce(clusterUrl, `DROP DATABASE ${name} WITH (FORCE)`);
  });
  list.push({
    name: 'postgres',
    async freshDatabase() {
      // Random, not counted: test files share the cluster, and a worker runs several in turn.
      const name = `bo_test_${randomBytes(8).toString('hex')}`;
      await queryOnce(clusterUrl, `CREATE DATABASE ${name}`);
      created.push(name);
      return clusterUrl.replace(/\/postgres$/, `/${name}`);
    },
  });
  return list;
}
