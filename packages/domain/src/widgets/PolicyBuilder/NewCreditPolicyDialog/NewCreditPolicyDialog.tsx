import { Button, Dialog, Modal, Radio, RadioGroup, Stack, TextField } from '@backoffice/ui';
import { useState } from 'react';
import {
  checkNewCreditPolicy,
  MODULE_NAME_MAX,
  newDraftLender,
  type CreditPolicyInputValues,
  type NewDraftErrors,
} from '../../../model/policy';
import { PolicyLenderSelect, type PolicyLenderChoices } from '../PolicyLenderSelect';

export interface NewCreditPolicyDialogProps extends PolicyLenderChoices {
  isOpen: boolean;
  /** The checked draft (no stages yet) for the create view; nothing is saved until Save there. */
  onContinue: (draft: CreditPolicyInputValues) => void;
  onClose: () => void;
}

const regulatedChoices = { regulated: true, unregulated: false } as const;
type RegulatedChoice = keyof typeof regulatedChoices;

/**
 * New Credit Policy (spec section 2): name, lender id and regulated, with Cancel and Continue.
 * Continue names every wrong field inline, or hands on the draft.
 */
export function NewCreditPolicyDialog({
  isOpen,
  lenders,
  lendersError,
  onRetryLenders,
  isOwnLenderOnly = false,
  onContinue,
  onClose,
}: NewCreditPolicyDialogProps) {
  const [name, setName] = useState('');
  const [chosenLender, setChosenLender] = useState<number | null>(null);
  const [regulated, setRegulated] = useState<RegulatedChoice>('regulated');
  const [errors, setErrors] = useState<NewDraftErrors>({});
  const lenderId = newDraftLender(lenders, isOwnLenderOnly, chosenLender);

  const reset = () => {
    setName('');
    setChosenLender(null);
    setRegulated('regulated');
    setErrors({});
  };

  const close = () => {
    reset();
    onClose();
  };

  const proceed = () => {
    const checked = checkNewCreditPolicy({
      name,
      lender_id: lenderId,
      regulated: regulatedChoices[regulated],
    });
    if (!checked.draft) {
      setErrors(checked.errors);
      return;
    }
    reset();
    onContinue(checked.draft);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog
        title="New Credit Policy"
        actions={
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button variant="primary" onPress={proceed}>
              Continue
            </Button>
          </>
        }
      >
        <Stack gap="150">
          <TextField
            label="Name"
            value={name}
            onChange={(value) => {
              setName(value);
              setErrors((current) => ({ ...current, name: undefined }));
            }}
            isRequired
            maxLength={MODULE_NAME_MAX}
            isInvalid={Boolean(errors.name)}
            errorMessage={errors.name}
          />
          <PolicyLenderSelect
            label="Lender Id"
            lenders={lenders}
            lendersError={lendersError}
            onRetryLenders={onRetryLenders}
            isOwnLenderOnly={isOwnLenderOnly}
            ownLenderDescription="Your lender."
            value={lenderId}
            onChange={(id) => {
              setChosenLender(id);
              setErrors((current) => ({ ...current, lender_id: undefined }));
            }}
            optionLabel={(lender) => String(lender.lender_id)}
            errorMessage={errors.lender_id}
          />
          <RadioGroup
            label="Regulated"
            value={regulated}
            onChange={(value) => setRegulated(value as RegulatedChoice)}
            orientation="horizontal"
          >
            <Radio value="regulated">Regulated</Radio>
            <Radio value="unregulated">Unregulated</Radio>
          </RadioGroup>
        </Stack>
      </Dialog>
    </Modal>
  );
}
