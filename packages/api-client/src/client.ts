import createClient from 'openapi-fetch';
import type { paths } from './generated/schema';

export type ApiPaths = paths;

/** A typed client for the back-office API; `baseUrl` defaults to this origin's /api. */
export function createApiClient(baseUrl = '/api') {
  return createClient<paths>({ baseUrl });
}

export type ApiClient = ReturnType<typeof createApiClient>;
