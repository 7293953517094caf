import { buildApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}/`;
console.log(`\nBack-office console ready at ${url}\n`);
