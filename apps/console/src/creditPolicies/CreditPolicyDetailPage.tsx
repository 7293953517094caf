import { useCreditPolicy } from '@backoffice/api-client';
import { Alert, Button, Spinner } from '@backoffice/ui';
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
      <Alert tone="critical" title="The credit policy could not be loaded.">
        {policy.error.message}{' '}
        <Button size="sm" variant="tertiary" onPress={() => void policy.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!policy.data) return <Spinner aria-label="Loading the credit policy" />;
  return <CreditPolicyEditor key={policyId} saved={policy.data} notice={notice} />;
}
