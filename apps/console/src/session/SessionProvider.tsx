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
import { isGhostWindow } from '../merchants/ghost/ghostWindow';
import { apiClient, restoreSessionOnce, tokenStore } from './api';
import { useIdleTimeout } from './idleTimeout';
import {
  readServiceUserDefaults,
  writeServiceUserDefaults,
  type ServiceUserDefaults,
} from './sessionStorage';

export interface SignInCredentials {
  username: string;
  password: string;
  /** Keeps the session (the server's refresh cookie) across browser restarts, for 30 days. */
  remember: boolean;
}

/** Why the last session ended without the user choosing to sign out. */
export type SessionEnd = 'idle' | null;

interface SessionContextValue {
  session: StoredSession | null;
  /** True while a window without a session in memory asks the refresh cookie for one. */
  isRestoring: boolean;
  endedBecause: SessionEnd;
  serviceUserDefaults: ServiceUserDefaults;
  signIn(credentials: SignInCredentials): Promise<void>;
  signOut(): Promise<void>;
  /** Seconds left before the idle sign-out while its warning shows; null while active. */
  idleSecondsLeft: number | null;
  /** The user chose to stay signed in. */
  stayActive(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Tells the console's other windows that the user signed out, so that they end at once. */
const SIGNED_OUT_CHANNEL = 'backoffice.session';

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}

/**
 * Holds the session of this window: in memory only, restored after a reload from the server's
 * HttpOnly refresh cookie; sign-in, refresh before expiry (the api-client's token refresher),
 * logout (in every window), forced logout and the idle timeout; gives the api-client hooks the
 * console's client.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const client = apiClient();
  const [session, setSession] = useState<StoredSession | null>(() => tokenStore.read());
  // A ghost window never asks the refresh cookie: the session it holds is the staff member's.
  const [isRestoring, setRestoring] = useState(
    () => tokenStore.read() === null && !isGhostWindow(),
  );
  const [endedBecause, setEndedBecause] = useState<SessionEnd>(null);
  const [serviceUserDefaults, setServiceUserDefaults] = useState(readServiceUserDefaults);

  const rememberDefaults = useCallback((entries: ServiceUserDefault[]) => {
    const defaults = Object.fromEntries(
      entries.map((entry) => [entry.default_key, entry.default_value]),
    );
    writeServiceUserDefaults(defaults);
    setServiceUserDefaults(defaults);
  }, []);

  const adopt = useCallback((next: StoredSession) => {
    tokenStore.write(next);
    setEndedBecause(null);
    setSession(next);
  }, []);

  // A window that starts without a session (a reload, a new tab) asks the refresh cookie.
  useEffect(() => {
    if (!isRestoring) return;
    let current = true;
    restoreSessionOnce()
      .then((restored) => {
        if (current && restored && !tokenStore.read()) adopt(restored);
      })
      // The server could not answer: the sign-in screen shows, and signing in works again.
      .catch(() => undefined)
      .finally(() => {
        if (current) setRestoring(false);
      });
    return () => {
      current = false;
    };
  }, [isRestoring, adopt]);

  const signedIn = session !== null;
  useEffect(() => {
    if (signedIn || isRestoring) return;
    // Before sign-in the host tells whose branding to show; without an answer the last is kept.
    getServiceUserDefaultsByHost(client, window.location.hostname)
      .then((entries) => {
        if (entries.length > 0) rememberDefaults(entries);
      })
      .catch(() => undefined);
  }, [signedIn, isRestoring, client, rememberDefaults]);

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
      tokenStore.write(next);
      if (next.serviceUserId !== null) {
        const defaults = await getServiceUserDefaults(client, next.serviceUserId).catch(() => null);
        if (defaults) rememberDefaults(defaults);
      }
      adopt(next);
    },
    [client, rememberDefaults, adopt],
  );

  const signOut = useCallback(async () => {
    const current = tokenStore.read();
    // Revoking is best effort: the user is signed out locally whatever the server answers. The
    // server ends the whole session and deletes its refresh cookie.
    if (current) await revokeToken(client, current.accessToken).catch(() => undefined);
    endSession();
    // A ghost window ending its own session leaves the staff member's windows signed in.
    if (typeof BroadcastChannel !== 'undefined' && !isGhostWindow()) {
      const channel = new BroadcastChannel(SIGNED_OUT_CHANNEL);
      channel.postMessage('signed-out');
      channel.close();
    }
  }, [client, endSession]);

  const signOutIdle = useCallback(() => {
    setEndedBecause('idle');
    void signOut();
  }, [signOut]);

  useEffect(() => client.onForcedLogout(endSession), [client, endSession]);

  // Signing out in one window signs out the others.
  useEffect(() => {
    if (!signedIn || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SIGNED_OUT_CHANNEL);
    channel.onmessage = () => endSession();
    return () => channel.close();
  }, [signedIn, endSession]);

  useEffect(() => {
    if (!signedIn) return;
    const stop = startTokenRefresh({
      client,
      tokenStore,
      onRefreshed: setSession,
      // A failed refresh is tried again on the next poll until the token has run out.
      onFailed: (_error, tried) => {
        if (tried.expiresAt <= Date.now()) endSession();
      },
    });
    return () => void stop();
  }, [signedIn, client, endSession]);

  const { secondsLeft: idleSecondsLeft, stayActive } = useIdleTimeout(signedIn, signOutIdle);

  const value = useMemo(
    () => ({
      session,
      isRestoring,
      endedBecause,
      serviceUserDefaults,
      signIn,
      signOut,
      idleSecondsLeft,
      stayActive,
    }),
    [
      session,
      isRestoring,
      endedBecause,
      serviceUserDefaults,
      signIn,
      signOut,
      idleSecondsLeft,
      stayActive,
    ],
  );
  return (
    <SessionContext.Provider value={value}>
      <BackofficeClientProvider client={client}>{children}</BackofficeClientProvider>
    </SessionContext.Provider>
  );
}
