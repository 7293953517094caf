import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { isSeeded, seedDemo } from './seed/seed';

export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds the demo data on first start and builds the app. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  let seeded = false;
  if (!(await isSeeded(db))) {
    await seedDemo(db, config.seedSize);
    seeded = true;
  }
  const app = await buildApp(config, db);
  return {
    app,
    db,
    seeded,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
