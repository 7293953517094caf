import {
  startTokenRefresh,
  type BackofficeClient,
  type StoredSession,
} from '@backoffice/api-client';
import { useEffect, useState } from 'react';
import { restoreSessionOnce, startsWithoutSession, tokenStore } from './api';

/**
 * A window that starts without a session (a reload, a new tab) asks the refresh cookie for one;
 * true while it asks.
 */
export function useSessionRestore(adopt: (restored: StoredSession) => void): boolean {
  const [isRestoring, setRestoring] = useState(startsWithoutSession);
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
  return isRestoring;
}

/** Refreshes the signed-in session before it expires; ends it once it has run out. */
export function useTokenRefresh(
  client: BackofficeClient,
  isSignedIn: boolean,
  onRefreshed: (next: StoredSession) => void,
  endSession: () => void,
): void {
  useEffect(() => {
    if (!isSignedIn) return;
    const stop = startTokenRefresh({
      client,
      tokenStore,
      onRefreshed,
      // A failed refresh is tried again on the next poll until the token has run out.
      onFailed: (_error, tried) => {
        if (tried.expiresAt <= Date.now()) endSession();
      },
    });
    return () => void stop();
  }, [isSignedIn, client, onRefreshed, endSession]);
}
