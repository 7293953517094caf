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
  /** The migrations this instance applied at start (none when another instance had). */
  migrated: string[];
  /** Waits for requests in flight and the job in hand, however long they take, then closes. */
  close(): Promise<void>;
  /**
   * Stops taking connections and jobs, waits up to `graceMs` for requests in flight and the job
   * in hand, then cuts what is left (releasing its job claim) and closes the database.
   */
  shutDown(graceMs: number): Promise<ShutdownOutcome>;
}

/** Everything finished within the grace period, or what was left was cut off. */
export interface ShutdownOutcome {
  drained: boolean;
  /** The jobs put back in the queue for another instance because they did not finish in time. */
  releasedJobs: number[];
}

/**
 * Stops an app and its worker as SIGTERM asks: Fastify stops listening, closes idle keep-alive
 * connections and answers 503 to requests that arrive on busy ones while those in flight finish;
 * the worker starts no further job. Without `graceMs` it waits for all of that; with it, once the
 * grace is over the remaining connections are closed and the job in hand is queued again.
 */
export async function shutDownServer(
  { app, worker, db }: { app: FastifyInstance; worker: JobWorker | null; db: Database },
  graceMs?: number,
): Promise<ShutdownOutcome> {
  const drained = Promise.all([app.close(), worker?.stop()]).then(() => true);
  let graceTimer: NodeJS.Timeout | undefined;
  const inTime =
    graceMs === undefined
      ? await drained
      : await Promise.race([
          drained,
          new Promise<false>((resolve) => {
            graceTimer = setTimeout(() => resolve(false), graceMs);
          }),
        ]);
  clearTimeout(graceTimer);
  let releasedJobs: number[] = [];
  if (!inTime) {
    app.server.closeAllConnections();
    releasedJobs = (await worker?.releaseClaims()) ?? [];
  }
  await db.close();
  return { drained: inTime, releasedJobs };
}

/** The advisory lock instances take turns on to migrate and seed (any fixed number of ours). */
const STARTUP_LOCK_KEY = 0x6b6f_0001;

/**
 * Opens the database, migrates, seeds the demo data on first start and builds the app. Instances
 * starting together on one database migrate and seed one at a time: the first does the work, the
 * others then find nothing left to do.
 */
export async function startServer(
  config: ServerConfig,
  logStream?: { write(line: string): void },
): Promise<RunningServer> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    startFrom: config.embeddedDatabaseDump,
  });
  const storage = await storageFor(config.dataDir, config.s3);
  const { migrated, seeded } = await db.exclusively(STARTUP_LOCK_KEY, async () => {
    const applied = await migrate(db);
    if (await isSeeded(db)) return { migrated: applied, seeded: false };
    await seedDemo(db, config.seedSize, { storage });
    return { migrated: applied, seeded: true };
  });
  const app = await buildApp(config, db, storage, logStream);
  const worker = config.jobsEnabled
    ? startJobWorker({ db, storage, config, log: app.log, pollMs: config.jobsPollMs })
    : null;
  // A throwaway file store (no data directory) goes with the server, however it stops.
  const shutDown = async (graceMs?: number) => {
    const outcome = await shutDownServer({ app, worker, db }, graceMs);
    await storage.discard?.();
    return outcome;
  };
  return {
    app,
    config,
    db,
    storage,
    worker,
    seeded,
    migrated,
    async close() {
      await shutDown();
    },
    shutDown,
  };
}
