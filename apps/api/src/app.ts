import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';

function builtConsoleDir(config: ServerConfig): string | undefined {
  if (config.consoleDir) return config.consoleDir;
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('@backoffice/console/package.json')), 'dist');
  return existsSync(join(dir, 'index.html')) ? dir : undefined;
}

/** Builds the HTTP server: the API under /api and the built console, with SPA fallback. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
  });

  app.get('/api/health', async () => ({ status: 'ok' as const }));

  const consoleDir = builtConsoleDir(config);
  if (consoleDir) {
    await app.register(fastifyStatic, { root: consoleDir, wildcard: false });
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return reply.code(404).send({ error: { code: 'ERR_NOT_FOUND', message: 'Not found' } });
      }
      return reply.sendFile('index.html');
    });
  }
  return app;
}
