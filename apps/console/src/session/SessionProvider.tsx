import {
  BackofficeClientProvider,
  getServiceUserDefaults,
  getServiceUserDefaultsByHost,
  requestToken,
  revokeToken,
  startTokenRefresh,
  toStoredSession,
  type ServiceUserDefault,
  type StoredSession,
} from '@backoffice/api-client';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { apiClient, tokenStore } from './api';
import {
  readServiceUserDefaults,
  writeServiceUserDefaults,
  type ServiceUserDefaults,
} from './sessionStorage';

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

/**
 * Holds the session: sign-in, refresh before expiry (the api-client's token refresher), logout
 * and forced logout; gives the api-client hooks the console's client.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const client = apiClient();
  const [session, setSession] = useState<StoredSession | null>(() => tokenStore.read());
  const [serviceUserDefaults, setServiceUserDefaults] = useState(readServiceUserDefaults);

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
    getServiceUserDefaultsByHost(client, window.location.hostname)
      .then((entries) => {
        if (entries.length > 0) rememberDefaults(entries);
      })
      .catch(() => undefined);
  }, [signedIn, client, rememberDefaults]);

  const endSession = useCallback(() => {
    tokenStore.clear();
    queryClient.clear();
    setSession(null);
  }, [queryClient]);

  const signIn = useCallback(
    async ({ username, password, remember }: SignInCredentials) => {
      const token = await requestToken(client, {
        grant_type: 'password',
        username,
        password,
        remember,
      });
      const next = toStoredSession(token, Date.now());
      tokenStore.write(next, remember);
      if (next.serviceUserId !== null) {
        const defaults = await getServiceUserDefaults(client, next.serviceUserId).catch(() => null);
        if (defaults) rememberDefaults(defaults);
      }
      setSession(next);
    },
    [client, rememberDefaults],
  );

  const signOut = useCallback(async () => {
    const current = tokenStore.read();
    if (current) {
      // Revoking is best effort: the user is signed out locally whatever the server answers.
      await Promise.allSettled([
        revokeToken(client, current.refreshToken),
        revokeToken(client, current.accessToken),
      ]);
    }
    endSession();
  }, [client, endSession]);

  useEffect(() => client.onForcedLogout(endSession), [client, endSession]);

  useEffect(() => {
    if (!signedIn) return;
    return startTokenRefresh({
      client,
      tokenStore,
      onRefreshed: setSession,
      // A failed refresh is tried again on the next poll until the token has run out.
      onFailed: (_error, tried) => {
        if (tried.expiresAt <= Date.now()) endSession();
      },
    });
  }, [signedIn, client, endSession]);

  const value = useMemo(
    () => ({ session, serviceUserDefaults, signIn, signOut }),
    [session, serviceUserDefaults, signIn, signOut],
  );
  return (
    <SessionContext.Provider value={value}>
      <BackofficeClientProvider client={client}>{children}</BackofficeClientProvider>
    </SessionContext.Provider>
  );
}
