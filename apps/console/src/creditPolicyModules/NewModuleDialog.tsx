import { MODULE_NAME_MAX, moduleNameError, type NewModuleDraft } from '@backoffice/domain/model';
import { Button, Dialog, Modal, Select, SelectItem, Stack, TextField } from '@backoffice/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { policyLenderIds } from '../creditPolicies/lenders';

interface NewModuleDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** A lender user's own lender: the only one offered. */
  fixedLenderId?: number | null;
}

export const newModulePath = '/credit-policy-modules/new/';

/**
 * New Module: a name (1 to 200 characters) and a lender from the list; Continue opens the
 * create view with this draft.
 */
export function NewModuleDialog({ isOpen, onClose, fixedLenderId }: NewModuleDialogProps) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [chosenLender, setChosenLender] = useState<number | null>(null);
  const lenderId = fixedLenderId ?? chosenLender;
  const nameError = moduleNameError(name);
  const lenders = fixedLenderId ? [fixedLenderId] : policyLenderIds;

  const close = () => {
    setName('');
    setTouched(false);
    setChosenLender(null);
    onClose();
  };

  const proceed = () => {
    setTouched(true);
    if (nameError || lenderId === null) return;
    const draft: NewModuleDraft = { name: name.trim(), lender_id: lenderId };
    void navigate(newModulePath, { state: draft });
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      <Dialog
        title="New Module"
        actions={
          <>
            <Button onPress={close}>Cancel</Button>
            <Button
              variant="primary"
              onPress={proceed}
              isDisabled={Boolean(nameError) || lenderId === null}
            >
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
            isInvalid={isTouched && Boolean(nameError)}
            errorMessage={nameError}
          />
          <Select
            label="Lender"
            isRequired
            placeholder="Choose a lender"
            items={lenders.map((id) => ({ id: String(id), name: `Lender ${id}` }))}
            selectedKey={lenderId === null ? null : String(lenderId)}
            onSelectionChange={(key) => setChosenLender(key === null ? null : Number(key))}
            isDisabled={Boolean(fixedLenderId)}
            description={fixedLenderId ? 'Modules you create belong to your lender.' : undefined}
          >
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
        </Stack>
      </Dialog>
    </Modal>
  );
}
