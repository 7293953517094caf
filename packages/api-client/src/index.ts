export { createApiClient } from './client';
export type { ApiClient, ApiPaths } from './client';
export type { paths, components } from './generated/schema';
