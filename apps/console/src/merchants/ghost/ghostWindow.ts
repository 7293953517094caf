import type { GhostIdentity, GhostWindowOutcome } from '@backoffice/domain/widgets';

/** The path a ghost window opens on; the single-use token rides in the fragment (never sent). */
export const GHOST_PATH = '/ghost/';

/** Who this window is ghosting as, kept for its banner and to know it after a reload. */
export type { GhostIdentity };

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

export const markGhostWindow = (state: GhostWindowState) =>
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
