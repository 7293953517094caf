import type { components } from './generated/schema';

/**
 * The signed-in session as a portal keeps it: in the page's memory only. The refresh token is
 * not here: the server keeps it in an HttpOnly cookie that page script can never read.
 */
export interface StoredSession {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  userId: number;
  serviceUserId: number | null;
  organisationType: string | null;
  /**
   * Whether the refresh cookie renews this session. False for a ghost session (a staff member
   * acting as a merchant user in a window of its own): it has no cookie and ends with its access
   * token, so that renewing it can never pick up the staff member's own session.
   */
  refreshable: boolean;
}

/** Where the client finds the session's bearer token, and where sign-in and refresh keep it. */
export interface TokenStore {
  read(): StoredSession | null;
  /** Keeps `session` in place of any other. */
  write(session: StoredSession): void;
  clear(): void;
}

/** The stored form of a token answer; `now` is when it arrived, in epoch milliseconds. */
export function toStoredSession(
  token: components['schemas']['TokenResponse'],
  now: number,
  { refreshable = true }: { refreshable?: boolean } = {},
): StoredSession {
  return {
    accessToken: token.access_token,
    expiresAt: now + token.expires_in * 1000,
    userId: token.user_id,
    serviceUserId: token.service_user_id ?? null,
    organisationType: token.organisation_type ?? null,
    refreshable,
  };
}

/**
 * The session in this page's memory (nothing in localStorage or sessionStorage, which any script
 * of the page could read): each window holds its own and gets it back after a reload from the
 * refresh cookie (restoreSession).
 */
export function createMemoryTokenStore(initial: StoredSession | null = null): TokenStore {
  let session = initial;
  return {
    read: () => session,
    write(next) {
      session = next;
    },
    clear() {
      session = null;
    },
  };
}
