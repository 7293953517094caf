import type { MerchantUserType } from '@backoffice/domain/model';
import { useSession } from '../session/SessionProvider';

/** Service users and everyone else (lenders) see the merchant screens differently. */
export function useMerchantUserType(): MerchantUserType {
  const { session } = useSession();
  return session?.organisationType === 'service_user' ? 'service_user' : 'lender';
}
