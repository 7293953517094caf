export type { StoredSession } from '@backoffice/api-client';

export type ServiceUserDefaults = Record<string, string>;

const defaultsKey = 'backoffice.service-user-defaults';

/**
 * Branding defaults outlive the session on purpose: the sign-in screen shows the service user's
 * logo "when known", and before sign-in it can only be known from the last session. The session
 * itself is kept by the api-client's browser token store (see ./api).
 */
export function readServiceUserDefaults(): ServiceUserDefaults {
  try {
    return JSON.parse(localStorage.getItem(defaultsKey) ?? '{}') as ServiceUserDefaults;
  } catch {
    return {};
  }
}

export function writeServiceUserDefaults(defaults: ServiceUserDefaults): void {
  localStorage.setItem(defaultsKey, JSON.stringify(defaults));
}
