import type { components } from '../generated/schema';

type Schemas = components['schemas'];

/** A change a handler received, so a test can check what was sent. */
export interface RecordedCall {
  method: string;
  path: string;
  body?: unknown;
}

/** The in-memory organisation the users and groups handlers answer from and change. */
export interface UserManagementData {
  users: Schemas['User'][];
  groups: Schemas['Group'][];
  /** The permission catalogue of GET /organisations/{organisationId}/permissions. */
  permissionCatalogue: Schemas['PermissionCatalogueCategory'][];
  calls: RecordedCall[];
}

export function createUserManagementData(
  initial: Partial<Omit<UserManagementData, 'calls'>> = {},
): UserManagementData {
  return {
    users: initial.users ?? [],
    groups: initial.groups ?? [],
    permissionCatalogue: initial.permissionCatalogue ?? [],
    calls: [],
  };
}
