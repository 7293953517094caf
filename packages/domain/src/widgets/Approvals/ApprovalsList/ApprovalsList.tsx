import { Badge, EmptyState, Link, SimpleTable, Spinner } from '@backoffice/ui';
import {
  approvalKindLabels,
  approvalSubjectLabel,
  approvalStatusLabels,
  approvalStatusTones,
  formatApprovalTime,
} from '../../../model/approvals';
import type { ApprovalRequestView } from '../approvalTypes';
import * as styles from './ApprovalsList.css';

export interface ApprovalsListProps {
  requests: readonly ApprovalRequestView[];
  isLoading?: boolean;
  /** The address of a request's page, where a checker decides it. */
  hrefOf: (request: ApprovalRequestView) => string;
}

/** The approval requests for checkers: what, whose, why and since when; pending ones first. */
export function ApprovalsList({ requests, isLoading = false, hrefOf }: ApprovalsListProps) {
  if (isLoading) return <Spinner aria-label="Loading approval requests" />;
  if (requests.length === 0) return <EmptyState title="No changes are waiting for approval." />;
  return (
    <SimpleTable
      aria-label="Approval requests"
      rows={requests}
      rowKey={(request) => request.approval_request_id}
      columns={[
        {
          name: 'Change',
          isRowHeader: true,
          render: (request) => <Link href={hrefOf(request)}>{approvalSubjectLabel(request)}</Link>,
        },
        { name: 'Kind', render: (request) => approvalKindLabels[request.change.kind] },
        { name: 'Submitted by', render: (request) => request.submitted_by.username },
        { name: 'Submitted', render: (request) => formatApprovalTime(request.submitted_at) },
        {
          name: 'Reason',
          render: (request) => <span className={styles.reason}>{request.reason}</span>,
        },
        {
          name: 'Status',
          render: (request) => (
            <Badge tone={approvalStatusTones[request.status]}>
              {approvalStatusLabels[request.status]}
            </Badge>
          ),
        },
      ]}
    />
  );
}
