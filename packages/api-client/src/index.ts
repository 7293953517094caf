export { createApiClient } from './client';
export type { ApiClient, ApiPaths } from './client';
export { ApiError, unwrap } from './errors';
export type { ErrorProperty } from './errors';
export { shareGetsInFlight } from './sharedGets';
export type { paths, components } from './generated/schema';
