import { BackofficeClientProvider, type StoredSession } from '@backoffice/api-client';
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
import { useIdleTimeout } from './idleTimeout';
import { useSessionRestore, useTokenRefresh } from './sessionUpkeep';
import type { ServiceUserDefaults } from './sessionStorage';
import { useSignInAndOut, type SignInCredentials } from './signInAndOut';
import { useSignedOutElsewhere } from './signedOutBroadcast';
import { useServiceUserDefaults } from './useServiceUserDefaults';

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
  const [endedBecause, setEndedBecause] = useState<SessionEnd>(null);

  const adopt = useCallback((next: StoredSession) => {
    tokenStore.write(next);
    setEndedBecause(null);
    setSession(next);
  }, []);

  const isRestoring = useSessionRestore(adopt);

  const signedIn = session !== null;
  const { serviceUserDefaults, rememberDefaults } = useServiceUserDefaults(
    client,
    !signedIn && !isRestoring,
  );

  const endSession = useCallback(() => {
    tokenStore.clear();
    queryClient.clear();
    setSession(null);
  }, [queryClient]);

  const { signIn, signOut } = useSignInAndOut(client, { adopt, endSession, rememberDefaults });

  const signOutIdle = useCallback(() => {
    setEndedBecause('idle');
    void signOut();
  }, [signOut]);

  useEffect(() => client.onForcedLogout(endSession), [client, endSession]);

  // Signing out in one window signs out the others.
  useSignedOutElsewhere(signedIn, endSession);

  useTokenRefresh(client, signedIn, setSession, endSession);

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
