import type { components } from './generated/schema';

/** The signed-in session as a portal keeps it (platform-shell.md section 4: "token data is stored"). */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  userId: number;
  serviceUserId: number | null;
  organisationType: string | null;
}

/** Where the client finds the session's bearer token, and where sign-in and refresh keep it. */
export interface TokenStore {
  read(): StoredSession | null;
  /**
   * Keeps `session` in place of any other. `remember` chooses storage that outlives the tab;
   * left out (a refresh), the session stays where the current one is kept.
   */
  write(session: StoredSession, remember?: boolean): void;
  clear(): void;
}

/** The stored form of a token answer; `now` is when it arrived, in epoch milliseconds. */
export function toStoredSession(
  token: components['schemas']['TokenResponse'],
  now: number,
): StoredSession {
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    expiresAt: now + token.expires_in * 1000,
    userId: token.user_id,
    serviceUserId: token.service_user_id ?? null,
    organisationType: token.organisation_type ?? null,
  };
}

export interface BrowserTokenStoreOptions {
  /** The storage key; the console has always used `backoffice.session`. */
  key?: string;
  /** Defaults to `globalThis.localStorage` (Remember me). */
  localStorage?: Storage;
  /** Defaults to `globalThis.sessionStorage` (this tab only). */
  sessionStorage?: Storage;
}

/**
 * Remember me keeps the session in localStorage so it outlives the tab; otherwise it lives in
 * sessionStorage and ends with the tab. Storage is looked up on each call, so the store can be
 * made before a test environment provides it.
 */
export function createBrowserTokenStore(options: BrowserTokenStoreOptions = {}): TokenStore {
  const key = options.key ?? 'backoffice.session';
  const local = () => options.localStorage ?? globalThis.localStorage;
  const tab = () => options.sessionStorage ?? globalThis.sessionStorage;
  return {
    read() {
      const raw = local().getItem(key) ?? tab().getItem(key);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as StoredSession;
      } catch {
        return null;
      }
    },
    write(session, remember) {
      const keep = remember ?? local().getItem(key) !== null;
      local().removeItem(key);
      tab().removeItem(key);
      (keep ? local() : tab()).setItem(key, JSON.stringify(session));
    },
    clear() {
      local().removeItem(key);
      tab().removeItem(key);
    },
  };
}

/** A token store in memory, for tests and for portals that keep nothing in the browser. */
export interface MemoryTokenStore extends TokenStore {
  /** Whether the last write asked to be remembered. */
  readonly remembered: boolean;
}

export function createMemoryTokenStore(initial: StoredSession | null = null): MemoryTokenStore {
  let session = initial;
  let remembered = false;
  return {
    read: () => session,
    write(next, remember) {
      session = next;
      remembered = remember ?? remembered;
    },
    clear() {
      session = null;
      remembered = false;
    },
    get remembered() {
      return remembered;
    },
  };
}
