import { useCreditPolicy } from '@backoffice/api-client';
import { useIdParam } from '../routeParams';

/** The breadcrumb of a policy's page: its name once loaded, from the page's own query. */
export function CreditPolicyCrumb() {
  const policy = useCreditPolicy(useIdParam('policyId'));
  return <>{policy.data?.name ?? 'Credit Policy'}</>;
}
