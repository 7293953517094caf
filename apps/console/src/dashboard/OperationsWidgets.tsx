import { usePendingApprovalCount, useWorkQueues } from '@backoffice/api-client';
import { WORK_QUEUES_WIDGET } from '@backoffice/domain/model';
import { PendingApprovalsWidget, WorkQueuesWidget } from '@backoffice/domain/widgets';
import { useMinuteClock } from '../queues/useMinuteClock';

/** The Work Queues widget: counts and the oldest age of the user's queues. */
function WorkQueues() {
  const queues = useWorkQueues();
  const now = useMinuteClock();
  return (
    <WorkQueuesWidget
      queues={queues.data}
      now={now}
      isLoading={queues.isPending}
      errorMessage={queues.error?.message}
    />
  );
}

/** The Pending Approvals widget: how many changes wait for a checker, and the way to them. */
function PendingApprovals() {
  const pending = usePendingApprovalCount();
  return (
    <PendingApprovalsWidget
      count={pending.data}
      isLoading={pending.isPending}
      error={pending.error?.message}
      href="/approvals/"
    />
  );
}

/** The work queues or the pending approvals, whichever widget the user pinned. */
export function OperationsWidget({ name }: { name: string }) {
  return name === WORK_QUEUES_WIDGET ? <WorkQueues /> : <PendingApprovals />;
}
