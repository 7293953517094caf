import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { startJobWorker, type JobWorker } from './jobs/worker';
import { isSeeded, seedDemo } from './seed/seed';
import { storageFor, type FileStorage } from './storage/fileStorage';

export interface RunningServer {
  app: FastifyInstance;
  config: ServerConfig;
  db: Database;
  storage: FileStorage;
  /** Runs exports, scheduled reports and settlement files; null when JOBS=off. */
  worker: JobWorker | null;
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds the demo data on first start and builds the app. */
export async function startServer(
  config: ServerConfig,
  logStream?: { write(line: string): void },
): Promise<RunningServer> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  const storage = await storageFor(config.dataDir, config.s3);
  let seeded = false;
  if (!(await isSeeded(db))) {
    await seedDemo(db, config.seedSize, { storage });
    seeded = true;
  }
  const app = await buildApp(config, db, storage, logStream);
  const worker = config.jobsEnabled
    ? startJobWorker({ db, storage, config, log: app.log, pollMs: config.jobsPollMs })
    : null;
  return {
    app,
    config,
    db,
    storage,
    worker,
    seeded,
    async close() {
      // The job in hand finishes before the database closes under it.
      await worker?.stop();
      await app.close();
      await db.close();
    },
  };
}
