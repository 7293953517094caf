import { useCreditPolicy } from '@backoffice/api-client';
import { LoadFailure } from '@backoffice/domain/widgets';
import { Spinner, useToast } from '@backoffice/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { CreditPolicyEditor } from './CreditPolicyEditor';

/** The credit policy detail (/credit-policies/{creditPolicyId}/). */
export function CreditPolicyDetailPage() {
  const policyId = Number(useParams().policyId);
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const toast = useToast();
  // The create view's 'Policy created' arrives with the navigation to the saved policy; shown
  // once, though development's strict mode runs the effect twice.
  const noticeShown = useRef(false);
  useEffect(() => {
    if (!notice || noticeShown.current) return;
    noticeShown.current = true;
    toast.success(notice);
  }, [notice, toast]);
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
  return <CreditPolicyEditor key={policyId} saved={policy.data} />;
}
