import { creditPolicyFormSchema } from '@backoffice/domain/model';
import {
  Button,
  Dialog,
  Modal,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  TextField,
} from '@backoffice/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { policyLenderIds } from './lenders';
import { usePolicyLender } from './usePolicyLender';

interface NewCreditPolicyDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

type FieldErrors = Partial<Record<'name' | 'lender_id', string>>;

/**
 * New Credit Policy: name, lender id and regulated. Continue opens the create view with this
 * draft; nothing is saved until Save there.
 */
export function NewCreditPolicyDialog({ isOpen, onClose }: NewCreditPolicyDialogProps) {
  const navigate = useNavigate();
  const { isLenderUser, lenderId: ownLender } = usePolicyLender();
  const [name, setName] = useState('');
  const [chosenLender, setChosenLender] = useState<string | null>(null);
  const [regulated, setRegulated] = useState('regulated');
  const [errors, setErrors] = useState<FieldErrors>({});
  const lender = isLenderUser ? (ownLender === undefined ? null : String(ownLender)) : chosenLender;

  const close = () => {
    setName('');
    setChosenLender(null);
    setRegulated('regulated');
    setErrors({});
    onClose();
  };

  const proceed = () => {
    const parsed = creditPolicyFormSchema.safeParse({
      name,
      lender_id: lender,
      regulated: regulated === 'regulated',
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'lender_id') && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    close();
    void navigate('/credit-policies/new/', {
      state: { draft: { ...parsed.data, stages: [] } },
    });
  };

  const lenderOptions = (
    isLenderUser && ownLender !== undefined ? [ownLender] : [...policyLenderIds]
  ).map((id) => ({ id: String(id), name: String(id) }));

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
            maxLength={200}
            isInvalid={Boolean(errors.name)}
            errorMessage={errors.name}
          />
          <Select
            label="Lender Id"
            placeholder="Choose a lender"
            items={lenderOptions}
            value={lender}
            onChange={(key) => {
              setChosenLender(key === null ? null : String(key));
              setErrors((current) => ({ ...current, lender_id: undefined }));
            }}
            isRequired
            isDisabled={isLenderUser}
            description={isLenderUser ? 'Your lender.' : undefined}
            isInvalid={Boolean(errors.lender_id)}
            errorMessage={errors.lender_id}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <RadioGroup
            label="Regulated"
            value={regulated}
            onChange={setRegulated}
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
