import { Alert, FlowDialog, Radio, RadioGroup, Stack, TextArea } from '@backoffice/ui';
import { useState, type ReactNode } from 'react';
import { applicationStatusLabel } from '../../../model/index';

export const REASON_MAX_LENGTH = 1000;
export const actionModalStates = ['loading', 'form', 'updated'] as const;
export type ActionModalState = (typeof actionModalStates)[number];

export interface ActionSubmission {
  reason?: string;
  status?: string;
}

export interface ActionModalProps {
  isOpen: boolean;
  title: string;
  /** Explains the action, e.g. what a forced ID check does. */
  content?: ReactNode;
  /** New statuses to choose from; the current one is never offered. */
  statuses?: readonly string[];
  currentStatus?: string;
  /** Asks for an 'Action Reason' (required, at most 1000 characters). */
  requiresReason?: boolean;
  submitLabel?: string;
  /** loading while the action runs; updated once it is done (then only Close). */
  state: ActionModalState;
  successMessage?: ReactNode;
  errorMessage?: string | null;
  onSubmit: (submission: ActionSubmission) => void;
  onClose: () => void;
}

/**
 * The generic order action modal: a title, optional content, an optional choice of new status
 * and an optional Action Reason, with Cancel and submit; Close once updated.
 */
export function ActionModal({
  isOpen,
  title,
  content,
  statuses,
  currentStatus,
  requiresReason = false,
  submitLabel = 'Submit',
  state,
  successMessage,
  errorMessage,
  onSubmit,
  onClose,
}: ActionModalProps) {
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const offered = (statuses ?? []).filter((option) => option !== currentStatus);
  const needsStatus = offered.length > 0;
  const reasonMissing = requiresReason && reason.trim() === '';
  const isSubmitDisabled =
    reasonMissing || reason.length > REASON_MAX_LENGTH || (needsStatus && status === null);

  const close = () => {
    setReason('');
    setStatus(null);
    onClose();
  };

  return (
    <FlowDialog
      isOpen={isOpen}
      title={title}
      state={state === 'loading' ? 'working' : state === 'updated' ? 'done' : 'form'}
      doneMessage={successMessage}
      primaryActionLabel={submitLabel}
      isPrimaryActionDisabled={isSubmitDisabled}
      onPrimaryAction={() =>
        onSubmit({
          ...(requiresReason ? { reason: reason.trim() } : {}),
          ...(needsStatus && status ? { status } : {}),
        })
      }
      onClose={close}
      workingLabel={`${title}: working`}
    >
      <Stack gap="150">
        {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
        {content}
        {needsStatus ? (
          <RadioGroup label="New Status" isRequired value={status} onChange={setStatus}>
            {offered.map((option) => (
              <Radio key={option} value={option}>
                {applicationStatusLabel(option)}
              </Radio>
            ))}
          </RadioGroup>
        ) : null}
        {requiresReason ? (
          <TextArea
            label="Action Reason"
            isRequired
            value={reason}
            onChange={setReason}
            maxLength={REASON_MAX_LENGTH}
          />
        ) : null}
      </Stack>
    </FlowDialog>
  );
}
