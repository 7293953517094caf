import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpEmbeddedDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { startThrowawayPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an embedded database with every migration applied (see harness.ts). */
    migratedDatabaseDump: string;
    /** The run's PostgreSQL cluster (TEST_POSTGRES=1), which backends() makes databases in. */
    postgresClusterUrl: string | undefined;
  }
}

/**
 * Migrates one embedded database for the whole run and leaves its dump in a file: each in-memory
 * test server starts as a copy of it instead of creating a cluster and running every migration,
 * which took most of a test server's start. Seeding stays per server, so the demo data is as fresh
 * as the test and its files are in the server's own store.
 *
 * With TEST_POSTGRES=1 it also starts the one PostgreSQL cluster the run's test files make their
 * databases in: a cluster per file cost an initdb and a start each (2–4 s). Tests that stop or
 * break a database server start a cluster of their own.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'bo-test-database-'));
  const file = join(dir, 'migrated.tar');
  const dump = await dumpEmbeddedDatabase(migrate);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedDatabaseDump', file);
  const cluster = process.env.TEST_POSTGRES === '1' ? await startThrowawayPostgres() : undefined;
  project.provide('postgresClusterUrl', cluster?.url);
  return async () => {
    cluster?.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
