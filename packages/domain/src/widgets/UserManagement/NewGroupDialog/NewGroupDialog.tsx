import {
  Alert,
  FlowDialog,
  Select,
  SelectItem,
  Stack,
  TextField,
  type FlowDialogState,
} from '@backoffice/ui';
import { useState } from 'react';
import { GROUP_NAME_MAX, groupNameError } from '../../../model/groupName';

const noGroup = 'none';

export interface NewGroupSubmission {
  group_name: string;
  copy_from_group_id?: number;
}

export interface NewGroupDialogProps {
  isOpen: boolean;
  /** The groups whose permissions the new one may start with; undefined while they load. */
  groups: readonly { group_id: number; group_name: string }[] | undefined;
  /** Asks whether a group of this name already exists; rejects when the check fails. */
  isNameTaken: (name: string) => Promise<boolean>;
  state: FlowDialogState;
  errorMessage?: string | null;
  onCreate: (group: NewGroupSubmission) => void;
  onClose: () => void;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * New Group (merchants.md section 2, User modals): a name (4 to 100 characters, not already used
 * in the organisation) and, optionally, a group whose permissions the new one starts with.
 */
export function NewGroupDialog({
  isOpen,
  groups,
  isNameTaken,
  state,
  errorMessage,
  onCreate,
  onClose,
}: NewGroupDialogProps) {
  const [name, setName] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [copyFrom, setCopyFrom] = useState<string>(noGroup);
  // The names found in use; checked on leaving the field and before creating.
  const [takenNames, setTakenNames] = useState<string[]>([]);
  const [isChecking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);

  const isTaken = takenNames.some((taken) => sameName(taken, name));
  const error =
    groupNameError(name) ?? (isTaken ? 'A group with this name already exists.' : undefined);

  const close = () => {
    setName('');
    setTouched(false);
    setCopyFrom(noGroup);
    setTakenNames([]);
    setCheckError(null);
    onClose();
  };

  /** Whether the name is free; false when taken or the check failed. */
  const checkName = async (candidate: string): Promise<boolean> => {
    if (groupNameError(candidate)) return false;
    setChecking(true);
    setCheckError(null);
    try {
      const taken = await isNameTaken(candidate);
      if (taken) setTakenNames((current) => [...current, candidate]);
      return !taken;
    } catch (failure) {
      setCheckError(failure instanceof Error ? failure.message : String(failure));
      return false;
    } finally {
      setChecking(false);
    }
  };

  const submit = async () => {
    setTouched(true);
    const candidate = name.trim();
    if (!(await checkName(candidate))) return;
    onCreate({
      group_name: candidate,
      ...(copyFrom === noGroup ? {} : { copy_from_group_id: Number(copyFrom) }),
    });
  };

  const copyOptions = [
    { id: noGroup, name: 'No Group' },
    ...(groups ?? []).map((group) => ({ id: String(group.group_id), name: group.group_name })),
  ];

  return (
    <FlowDialog
      isOpen={isOpen}
      title="New Group"
      state={state}
      primaryActionLabel="Create"
      isPrimaryActionDisabled={Boolean(error) || isChecking}
      onPrimaryAction={() => void submit()}
      onClose={close}
      workingLabel="Creating the group"
      doneMessage="Group created"
    >
      <Stack gap="150">
        {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
        {checkError ? (
          <Alert tone="critical" title="The name could not be checked.">
            {checkError}
          </Alert>
        ) : null}
        <TextField
          label="Group Name"
          isRequired
          maxLength={GROUP_NAME_MAX}
          value={name}
          onChange={setName}
          onBlur={() => {
            setTouched(true);
            if (!error) void checkName(name.trim());
          }}
          isInvalid={Boolean((isTouched || isTaken) && error)}
          errorMessage={error}
          description={isChecking ? 'Checking the name…' : undefined}
        />
        <Select
          label="Copy permissions from"
          items={copyOptions}
          selectedKey={copyFrom}
          onSelectionChange={(key) => setCopyFrom(key === null ? noGroup : String(key))}
          isDisabled={groups === undefined}
        >
          {(option) => (
            <SelectItem id={option.id} textValue={option.name}>
              {option.name}
            </SelectItem>
          )}
        </Select>
      </Stack>
    </FlowDialog>
  );
}
