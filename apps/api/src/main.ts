import { readConfig } from './config';
import { demoLogins, DEMO_PASSWORD } from './seed/seed';
import { startServer } from './server';

const config = readConfig();
const started = Date.now();
const server = await startServer(config);
const { app } = server;
app.log.info(
  {
    database: server.db.kind,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    seeded: server.seeded,
    migrated: server.migrated.length,
    ms: Date.now() - started,
  },
  'database ready',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    void server.shutDown(config.shutdownGraceMs).then(
      (outcome) => {
        app.log.info(outcome, 'shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const logins = demoLogins
  .map((login) => `  ${login.username.padEnd(8)} ${login.description}`)
  .join('\n');
console.log(
  `\nBack-office console ready at http://localhost:${config.port}/\n\nDemo logins (password ${DEMO_PASSWORD}):\n${logins}\n`,
);
