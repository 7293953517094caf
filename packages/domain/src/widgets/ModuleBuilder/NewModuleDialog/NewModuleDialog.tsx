import { Button, Dialog, Modal, Stack, TextField } from '@backoffice/ui';
import { useState } from 'react';
import {
  checkNewModule,
  MODULE_NAME_MAX,
  newDraftLender,
  type NewModuleDraft,
} from '../../../model/policy';
import {
  PolicyLenderSelect,
  type PolicyLenderChoices,
} from '../../PolicyBuilder/PolicyLenderSelect';

export interface NewModuleDialogProps extends PolicyLenderChoices {
  isOpen: boolean;
  /** The checked draft for the create view, which adds the rules and saves. */
  onContinue: (draft: NewModuleDraft) => void;
  onClose: () => void;
}

/**
 * New Module (spec section 2): a name (1 to 200 characters) and a lender chosen from the list,
 * with Cancel and Continue, which stays off until both are there.
 */
export function NewModuleDialog({
  isOpen,
  lenders,
  lendersError,
  onRetryLenders,
  isOwnLenderOnly = false,
  onContinue,
  onClose,
}: NewModuleDialogProps) {
  const [name, setName] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [chosenLender, setChosenLender] = useState<number | null>(null);
  const lenderId = newDraftLender(lenders, isOwnLenderOnly, chosenLender);
  const { draft, errors } = checkNewModule({ name, lender_id: lenderId });

  const reset = () => {
    setName('');
    setTouched(false);
    setChosenLender(null);
  };

  const close = () => {
    reset();
    onClose();
  };

  const proceed = () => {
    if (!draft) return;
    reset();
    onContinue(draft);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog
        title="New Module"
        actions={
          <>
            <Button onPress={close}>Cancel</Button>
            <Button variant="primary" onPress={proceed} isDisabled={!draft}>
              Continue
            </Button>
          </>
        }
      >
        <Stack gap="150">
          <TextField
            label="Name"
            isRequired
            maxLength={MODULE_NAME_MAX}
            value={name}
            onChange={setName}
            onBlur={() => setTouched(true)}
            isInvalid={isTouched && Boolean(errors.name)}
            errorMessage={errors.name}
          />
          <PolicyLenderSelect
            label="Lender"
            lenders={lenders}
            lendersError={lendersError}
            onRetryLenders={onRetryLenders}
            isOwnLenderOnly={isOwnLenderOnly}
            ownLenderDescription="Modules you create belong to your lender."
            value={lenderId}
            onChange={setChosenLender}
            optionLabel={(lender) => `Lender ${lender.lender_id}`}
          />
        </Stack>
      </Dialog>
    </Modal>
  );
}
