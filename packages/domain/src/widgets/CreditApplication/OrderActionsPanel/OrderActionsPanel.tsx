import { Button, Card } from '@backoffice/ui';
import { useState } from 'react';
import { isDeclineOverride } from '../../../model/index';
import { ActionModal, type ActionModalState, type ActionSubmission } from '../ActionModal';
import * as shared from '../CreditApplication.css';
import * as styles from './OrderActionsPanel.css';
import type { ApplicationLinks } from '../creditApplicationTypes';
import { UnderwriteModal, type UnderwriteDecision } from '../UnderwriteModal';

export const orderActions = [
  'force_id_check',
  'verify',
  'cancel',
  'inspect',
  'underwrite',
] as const;
export type OrderAction = (typeof orderActions)[number];

/** Actions that cannot be undone: they look destructive and sit apart from the others. */
const destructiveActions: readonly OrderAction[] = ['cancel'];

export type OrderActionRequest =
  | { action: Exclude<OrderAction, 'underwrite'>; reason?: string }
  | { action: 'underwrite'; reason: string; status: UnderwriteDecision };

/** The success message of each order action, as the spec words it. */
/** The success message of an underwriting decision submitted for approval. */
export const SUBMITTED_FOR_APPROVAL =
  'The decision is submitted: it applies once a second person approves it.';

export const orderActionSuccessMessages: Record<OrderAction, string> = {
  force_id_check: 'Successfully forced an ID Check.',
  verify: 'Successfully verified the credit application.',
  cancel: 'The application is cancelled.',
  inspect: 'The application is now to be inspected.',
  underwrite: 'Credit application has been successfully underwritten.',
};

const actionDetails: Record<
  Exclude<OrderAction, 'underwrite'>,
  { title: string; content?: string; requiresReason: boolean; submitLabel: string }
> = {
  force_id_check: {
    title: 'Force ID Check',
    content: 'The customer will be asked to verify their identity again. Continue?',
    requiresReason: false,
    submitLabel: 'Force ID Check',
  },
  verify: { title: 'Verify', requiresReason: true, submitLabel: 'Verify' },
  cancel: { title: 'Cancel Application', requiresReason: true, submitLabel: 'Cancel Application' },
  inspect: { title: 'Inspect', requiresReason: true, submitLabel: 'Inspect' },
};

export interface OrderActionsPanelProps {
  /** The application's links: each order action it offers appears as a button. */
  links: ApplicationLinks;
  currentStatus: string;
  /** Takes the action; resolve when done, reject with an Error to show its message. */
  onAction: (request: OrderActionRequest) => Promise<unknown>;
  /** The engine's decision: accepting over its DECLINE goes to onSubmitForApproval instead. */
  engineDecision?: string | null;
  /** Submits an underwriting decision that overrides the engine's DECLINE for approval. */
  onSubmitForApproval?: (decision: { status: 'ACCEPT'; reason: string }) => Promise<unknown>;
  /**
   * Called with the spec's success message once an action was taken; its modal has closed by
   * then (the page shows the message as a toast, docs/adr/0017).
   */
  onSuccess?: (message: string) => void;
  /** Called once an action was taken (not after Cancel), e.g. to refresh the application. */
  onDone?: () => void;
  /** The panel title's level in the page's outline: 3 inside a list row's quick view. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The Order Actions panel: the actions the application offers now, each through its modal. */
export function OrderActionsPanel({
  links,
  currentStatus,
  onAction,
  engineDecision = null,
  onSubmitForApproval,
  onSuccess,
  onDone,
  headingLevel = 2,
  className,
}: OrderActionsPanelProps) {
  const offered = orderActions.filter((action) => links[action] !== undefined);
  const [open, setOpen] = useState<OrderAction | null>(null);
  const [state, setState] = useState<ActionModalState>('form');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(null);
    setState('form');
    setError(null);
  };

  const run = async (request: OrderActionRequest) => {
    setState('loading');
    setError(null);
    const forApproval =
      request.action === 'underwrite' &&
      onSubmitForApproval !== undefined &&
      isDeclineOverride(engineDecision, request.status);
    try {
      await (forApproval
        ? onSubmitForApproval({ status: 'ACCEPT', reason: request.reason! })
        : onAction(request));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The action could not be taken.');
      setState('form');
      return;
    }
    close();
    onSuccess?.(forApproval ? SUBMITTED_FOR_APPROVAL : orderActionSuccessMessages[request.action]);
    onDone?.();
  };

  const modal =
    open === null ? null : open === 'underwrite' ? (
      <UnderwriteModal
        isOpen
        currentStatus={currentStatus}
        engineDecision={onSubmitForApproval ? engineDecision : null}
        state={state}
        successMessage={orderActionSuccessMessages.underwrite}
        errorMessage={error}
        onSubmit={(decision) => void run({ action: 'underwrite', ...decision })}
        onClose={close}
      />
    ) : (
      <ActionModal
        isOpen
        title={actionDetails[open].title}
        content={actionDetails[open].content}
        requiresReason={actionDetails[open].requiresReason}
        submitLabel={actionDetails[open].submitLabel}
        currentStatus={currentStatus}
        state={state}
        successMessage={orderActionSuccessMessages[open]}
        errorMessage={error}
        onSubmit={(submission: ActionSubmission) =>
          void run({ action: open, ...(submission.reason ? { reason: submission.reason } : {}) })
        }
        onClose={close}
      />
    );

  const actionButton = (action: OrderAction) => (
    <Button
      key={action}
      tone={destructiveActions.includes(action) ? 'critical' : 'neutral'}
      onPress={() => setOpen(action)}
    >
      {links[action]?.title ??
        (action === 'underwrite' ? 'Underwrite' : actionDetails[action].title)}
    </Button>
  );

  return (
    <Card title="Order Actions" headingLevel={headingLevel} className={className}>
      {offered.length === 0 ? (
        <p className={shared.muted}>No Actions Available</p>
      ) : (
        <div className={styles.actions}>
          {offered.filter((action) => !destructiveActions.includes(action)).map(actionButton)}
          {offered.some((action) => destructiveActions.includes(action)) ? (
            <div role="group" aria-label="Irreversible actions" className={styles.dangerZone}>
              {offered.filter((action) => destructiveActions.includes(action)).map(actionButton)}
            </div>
          ) : null}
        </div>
      )}
      {modal}
    </Card>
  );
}
