import { useCreditPolicy } from '@backoffice/api-client';
import { useParams } from 'react-router-dom';

/** The breadcrumb of a policy's page: its name once loaded, from the page's own query. */
export function CreditPolicyCrumb() {
  const policyId = Number(useParams().policyId);
  const policy = useCreditPolicy(Number.isInteger(policyId) && policyId > 0 ? policyId : undefined);
  return <>{policy.data?.name ?? 'Credit Policy'}</>;
}
