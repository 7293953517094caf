import { useQuery } from '@tanstack/react-query';
import { getNavigation, getUser } from './api';
import { useSession } from './SessionProvider';

/** Backs off from 100 ms (the spec's permission retry) so a server outage is not hammered. */
function permissionRetryDelay(attempt: number): number {
  return Math.min(100 * 2 ** attempt, 5000);
}

export function useNavigationSections() {
  const { session } = useSession();
  return useQuery({
    queryKey: ['navigation', session?.userId],
    queryFn: getNavigation,
    enabled: session !== null,
    retry: true,
    retryDelay: permissionRetryDelay,
    staleTime: Infinity,
  });
}

export function useCurrentUser() {
  const { session } = useSession();
  const userId = session?.userId;
  return useQuery({
    queryKey: ['backoffice-user', userId],
    queryFn: () => getUser(userId as number),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}
