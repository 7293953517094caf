import type { Readable } from 'node:stream';
import type { Sql } from '../db/database';
import type { Principal, SessionPrincipal } from '../auth/principal';
import type { ServerConfig } from '../config';
import type { FileStorage } from '../storage/fileStorage';

export interface OperationContext {
  sql: Sql;
  principal: Principal | null;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  ip: string;
  /** The request's cookies by name (only the refresh cookie is sent to the API). */
  cookies: Readonly<Record<string, string>>;
  /** Whether the client reached the server over HTTPS (behind TRUST_PROXY, as the proxy says). */
  https: boolean;
  config: ServerConfig;
  /** Uploaded and exported files. */
  storage: FileStorage;
  /**
   * Runs `task` once the request's transaction has committed (sending email), with the database
   * outside it: work that must not hold the transaction open, nor happen when it rolls back. A
   * task that fails is logged.
   */
  afterCommit(task: (db: Sql) => Promise<void>): void;
}

export interface OperationResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string | string[]>;
  /**
   * A body sent as it is (a stored file), instead of `body`: too large to hold as JSON and not
   * JSON, so the response check of the contract does not apply to it.
   */
  stream?: Readable;
}

export type OperationHandler = (context: OperationContext) => Promise<OperationResult>;

const autocommitting = new WeakSet<OperationHandler>();

/**
 * Marks a handler whose statements may each commit on their own: it reads, and writes at most
 * entries that stand alone (the audit of what it showed). It runs without BEGIN and COMMIT, two
 * round trips of three for a list page. In PostgreSQL's READ COMMITTED every statement sees its
 * own snapshot inside a transaction too, so its reads see the same.
 */
export function autocommit(handler: OperationHandler): OperationHandler {
  autocommitting.add(handler);
  return handler;
}

export const runsAutocommitted = (handler: OperationHandler): boolean =>
  autocommitting.has(handler);

/** Handlers by operationId; operations of the contract without one answer 501. */
export type OperationHandlers = Record<string, OperationHandler>;

/**
 * A check an operation makes before its body is read (a signed storage address), so that a
 * refused request is answered without its body being buffered. It throws an HttpError to refuse.
 */
export type BeforeBodyCheck = (request: {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  config: ServerConfig;
}) => void;

/** Checks before the body, by operationId. */
export type BeforeBodyChecks = Record<string, BeforeBodyCheck>;

export function sessionOf(context: OperationContext): SessionPrincipal {
  if (context.principal?.kind !== 'session') {
    throw new Error('A session principal was expected: the permission check let this through');
  }
  return context.principal;
}
