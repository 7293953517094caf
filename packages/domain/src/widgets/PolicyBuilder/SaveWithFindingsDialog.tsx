import { Button, Dialog, Modal } from '@backoffice/ui';
import { PolicyChecksList } from './PolicyChecks';
import type { PolicyCheckFinding } from './policyBuilderTypes';

export interface SaveWithFindingsDialogProps {
  isOpen: boolean;
  /** What the checks found in the draft about to be saved. */
  findings: readonly PolicyCheckFinding[];
  /** Module names by module_id, so a finding names its module. */
  moduleNames?: ReadonlyMap<number, string>;
  /** The editor's save button label ('Save', 'Update'), repeated on the confirming button. */
  saveLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a policy or module is saved while its checks fail, naming each failing check, so
 * nobody saves a loop or a missing GOTO target without having seen it.
 */
export function SaveWithFindingsDialog({
  isOpen,
  findings,
  moduleNames,
  saveLabel = 'Save',
  onConfirm,
  onCancel,
}: SaveWithFindingsDialogProps) {
  const count = findings.length === 1 ? '1 problem' : `${findings.length} problems`;
  return (
    <Modal
      isOpen={isOpen}
      size="lg"
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Dialog
        role="alertdialog"
        title="The checks are failing"
        actions={
          <>
            {/* The alert dialog starts on the choice that keeps the author editing. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button onPress={onCancel} autoFocus>
              Keep editing
            </Button>
            <Button variant="primary" tone="critical" onPress={onConfirm}>
              {`${saveLabel} anyway`}
            </Button>
          </>
        }
      >
        <p>{`The checks found ${count}. ${saveLabel} anyway?`}</p>
        <PolicyChecksList findings={findings} moduleNames={moduleNames} />
      </Dialog>
    </Modal>
  );
}
