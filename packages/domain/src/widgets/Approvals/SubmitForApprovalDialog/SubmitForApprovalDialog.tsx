import { Alert, Button, Dialog, Modal, TextArea } from '@backoffice/ui';
import { useState } from 'react';
import { APPROVAL_TEXT_MAX, approvalTextProblem } from '../../../model/approvals';
import * as styles from './SubmitForApprovalDialog.css';

export interface SubmitForApprovalDialogProps {
  isOpen: boolean;
  /** What is changed, in the explanation: 'policy' or 'module'. */
  recordNoun: string;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  isSubmitting?: boolean;
  /** Why the server refused the submission (a pending request already waits, say). */
  submitError?: string | null;
}

/**
 * Asks the maker why they change a policy or module before the change goes to a second person:
 * nothing changes until another user approves it (four-eyes).
 */
export function SubmitForApprovalDialog({
  isOpen,
  recordNoun,
  onSubmit,
  onCancel,
  isSubmitting = false,
  submitError = null,
}: SubmitForApprovalDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const found = approvalTextProblem(reason);
    setProblem(found);
    if (found === null) onSubmit(reason.trim());
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Dialog
        title="Submit for approval"
        actions={
          <>
            <Button onPress={onCancel}>Cancel</Button>
            <Button variant="primary" isPending={isSubmitting} onPress={submit}>
              Submit for approval
            </Button>
          </>
        }
      >
        <p className={styles.explanation}>
          {`Nothing changes until another person approves this change to the ${recordNoun}.`}
        </p>
        {submitError ? (
          <Alert tone="critical" title="The change could not be submitted.">
            {submitError}
          </Alert>
        ) : null}
        <TextArea
          label="Reason"
          isRequired
          maxLength={APPROVAL_TEXT_MAX}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
          isInvalid={problem !== null}
          errorMessage={problem}
        />
      </Dialog>
    </Modal>
  );
}
