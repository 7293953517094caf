import { ApiError } from '@backoffice/api-client';

/**
 * Tries a read again only when the server could not answer (network, 5xx): a refusal (403 for a
 * user without Tools, 404) is shown at once instead of after the retries.
 */
export function retryUnlessRefused(failures: number, error: Error): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failures < 3;
}
