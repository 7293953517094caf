import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  getServiceUserDefaults,
  getServiceUserDefaultsByHost,
  onForcedLogout,
  requestToken,
  revokeToken,
  type ServiceUserDefault,
  type TokenResponse,
} from './api';
import {
  clearStoredSession,
  readServiceUserDefaults,
  readStoredSession,
  writeServiceUserDefaults,
  writeStoredSession,
  type ServiceUserDefaults,
  type StoredSession,
} from './sessionStorage';

/** platform-shell.md section 9: refresh poll 3000 ms, refresh buffer 900000 ms. */
export const refreshPollMs = 3000;
export const refreshBufferMs = 900_000;

export interface SignInCredentials {
  username: string;
  password: string;
  remember: boolean;
}

interface SessionContextValue {
  session: StoredSession | null;
  serviceUserDefaults: ServiceUserDefaults;
  signIn(credentials: SignInCredentials): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}

function toStoredSession(token: TokenResponse, now: number): StoredSession {
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    expiresAt: now + token.expires_in * 1000,
    userId: token.user_id,
    serviceUserId: token.service_user_id ?? null,
    organisationType: token.organisation_type ?? null,
  };
}

function isRemembered(): boolean {
  return localStorage.getItem('backoffice.session') !== null;
}

/** Holds the session: sign-in, refresh before expiry, logout and forced logout. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<StoredSession | null>(readStoredSession);
  const [serviceUserDefaults, setServiceUserDefaults] = useState(readServiceUserDefaults);
  const refreshing = useRef(false);

  const rememberDefaults = useCallback((entries: ServiceUserDefault[]) => {
    const defaults = Object.fromEntries(
      entries.map((entry) => [entry.default_key, entry.default_value]),
    );
    writeServiceUserDefaults(defaults);
    setServiceUserDefaults(defaults);
  }, []);

  const signedIn = session !== null;
  useEffect(() => {
    if (signedIn) return;
    // Before sign-in the host tells whose branding to show; without an answer the last is kept.
    getServiceUserDefaultsByHost(window.location.hostname)
      .then((entries) => {
        if (entries.length > 0) rememberDefaults(entries);
      })
      .catch(() => undefined);
  }, [signedIn, rememberDefaults]);

  const endSession = useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    setSession(null);
  }, [queryClient]);

  const signIn = useCallback(
    async ({ username, password, remember }: SignInCredentials) => {
      const token = await requestToken({ grant_type: 'password', username, password, remember });
      const next = toStoredSession(token, Date.now());
      writeStoredSession(next, remember);
      if (next.serviceUserId !== null) {
        const defaults = await getServiceUserDefaults(next.serviceUserId).catch(() => null);
        if (defaults) rememberDefaults(defaults);
      }
      setSession(next);
    },
    [rememberDefaults],
  );

  const signOut = useCallback(async () => {
    const current = readStoredSession();
    if (current) {
      // Revoking is best effort: the user is signed out locally whatever the server answers.
      await Promise.allSettled([
        revokeToken(current.refreshToken),
        revokeToken(current.accessToken),
      ]);
    }
    endSession();
  }, [endSession]);

  useEffect(() => onForcedLogout(endSession), [endSession]);

  useEffect(() => {
    if (!session) return;
    const timer = setInterval(() => {
      const current = readStoredSession();
      if (!current || refreshing.current) return;
      if (current.expiresAt - Date.now() > refreshBufferMs) return;
      refreshing.current = true;
      requestToken({ grant_type: 'refresh_token', refresh_token: current.refreshToken })
        .then((token) => {
          const next = toStoredSession(token, Date.now());
          writeStoredSession(next, isRemembered());
          setSession(next);
        })
        .catch(() => {
          if (current.expiresAt <= Date.now()) endSession();
        })
        .finally(() => {
          refreshing.current = false;
        });
    }, refreshPollMs);
    return () => clearInterval(timer);
  }, [session, endSession]);

  const value = useMemo(
    () => ({ session, serviceUserDefaults, signIn, signOut }),
    [session, serviceUserDefaults, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
