import {
  startGhostSession,
  type BackofficeClient,
  type StoredSession,
} from '@backoffice/api-client';
import { merchantMessages } from '@backoffice/domain/model';
import { markGhostWindow, type GhostIdentity } from './ghostWindow';

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
  markGhostWindow({ kind: 'starting' });
  let answer: Awaited<ReturnType<typeof startGhostSession>>;
  try {
    answer = await startGhostSession(client, ghostToken);
  } catch (failure) {
    markGhostWindow({
      kind: 'failed',
      message:
        failure instanceof Error && failure.message
          ? failure.message
          : merchantMessages.ghostUnexpected,
    });
    throw failure;
  }
  const identity: GhostIdentity = {
    full_name: answer.full_name,
    username: answer.username,
    retailer_id: answer.retailer_id,
    retailer_name: answer.retailer_name,
  };
  markGhostWindow({ kind: 'ghosting', identity });
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
