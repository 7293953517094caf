import { Alert, FlowDialog, Select, SelectItem, Stack, TextArea } from '@backoffice/ui';
import { useState, type ReactNode } from 'react';
import { applicationStatusLabel, isDeclineOverride } from '../../../model/index';
import { REASON_MAX_LENGTH, type ActionModalState } from '../ActionModal';

export const underwriteStatuses = ['ACCEPT', 'DECLINE', 'CANCEL'] as const;
export type UnderwriteDecision = (typeof underwriteStatuses)[number];

/**
 * The statuses the underwriting modal offers: the current status first, then ACCEPT, DECLINE
 * and CANCEL; CANCEL is not offered while the application is declined.
 */
export function underwriteStatusOptions(currentStatus: string): string[] {
  const decisions = underwriteStatuses.filter(
    (status) => !(currentStatus === 'DECLINE' && status === 'CANCEL'),
  );
  return [currentStatus, ...decisions.filter((status) => status !== currentStatus)];
}

/** Said in the modal when accepting overrides the credit policy's DECLINE. */
export const DECLINE_OVERRIDE_NOTE =
  "The credit policy declined this application: accepting it waits for a second person's approval, and nothing changes until then.";

export interface UnderwriteModalProps {
  isOpen: boolean;
  currentStatus: string;
  /** The engine's decision (the current decision log's status): over a DECLINE, ACCEPT is submitted for approval. */
  engineDecision?: string | null;
  state: ActionModalState;
  successMessage?: ReactNode;
  errorMessage?: string | null;
  onSubmit: (decision: { status: UnderwriteDecision; reason: string }) => void;
  onClose: () => void;
}

/** The underwriting decision modal: a new status (not the current one), a decision reason and Confirm. */
export function UnderwriteModal({
  isOpen,
  currentStatus,
  engineDecision = null,
  state,
  successMessage,
  errorMessage,
  onSubmit,
  onClose,
}: UnderwriteModalProps) {
  const options = underwriteStatusOptions(currentStatus);
  const [status, setStatus] = useState<string>(currentStatus);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const unchanged = status === currentStatus;
  const needsApproval = isDeclineOverride(engineDecision, status);
  const isValid =
    !unchanged &&
    (underwriteStatuses as readonly string[]).includes(status) &&
    reason.trim() !== '' &&
    reason.length <= REASON_MAX_LENGTH;

  const close = () => {
    setStatus(currentStatus);
    setReason('');
    setTouched(false);
    onClose();
  };

  return (
    <FlowDialog
      isOpen={isOpen}
      title="Underwriting Decision"
      state={state === 'loading' ? 'working' : state === 'updated' ? 'done' : 'form'}
      doneMessage={successMessage}
      primaryActionLabel={needsApproval ? 'Submit for approval' : 'Confirm'}
      isPrimaryActionDisabled={!isValid}
      onPrimaryAction={() =>
        onSubmit({ status: status as UnderwriteDecision, reason: reason.trim() })
      }
      onClose={close}
      workingLabel="Underwriting"
    >
      <Stack gap="150">
        {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
        {needsApproval ? <Alert tone="info">{DECLINE_OVERRIDE_NOTE}</Alert> : null}
        <Select
          label="Status"
          isRequired
          items={options.map((option) => ({ id: option, name: applicationStatusLabel(option) }))}
          value={status}
          onChange={(value) => {
            setStatus(String(value));
            setTouched(true);
          }}
          description="The new status must differ from the current one."
          isInvalid={touched && unchanged}
          errorMessage="Choose a status other than the current one."
        >
          {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
        </Select>
        <TextArea
          label="Decision Reason"
          isRequired
          value={reason}
          onChange={setReason}
          maxLength={REASON_MAX_LENGTH}
        />
      </Stack>
    </FlowDialog>
  );
}
