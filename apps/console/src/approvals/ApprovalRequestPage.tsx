import { useApprovalRequest } from '@backoffice/api-client';
import { approvalKindLabels } from '@backoffice/domain/model';
import { LoadFailure } from '@backoffice/domain/widgets';
import { Heading, Link, Spinner, Stack } from '@backoffice/ui';
import { useIdParam } from '../routeParams';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { PendingApprovalPanel } from './PendingApprovalPanel';

const recordPaths = {
  credit_policy: 'credit-policies',
  credit_policy_module: 'credit-policy-modules',
  decline_override: 'credit-app',
  consumer_identity: 'credit-app',
} as const;

/** One approval request (/approvals/{id}/): the change, its diff, and the checker's decision. */
export function ApprovalRequestPage() {
  const request = useApprovalRequest(useIdParam('approvalId'));
  useDocumentTitle(request.data ? `${request.data.subject_name} · Approvals` : 'Approvals');
  if (request.isError) {
    return (
      <LoadFailure
        subject="The approval request"
        error={request.error}
        onRetry={() => void request.refetch()}
      />
    );
  }
  if (!request.data) return <Spinner aria-label="Loading the approval request" />;
  const { change, subject_id: subjectId, subject_name: subjectName } = request.data;
  return (
    <Stack gap="300">
      <Heading level={1}>{`${approvalKindLabels[change.kind]}: ${subjectName}`}</Heading>
      <Link href={`/${recordPaths[change.kind]}/${subjectId}/`}>{`Open ${subjectName}`}</Link>
      <PendingApprovalPanel request={request.data} />
    </Stack>
  );
}
