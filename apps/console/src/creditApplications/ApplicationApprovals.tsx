import { useCreditApplicationApprovalRequests, type ApprovalRequest } from '@backoffice/api-client';
import { PendingApprovalPanel } from '../approvals/PendingApprovalPanel';

type ApplicationKind = Extract<
  ApprovalRequest['change']['kind'],
  'decline_override' | 'consumer_identity'
>;

/**
 * The application's approval panels: of each kind its pending request, or else the last one
 * decided, so the page shows who asked for a change and who approved or rejected it.
 */
export function useApplicationApprovals(creditAppId: number) {
  const requests = useCreditApplicationApprovalRequests(creditAppId);
  const panelOf = (kind: ApplicationKind) => {
    // Pending requests come first, then the most recently decided.
    const request = requests.data?.items.find((item) => item.change.kind === kind);
    return request ? <PendingApprovalPanel request={request} /> : undefined;
  };
  return {
    decisionApproval: panelOf('decline_override'),
    consumerApproval: panelOf('consumer_identity'),
  };
}
