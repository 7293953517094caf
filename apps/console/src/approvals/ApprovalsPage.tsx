import { useApprovalRequests } from '@backoffice/api-client';
import { ApprovalsList, LoadFailure } from '@backoffice/domain/widgets';
import { Heading, Stack } from '@backoffice/ui';
import { useDocumentTitle } from '../session/useDocumentTitle';

/** Every change is listed on one page: a team has few waiting at once. */
const REQUESTS_SHOWN = 100;

/** 'Approvals': the changes waiting for a second person, oldest first, then the decided ones. */
export function ApprovalsPage() {
  useDocumentTitle('Approvals');
  const requests = useApprovalRequests({ perPage: REQUESTS_SHOWN });
  return (
    <Stack gap="300">
      <Heading level={1}>Approvals</Heading>
      {requests.isError ? (
        <LoadFailure
          subject="The approval requests"
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      ) : (
        <ApprovalsList
          requests={requests.data?.items ?? []}
          isLoading={requests.isPending}
          hrefOf={(request) => `/approvals/${request.approval_request_id}/`}
        />
      )}
    </Stack>
  );
}
