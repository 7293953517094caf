import {
  startGhostSession,
  type BackofficeClient,
  type StoredSession,
} from '@backoffice/api-client';
import { merchantMessages } from '@backoffice/domain/model';
import type { GhostWindowOutcome } from '@backoffice/domain/widgets';

const ghostUnexpected = merchantMessages.ghostUnexpected;

/** The path a ghost window opens on; the single-use token rides in the fragment (never sent). */
export const GHOST_PATH = '/ghost/';

/** Who this window is ghosting as, kept for its banner and to know it after a reload. */
export interface GhostIdentity {
  full_name: string;
  username: string;
  retailer_id: number;
  retailer_name: string;
}

const MARKER_KEY = 'backoffice.ghost-window';

export function ghostWindowUrl(ghostToken: string): string {
  return `${window.location.origin}${GHOST_PATH}#token=${encodeURIComponent(ghostToken)}`;
}

/**
 * Opens the ghost window for a token. The new window must not reach back into this one, so its
 * opener is cut; when the browser blocks it, the caller shows the link instead.
 */
export function openGhostWindow(ghostToken: string): GhostWindowOutcome {
  const url = ghostWindowUrl(ghostToken);
  // Without 'noopener' so that a blocked popup can be told from an opened one (null).
  const opened = window.open(url, '_blank');
  if (!opened) return { opened: false, url };
  opened.opener = null;
  return { opened: true };
}

/** The ghost token this page was opened with, if it is a ghost window just opened. */
export function ghostTokenOfPage(location: Location = window.location): string | null {
  if (location.pathname !== GHOST_PATH) return null;
  return new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
}

/** What a ghost window knows of itself: starting, who it ghosts as, or why it could not. */
export type GhostWindowState =
  | { kind: 'starting' }
  | { kind: 'ghosting'; identity: GhostIdentity }
  | { kind: 'failed'; message: string };

const markWindow = (state: GhostWindowState) =>
  window.sessionStorage.setItem(MARKER_KEY, JSON.stringify(state));

/**
 * The ghost state of this window (kept in its sessionStorage, which only this tab sees); null in
 * the console's own windows. A ghost window never restores a session from the refresh cookie:
 * that session is the staff member's.
 */
export function ghostStateOfWindow(): GhostWindowState | null {
  const stored = window.sessionStorage.getItem(MARKER_KEY);
  if (!stored) return null;
  try {
    return JSON.parse(stored) as GhostWindowState;
  } catch {
    return { kind: 'failed', message: 'The ghost session could not be read.' };
  }
}

export const isGhostWindow = () => ghostStateOfWindow() !== null;

/**
 * Exchanges the token for the merchant user's session, kept in this window's memory only and
 * never renewed through the refresh cookie (docs/adr/0002), and marks the window as a ghost
 * window, so that a reload shows that the session ended instead of restoring the staff member.
 */
export async function startGhostWindow(
  client: BackofficeClient,
  ghostToken: string,
  keep: (session: StoredSession) => void,
): Promise<GhostIdentity> {
  markWindow({ kind: 'starting' });
  let answer: Awaited<ReturnType<typeof startGhostSession>>;
  try {
    answer = await startGhostSession(client, ghostToken);
  } catch (failure) {
    markWindow({
      kind: 'failed',
      message: failure instanceof Error && failure.message ? failure.message : ghostUnexpected,
    });
    throw failure;
  }
  const identity: GhostIdentity = {
    full_name: answer.full_name,
    username: answer.username,
    retailer_id: answer.retailer_id,
    retailer_name: answer.retailer_name,
  };
  markWindow({ kind: 'ghosting', identity });
  keep({
    accessToken: answer.access_token,
    expiresAt: Date.now() + answer.expires_in * 1000,
    userId: answer.user_id,
    serviceUserId: null,
    organisationType: 'retailer',
    refreshable: false,
  });
  return identity;
}
