import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { compressAnswers } from './http/compression';
import {
  contentSecurityPolicyFor,
  securityHeaders,
  serveConsole,
  STRICT_TRANSPORT_SECURITY,
} from './http/consoleAssets';
import { readMultipartForm, sharedContract } from './http/contract';
import { HttpError } from './http/errors';
import { redactUrl, safeRequestId } from './http/redaction';
import { RETRY_AFTER_SECONDS, unavailable } from './http/unavailable';
import { registerOperations } from './http/register';
import { assignmentHandlers } from './routes/assignments/assignments';
import { auditTrailHandlers } from './routes/audit/auditTrail';
import { creditApplicationHandlers } from './routes/credit-applications';
import { approvalHandlers } from './routes/approvals/approvals';
import { applicationApprovalHandlers } from './routes/approvals/applicationChanges';
import { creditPolicyModuleHandlers } from './routes/credit-policies/modules';
import { creditPolicyHandlers } from './routes/credit-policies/policies';
import { documentHandlers } from './routes/documents/documents';
import { exportHandlers } from './routes/exports';
import { fraudWatchListHandlers } from './routes/fraud-watch-lists';
import { healthHandlers } from './routes/health/health';
import { lenderHandlers } from './routes/lenders/lenders';
import { rateCardHandlers } from './routes/rate-cards';
import { reportViewHandlers } from './routes/report-views/reportViews';
import { retailerDiagnosticHandlers } from './routes/retailer-diagnostics/retailerDiagnostics';
import { retailerHandlers } from './routes/retailers';
import { searchHandlers } from './routes/search/search';
import { settlementServiceHandlers } from './routes/settlement';
import { sessionHandlers } from './routes/session/session';
import { historyHandlers, shellHandlers } from './routes/shell/shell';
import { userManagementHandlers } from './routes/users/management';
import { insightHandlers } from './routes/insights/insights';
import { workQueueHandlers } from './routes/work-queues/workQueues';
import { storageFor, type FileStorage } from './storage/fileStorage';
import { UPLOAD_MAX_BYTES, uploadBeforeBodyChecks, uploadHandlers } from './routes/uploads';
import { contactDetailsHandlers, userHandlers } from './routes/users/users';

function builtConsoleDir(config: ServerConfig): string | undefined {
  if (config.consoleDir) return config.consoleDir;
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('@backoffice/console/package.json')), 'dist');
  return existsSync(join(dir, 'index.html')) ? dir : undefined;
}

export const handlers = {
  ...healthHandlers,
  ...sessionHandlers,
  ...userHandlers,
  ...userManagementHandlers,
  ...contactDetailsHandlers,
  ...shellHandlers,
  ...historyHandlers,
  ...searchHandlers,
  ...assignmentHandlers,
  ...uploadHandlers,
  ...creditPolicyHandlers,
  ...creditPolicyModuleHandlers,
  ...creditApplicationHandlers,
  ...exportHandlers,
  ...reportViewHandlers,
  ...retailerHandlers,
  ...retailerDiagnosticHandlers,
  ...fraudWatchListHandlers,
  ...settlementServiceHandlers,
  ...documentHandlers,
  ...lenderHandlers,
  ...rateCardHandlers,
  ...workQueueHandlers,
  ...insightHandlers,
  ...approvalHandlers,
  ...applicationApprovalHandlers,
  ...auditTrailHandlers,
};

/** Builds the HTTP server: the API under /api and the built console, with SPA fallback. */
export async function buildApp(
  config: ServerConfig,
  db: Database,
  storage?: FileStorage,
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Paths and query strings can carry search terms, link tokens and signatures.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    // A request id from the client is kept only in a safe form, so that it cannot forge log lines.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && safeRequestId.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
  });
  await compressAnswers(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.headers(securityHeaders);
    reply.header(
      'content-security-policy',
      contentSecurityPolicyFor(String(reply.getHeader('content-type') ?? '')),
    );
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
  });
  app.addContentTypeParser(
    'application/hal+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  // Fastify reads no multipart forms itself; the one form the API takes carries a file of at
  // most UPLOAD_MAX_BYTES with a few signature fields.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES + 1024 * 1024 },
    async (request: FastifyRequest, body: Buffer) =>
      readMultipartForm(body, request.headers['content-type'] ?? ''),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(error.toBody());
    // Authorisation reads the database before the handler: it too answers 503 while it is away.
    const outage = unavailable(error);
    if (outage) {
      request.log.warn({ err: error }, 'unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(outage.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({
        error: { code: 'ERR_INTERNAL', message: 'Something went wrong. Please try again.' },
      });
    }
    return reply.code(status).send({ error: { code: 'ERR_BAD_REQUEST', message: error.message } });
  });

  registerOperations(
    app,
    sharedContract(),
    db,
    handlers,
    config,
    storage ?? (await storageFor(config.dataDir, config.s3)),
    uploadBeforeBodyChecks,
  );

  const consoleDir = builtConsoleDir(config);
  if (consoleDir) await serveConsole(app, consoleDir);
  app.setNotFoundHandler((request, reply) => {
    if (!consoleDir || request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.code(404).send({ error: { code: 'ERR_NOT_FOUND', message: 'Not found.' } });
    }
    return reply.sendFile('index.html');
  });
  return app;
}
