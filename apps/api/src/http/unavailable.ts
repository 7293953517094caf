import { HttpError } from './errors';

/** Connection failures of node-postgres and PostgreSQL's own (admin shutdown, cannot connect now). */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const connectionMessages =
  /Connection terminated|connection error|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/** No room left where files are stored: the disk is full or the quota used up. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** How long a client should wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The answer for a failure of what the server stands on rather than of the request: the
 * database out of reach (503, until it is back: each request opens a new connection) or no room
 * left to store a file (503, with a message saying so). Null for any other error.
 */
export function unavailable(error: unknown): HttpError | null {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  if (isStorageFull(error)) {
    return new HttpError(
      503,
      'ERR_STORAGE_FULL',
      'The file could not be stored: there is no room left. Please try again later or tell your administrator.',
    );
  }
  if ((typeof code === 'string' && connectionCodes.has(code)) || connectionMessages.test(message)) {
    return new HttpError(
      503,
      'ERR_SERVICE_UNAVAILABLE',
      'The service is unavailable for a moment. Please try again.',
    );
  }
  return null;
}
