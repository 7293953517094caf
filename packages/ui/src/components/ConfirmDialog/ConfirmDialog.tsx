import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, Modal } from '../Dialog/Dialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title?: ReactNode;
  /** The question; the spec's unsaved-changes prompt by default. */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colours the confirm button critical, for destructive choices. */
  isDestructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something is lost: "Are you sure you want to discard these changes?" */
export function ConfirmDialog({
  isOpen,
  title = 'Discard changes',
  message = 'Are you sure you want to discard these changes?',
  confirmLabel = 'Discard',
  cancelLabel = 'Cancel',
  isDestructive = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Dialog
        role="alertdialog"
        title={title}
        actions={
          <>
            {/* The WAI-ARIA alert dialog pattern starts on the least destructive choice. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button onPress={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button
              variant="primary"
              tone={isDestructive ? 'critical' : 'neutral'}
              onPress={onConfirm}
            >
              {confirmLabel}
            </Button>
          </>
        }
      >
        <p>{message}</p>
      </Dialog>
    </Modal>
  );
}
