import {
  getServiceUserDefaults,
  requestToken,
  revokeToken,
  toStoredSession,
  type BackofficeClient,
  type ServiceUserDefault,
  type StoredSession,
} from '@backoffice/api-client';
import { useCallback } from 'react';
import { isGhostWindow } from '../merchants/ghost/ghostWindow';
import { tokenStore } from './api';
import { broadcastSignedOut } from './signedOutBroadcast';

export interface SignInCredentials {
  username: string;
  password: string;
  /** Keeps the session (the server's refresh cookie) across browser restarts, for 30 days. */
  remember: boolean;
}

interface SessionChanges {
  /** Makes a new session this window's own. */
  adopt(session: StoredSession): void;
  /** Forgets this window's session and everything cached under it. */
  endSession(): void;
  rememberDefaults(defaults: ServiceUserDefault[]): void;
}

/**
 * Asks for a session with a password and keeps it in this window's memory, remembering the
 * service user's branding defaults on the way; the session's owner adopts what it returns.
 */
export async function signInWithPassword(
  client: BackofficeClient,
  { username, password, remember }: SignInCredentials,
  rememberDefaults: SessionChanges['rememberDefaults'],
): Promise<StoredSession> {
  const token = await requestToken(client, {
    grant_type: 'password',
    username,
    password,
    remember,
  });
  const session = toStoredSession(token, Date.now());
  tokenStore.write(session);
  if (session.serviceUserId !== null) {
    const defaults = await getServiceUserDefaults(client, session.serviceUserId).catch(() => null);
    if (defaults) rememberDefaults(defaults);
  }
  return session;
}

/** Sign-in with a password, and the user's own sign-out, which reaches every window. */
export function useSignInAndOut(
  client: BackofficeClient,
  { adopt, endSession, rememberDefaults }: SessionChanges,
) {
  const signIn = useCallback(
    async (credentials: SignInCredentials) =>
      adopt(await signInWithPassword(client, credentials, rememberDefaults)),
    [client, rememberDefaults, adopt],
  );

  const signOut = useCallback(async () => {
    const current = tokenStore.read();
    // Revoking is best effort: the user is signed out locally whatever the server answers. The
    // server ends the whole session and deletes its refresh cookie.
    if (current) await revokeToken(client, current.accessToken).catch(() => undefined);
    endSession();
    // A ghost window ending its own session leaves the staff member's windows signed in.
    if (!isGhostWindow()) broadcastSignedOut();
  }, [client, endSession]);

  return { signIn, signOut };
}
