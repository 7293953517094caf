import {
  useDecideApprovalRequest,
  type ApprovalRequest,
  type ApprovalDecision,
} from '@backoffice/api-client';
import {
  approvalDecisionBlock,
  describeApprovalChange,
  permissionKey,
} from '@backoffice/domain/model';
import { ApprovalRequestPanel } from '@backoffice/domain/widgets';
import { useToast } from '@backoffice/ui';
import { useCurrentUser } from '../session/queries';

interface PendingApprovalPanelProps {
  request: ApprovalRequest;
  /** Module names by id, so a policy change names its modules. */
  moduleNames?: ReadonlyMap<number, string>;
  headingLevel?: 2 | 3;
}

/** An approval request with the decision the signed-in user may make on it. */
export function PendingApprovalPanel({
  request,
  moduleNames,
  headingLevel,
}: PendingApprovalPanelProps) {
  const user = useCurrentUser();
  const decide = useDecideApprovalRequest();
  const toast = useToast();
  const permissions = new Set((user.data?.group.permissions ?? []).map(permissionKey));
  const decisionBlock = approvalDecisionBlock(request, {
    userId: user.data?.user_id ?? 0,
    permissions,
  });
  return (
    <ApprovalRequestPanel
      request={request}
      changes={describeApprovalChange(request.change, moduleNames)}
      decisionBlock={decisionBlock}
      headingLevel={headingLevel}
      pendingDecision={decide.isPending ? decide.variables.decision : null}
      decideError={decide.error?.message ?? null}
      onDecide={(decision: ApprovalDecision, comment) =>
        decide.mutate(
          { approvalId: request.approval_request_id, decision, comment },
          {
            onSuccess: (decided) =>
              toast.success(
                decided.status === 'rejected'
                  ? 'Rejected: nothing changed.'
                  : decided.applied_version
                    ? `Approved: version ${decided.applied_version} is live.`
                    : 'Approved: the change is applied.',
              ),
          },
        )
      }
    />
  );
}
