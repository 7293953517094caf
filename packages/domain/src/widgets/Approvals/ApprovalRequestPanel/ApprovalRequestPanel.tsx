import {
  Alert,
  Badge,
  Button,
  Card,
  DefinitionList,
  Inline,
  Spinner,
  Stack,
  TextArea,
  type DefinitionListItem,
} from '@backoffice/ui';
import { useState } from 'react';
import {
  APPROVAL_TEXT_MAX,
  approvalChangeTexts,
  approvalStatusLabels,
  approvalStatusTones,
  approvalSubjectLabel,
  approvalTextProblem,
  DATA_PROTECTION_MESSAGE,
  formatApprovalTime,
} from '../../../model/approvals';
import { VersionDiff } from '../../PolicyBuilder/VersionDiff';
import type { ApprovalRequestView } from '../approvalTypes';
import * as styles from './ApprovalRequestPanel.css';

export type ApprovalDecision = 'approve' | 'reject';

export interface ApprovalRequestPanelProps {
  /** The request to show; none while loading. */
  request?: ApprovalRequestView;
  isLoading?: boolean;
  /** What the change does, in the author's words (describeApprovalChange). */
  changes: readonly string[];
  /** Why the signed-in user may not decide (approvalDecisionBlock), or null to offer the decision. */
  decisionBlock: string | null;
  onDecide: (decision: ApprovalDecision, comment: string) => void;
  /** The decision being sent, if one is. */
  pendingDecision?: ApprovalDecision | null;
  decideError?: string | null;
  headingLevel?: 2 | 3;
}

/**
 * A change waiting for (or decided by) a second person: who asked and why, what it changes,
 * the record before and after side by side, and Approve / Reject with a comment for a checker.
 */
export function ApprovalRequestPanel({
  request,
  isLoading = false,
  changes,
  decisionBlock,
  onDecide,
  pendingDecision = null,
  decideError = null,
  headingLevel = 2,
}: ApprovalRequestPanelProps) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (isLoading || !request) {
    return (
      <Card title="Approval request" headingLevel={headingLevel}>
        <Spinner aria-label="Loading the approval request" />
      </Card>
    );
  }
  const decide = (decision: ApprovalDecision) => {
    const found = approvalTextProblem(comment);
    setProblem(found === null ? null : 'Enter a comment.');
    if (found === null) onDecide(decision, comment.trim());
  };
  const texts = approvalChangeTexts(request.change);
  const details: DefinitionListItem[] = [
    ['Record', approvalSubjectLabel(request)],
    ['Submitted by', request.submitted_by.username],
    ['Submitted', formatApprovalTime(request.submitted_at)],
    ['Reason', request.reason],
    ...(request.decided_by && request.decided_at
      ? ([
          [
            request.status === 'approved' ? 'Approved by' : 'Rejected by',
            request.decided_by.username,
          ],
          ['Decided', formatApprovalTime(request.decided_at)],
          ['Comment', request.comment ?? ''],
        ] as const)
      : []),
  ];
  return (
    <Card
      title="Approval request"
      headingLevel={headingLevel}
      actions={
        <Badge tone={approvalStatusTones[request.status]}>
          {approvalStatusLabels[request.status]}
        </Badge>
      }
    >
      <Stack gap="300">
        <DefinitionList items={details} layout="rows" />
        {changes.length > 0 ? (
          <ul className={styles.changeList} aria-label="What the change does">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        ) : null}
        {texts ? (
          <VersionDiff
            before={texts.before}
            after={texts.after}
            beforeLabel={
              request.base_version === null ? 'Before' : `Version ${request.base_version}`
            }
            afterLabel="Proposed"
          />
        ) : (
          <p className={styles.blocked}>{DATA_PROTECTION_MESSAGE}</p>
        )}
        {request.status === 'pending' && decisionBlock !== null ? (
          <p className={styles.blocked}>{decisionBlock}</p>
        ) : null}
        {request.status === 'pending' && decisionBlock === null ? (
          <Stack gap="200">
            {decideError ? (
              <Alert tone="critical" title="The decision could not be saved.">
                {decideError}
              </Alert>
            ) : null}
            <TextArea
              label="Comment"
              isRequired
              maxLength={APPROVAL_TEXT_MAX}
              value={comment}
              onChange={(value) => {
                setComment(value);
                setProblem(null);
              }}
              isInvalid={problem !== null}
              errorMessage={problem}
            />
            <Inline gap="200">
              <Button
                variant="primary"
                isPending={pendingDecision === 'approve'}
                isDisabled={pendingDecision === 'reject'}
                onPress={() => decide('approve')}
              >
                Approve
              </Button>
              <Button
                tone="critical"
                isPending={pendingDecision === 'reject'}
                isDisabled={pendingDecision === 'approve'}
                onPress={() => decide('reject')}
              >
                Reject
              </Button>
            </Inline>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
