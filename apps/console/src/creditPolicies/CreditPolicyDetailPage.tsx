import { useCreditPolicy } from '@backoffice/api-client';
import { LoadFailure } from '@backoffice/domain/widgets';
import { Spinner } from '@backoffice/ui';
import { useLocation, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { CreditPolicyEditor } from './CreditPolicyEditor';

/** The credit policy detail (/credit-policies/{creditPolicyId}/). */
export function CreditPolicyDetailPage() {
  const policyId = Number(useParams().policyId);
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const policy = useCreditPolicy(Number.isInteger(policyId) && policyId > 0 ? policyId : undefined);
  useDocumentTitle(policy.data ? `${policy.data.name} · Credit Policies` : 'Credit Policy');

  if (policy.isError) {
    return (
      <LoadFailure
        subject="The credit policy"
        error={policy.error}
        onRetry={() => void policy.refetch()}
      />
    );
  }
  if (!policy.data) return <Spinner aria-label="Loading the credit policy" />;
  return <CreditPolicyEditor key={policyId} saved={policy.data} notice={notice} />;
}
