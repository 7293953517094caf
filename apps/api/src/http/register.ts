import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Sql } from '../db/database';
import type { ServerConfig } from '../config';
import {
  findApiKeyPrincipal,
  findLinkPrincipal,
  findSessionPrincipal,
  ipAllowed,
  type Principal,
} from '../auth/principal';
import type { Contract, Operation } from './contract';
import { parseCookies } from './cookies';
import { HttpError, forbidden, unauthorised } from './errors';
import { RETRY_AFTER_SECONDS, unavailable } from './unavailable';
import type { FileStorage } from '../storage/fileStorage';
import {
  runsAutocommitted,
  type BeforeBodyChecks,
  type OperationHandlers,
  type OperationResult,
} from './operations';

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
  sql: Sql,
  token: string | undefined,
  ip: string,
  now: Date,
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
  const session = await findSessionPrincipal(sql, token, now);
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

/**
 * While ghosted, every audit entry of the request's transaction names the staff member too
 * (audit_log.ghosted_by): set inside that transaction, since authorisation runs before it.
 */
async function nameGhostingStaffMember(sql: Sql, principal: Principal | null) {
  if (principal?.kind !== 'session' || principal.ghostedBy === null) return;
  await sql.query("SELECT set_config('backoffice.ghosted_by', $1, true)", [
    String(principal.ghostedBy),
  ]);
}

function toFastifyPath(path: string): string {
  return `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The database of an operation declared `x-database: false`: any use is a bug in its handler. */
function noDatabase(operationId: string): Sql {
  const refuse = () => {
    throw new Error(`${operationId} is declared x-database: false but used the database`);
  };
  return { query: refuse, queryArrays: refuse, insertRows: refuse };
}

/**
 * Registers every operation of the contract. Before its body is read, the caller is authorised
 * (an anonymous caller gets 401 whatever it sends, never a 400 that shows the schema) and any
 * check the operation makes before its body runs (a signed address), so that a refused request
 * is never buffered. Then an operation without a handler answers 501; otherwise its input is
 * validated against the contract and it runs in one transaction.
 */
export function registerOperations(
  app: FastifyInstance,
  contract: Contract,
  db: Database,
  handlers: OperationHandlers,
  config: ServerConfig,
  storage: FileStorage,
  beforeBodyChecks: BeforeBodyChecks = {},
) {
  const principals = new WeakMap<FastifyRequest, Principal | null>();
  for (const operation of contract.operations) {
    const handler = handlers[operation.operationId];
    const beforeBody = beforeBodyChecks[operation.operationId];
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: toFastifyPath(operation.path),
      ...(operation.bodyLimit ? { bodyLimit: operation.bodyLimit } : {}),
      onRequest: async (request: FastifyRequest) => {
        principals.set(
          request,
          await authorise(
            operation,
            db,
            bearerOf(request),
            request.ip,
            config.clock.now(),
            apiKeyOf(request),
          ),
        );
        beforeBody?.({
          params: request.params as Record<string, unknown>,
          query: request.query as Record<string, unknown>,
          config,
        });
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        let result: OperationResult;
        // The server's own answers (501, and 400 for input that breaks the contract) are the same
        // for every operation, like the 401 and 403 of authorisation: not the operation's.
        let serversAnswer = true;
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
          serversAnswer = false;
          const principal = principals.get(request) ?? null;
          const afterCommit: ((db: Sql) => Promise<void>)[] = [];
          const run = (sql: Sql) =>
            handler({
              sql,
              principal,
              params,
              query,
              body,
              ip: request.ip,
              cookies: parseCookies(request.headers.cookie),
              https: request.protocol === 'https',
              config,
              storage,
              afterCommit: (task) => afterCommit.push(task),
            });
          // A ghost session's audit entries name the staff member through a setting of the
          // transaction, so its requests always have one.
          const ghosted = principal?.kind === 'session' && principal.ghostedBy !== null;
          result = !operation.usesDatabase
            ? await run(noDatabase(operation.operationId))
            : runsAutocommitted(handler) && !ghosted
              ? await run(db)
              : await db.transaction(async (sql) => {
                  await nameGhostingStaffMember(sql, principal);
                  return run(sql);
                });
          for (const task of afterCommit) {
            await task(db).catch((error: unknown) =>
              request.log.error({ err: error, operationId: operation.operationId }, 'after commit'),
            );
          }
        } catch (error) {
          const answer = error instanceof HttpError ? error : unavailable(error);
          if (!answer) throw error;
          if (answer.status === 503) {
            request.log.warn({ err: error, operationId: operation.operationId }, 'unavailable');
            serversAnswer = true;
          }
          result = {
            status: answer.status,
            body: answer.toBody(),
            ...(answer.status === 503
              ? { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } }
              : {}),
          };
        }
        // A test-time check (tests and development): in production it would walk every answer
        // through its schema (thousands of values in a 100-row list) for nothing a caller sees.
        if (config.strictResponses && !serversAnswer && !result.stream) {
          try {
            operation.checkResponse(result.status, result.body);
          } catch (breach) {
            request.log.error(
              { err: breach, operationId: operation.operationId },
              'contract breach',
            );
            throw breach;
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
