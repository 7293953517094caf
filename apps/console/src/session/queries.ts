import { useNavigation, useUser } from '@backoffice/api-client';
import { useSession } from './SessionProvider';

/** Backs off from 100 ms (the spec's permission retry) so a server outage is not hammered. */
function permissionRetryDelay(attempt: number): number {
  return Math.min(100 * 2 ** attempt, 5000);
}

export function useNavigationSections() {
  const { session } = useSession();
  return useNavigation({
    enabled: session !== null,
    retry: true,
    retryDelay: permissionRetryDelay,
    staleTime: Infinity,
  });
}

export function useCurrentUser() {
  const { session } = useSession();
  return useUser(session?.userId, { staleTime: 60_000 });
}
