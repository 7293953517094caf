import createClient from 'openapi-fetch';
import type { paths } from './generated/schema';
import { shareGetsInFlight } from './sharedGets';

export type ApiPaths = paths;

/**
 * A typed client for the back-office API; `baseUrl` defaults to this origin's /api. Identical
 * GETs in flight share one request. `fetch` is looked up on each call, so a test double
 * installed after the client was made (msw) is still used.
 */
export function createApiClient(
  baseUrl = '/api',
  fetchFn: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
) {
  return createClient<paths>({ baseUrl, fetch: shareGetsInFlight(fetchFn) });
}

export type ApiClient = ReturnType<typeof createApiClient>;
