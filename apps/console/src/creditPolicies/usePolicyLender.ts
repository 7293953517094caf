import { useUser } from '@backoffice/api-client';
import { useSession } from '../session/SessionProvider';

/**
 * The lender a signed-in lender user is fixed to; service users (staff) choose any lender.
 * The server still refuses another lender's policies; this only keeps the choice honest.
 */
export function usePolicyLender(): { isLenderUser: boolean; lenderId: number | undefined } {
  const { session } = useSession();
  const isLenderUser = session?.organisationType === 'lender';
  const user = useUser(session?.userId, { enabled: isLenderUser });
  return { isLenderUser, lenderId: user.data?.lender_id ?? undefined };
}
