import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { ServerConfig } from '../config';
import {
  findApiKeyPrincipal,
  findLinkPrincipal,
  findSessionPrincipal,
  ipAllowed,
  type Principal,
} from '../auth/principal';
import type { Contract, Operation } from './contract';
import { HttpError, forbidden, unauthorised } from './errors';
import type { FileStorage } from '../storage/fileStorage';
import type { OperationHandlers, OperationResult } from './operations';

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

async function authorise(
  operation: Operation,
  sql: Parameters<typeof findSessionPrincipal>[0],
  token: string | undefined,
  ip: string,
  apiKey: string | undefined,
): Promise<Principal | null> {
  if (operation.permission === 'none') return null;
  // A key sent to an operation that takes keys must be valid; beside a bearer token the user's
  // session (and its permission) is what the operation runs for.
  if (apiKey !== undefined && operation.apiKeyService !== undefined) {
    const keyPrincipal = await findApiKeyPrincipal(sql, apiKey);
    if (!keyPrincipal || keyPrincipal.service !== operation.apiKeyService) {
      throw unauthorised('The API key is not valid.');
    }
    if (!token) return keyPrincipal;
  }
  if (!token) throw unauthorised();
  const session = await findSessionPrincipal(sql, token);
  if (session) {
    if (!ipAllowed(session.ipAllowList, ip)) {
      throw new HttpError(403, 'DENY_IP_ADDRESS', 'Access is not allowed from your IP address.');
    }
    if (operation.permission !== 'token' && !session.permissions.has(operation.permission)) {
      throw forbidden();
    }
    return session;
  }
  if (operation.acceptsLinkToken) {
    const link = await findLinkPrincipal(sql, token);
    if (link) return link;
  }
  throw unauthorised('Your session has ended. Please sign in again.');
}

function toFastifyPath(path: string): string {
  return `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * Registers every operation of the contract: input validated against it, the permission it
 * names enforced, one transaction per request, and 501 for operations with no handler yet.
 */
export function registerOperations(
  app: FastifyInstance,
  contract: Contract,
  db: Database,
  handlers: OperationHandlers,
  config: ServerConfig,
  storage: FileStorage,
) {
  for (const operation of contract.operations) {
    const handler = handlers[operation.operationId];
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: toFastifyPath(operation.path),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        let result: OperationResult;
        try {
          if (!handler) {
            throw new HttpError(
              501,
              'ERR_NOT_IMPLEMENTED',
              `${operation.operationId} is part of the contract but has not been built yet.`,
            );
          }
          const { params, query } = operation.validateParams(
            request.params as Record<string, unknown>,
            request.query as Record<string, unknown>,
          );
          const body = operation.validateBody(request.body);
          result = await db.transaction(async (sql) => {
            const principal = await authorise(
              operation,
              sql,
              bearerOf(request),
              request.ip,
              apiKeyOf(request),
            );
            return handler({
              sql,
              principal,
              params,
              query,
              body,
              ip: request.ip,
              config,
              storage,
            });
          });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          result = { status: error.status, body: error.toBody() };
        }
        // A 501 for a missing handler is the server's, not the operation's, answer.
        if (handler && !result.stream) {
          try {
            operation.checkResponse(result.status, result.body);
          } catch (breach) {
            request.log.error(
              { err: breach, operationId: operation.operationId },
              'contract breach',
            );
            if (config.strictResponses) throw breach;
          }
        }
        reply.code(result.status);
        if (result.headers) reply.headers(result.headers);
        if (result.stream) return reply.send(result.stream);
        return result.body === undefined ? reply.send() : reply.send(result.body);
      },
    });
  }
}
