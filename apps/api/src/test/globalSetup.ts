import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpEmbeddedDatabase } from '../db/database';
import { migrate } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an embedded database with every migration applied (see harness.ts). */
    migratedDatabaseDump: string;
  }
}

/**
 * Migrates one embedded database for the whole run and leaves its dump in a file: each in-memory
 * test server starts as a copy of it instead of creating a cluster and running every migration,
 * which took most of a test server's start. Seeding stays per server, so the demo data is as fresh
 * as the test and its files are in the server's own store.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'bo-test-database-'));
  const file = join(dir, 'migrated.tar');
  const dump = await dumpEmbeddedDatabase(migrate);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedDatabaseDump', file);
  return () => rm(dir, { recursive: true, force: true });
}
