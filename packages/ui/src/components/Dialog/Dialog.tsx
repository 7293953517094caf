import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import {
  dialog,
  dialogActions,
  dialogTitle,
  modal,
  modalSize,
  overlay,
  working,
  type modalSizeNames,
} from './Dialog.css';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Escape and a click outside close the modal unless this is false. */
  isDismissable?: boolean;
  /** Width: sm for a confirmation, md (default) for a form, lg for tables and comparisons. */
  size?: (typeof modalSizeNames)[number];
  children: ReactNode;
  className?: string;
}

/** A modal layer with a backdrop; it traps focus and gives it back on close. */
export function Modal({
  isOpen,
  onOpenChange,
  isDismissable = true,
  size = 'md',
  children,
  className,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={overlay}
    >
      <AriaModal className={[modal, modalSize[size], className].filter(Boolean).join(' ')}>
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'children'> {
  title: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The content of a modal: a titled dialog with its actions at the end. */
export function Dialog({ title, actions, children, className, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={[dialog, className].filter(Boolean).join(' ')}>
      <Heading slot="title" className={dialogTitle}>
        {title}
      </Heading>
      {children}
      {actions ? <div className={dialogActions}>{actions}</div> : null}
    </AriaDialog>
  );
}

export const flowDialogStates = ['form', 'working', 'done'] as const;
export type FlowDialogState = (typeof flowDialogStates)[number];

export interface FlowDialogProps {
  isOpen: boolean;
  title: ReactNode;
  /** form: the fields and actions; working: a spinner, nothing to press; done: the outcome and Close. */
  state: FlowDialogState;
  /** The form, shown in the form state. */
  children?: ReactNode;
  /** The success message of the done state, e.g. "Account updated." */
  doneMessage?: ReactNode;
  primaryActionLabel?: string;
  onPrimaryAction?: () => void;
  isPrimaryActionDisabled?: boolean;
  cancelLabel?: string;
  onClose: () => void;
  /** Announced while working. */
  workingLabel?: string;
}

/**
 * The modal flow the specification uses for every change: a form, then working (spinner),
 * then done with only a Close button. It cannot be dismissed while working.
 */
export function FlowDialog({
  isOpen,
  title,
  state,
  children,
  doneMessage,
  primaryActionLabel = 'Save',
  onPrimaryAction,
  isPrimaryActionDisabled,
  cancelLabel = 'Cancel',
  onClose,
  workingLabel = 'Working',
}: FlowDialogProps) {
  const actions =
    state === 'done' ? (
      // The button that had focus is gone once done; Close is the only thing left to do.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      <Button variant="primary" onPress={onClose} autoFocus>
        Close
      </Button>
    ) : state === 'form' ? (
      <>
        <Button onPress={onClose}>{cancelLabel}</Button>
        <Button variant="primary" onPress={onPrimaryAction} isDisabled={isPrimaryActionDisabled}>
          {primaryActionLabel}
        </Button>
      </>
    ) : null;
  return (
    <Modal
      isOpen={isOpen}
      isDismissable={state !== 'working'}
      onOpenChange={(open) => {
        if (!open && state !== 'working') onClose();
      }}
    >
      <Dialog title={title} actions={actions}>
        {state === 'form' ? children : null}
        {state === 'working' ? (
          <div className={working}>
            <Spinner size="lg" aria-label={workingLabel} />
          </div>
        ) : null}
        {state === 'done' ? <p role="status">{doneMessage}</p> : null}
      </Dialog>
    </Modal>
  );
}
