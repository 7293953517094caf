/** The signed-in session as kept in the browser (platform-shell.md section 4: "token data is stored"). */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  userId: number;
  serviceUserId: number | null;
  organisationType: string | null;
}

export type ServiceUserDefaults = Record<string, string>;

const sessionKey = 'backoffice.session';
const defaultsKey = 'backoffice.service-user-defaults';

/**
 * Remember me keeps the session in localStorage so it outlives the tab; otherwise it lives in
 * sessionStorage and ends with the tab.
 */
export function readStoredSession(): StoredSession | null {
  const raw = localStorage.getItem(sessionKey) ?? sessionStorage.getItem(sessionKey);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredSession;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession, remember: boolean): void {
  clearStoredSession();
  (remember ? localStorage : sessionStorage).setItem(sessionKey, JSON.stringify(session));
}

export function clearStoredSession(): void {
  localStorage.removeItem(sessionKey);
  sessionStorage.removeItem(sessionKey);
}

/**
 * Branding defaults outlive the session on purpose: the sign-in screen shows the service user's
 * logo "when known", and before sign-in it can only be known from the last session.
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
