import { useApprovalRequest } from '@backoffice/api-client';
import { useIdParam } from '../routeParams';

/** The breadcrumb of an approval request: its record's name once loaded, from the page's query. */
export function ApprovalCrumb() {
  const request = useApprovalRequest(useIdParam('approvalId'));
  return <>{request.data?.subject_name ?? 'Approval request'}</>;
}
