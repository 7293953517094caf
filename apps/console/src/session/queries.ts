import { permissionKey } from '@backoffice/domain/model';
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

/**
 * Whether the signed-in user's group holds `permission` ("category:rule"); false while the user
 * loads. The console reflects the server, which enforces it.
 */
export function useHasPermission(permission: string): boolean {
  const user = useCurrentUser();
  return (user.data?.group.permissions ?? []).some((rule) => permissionKey(rule) === permission);
}
