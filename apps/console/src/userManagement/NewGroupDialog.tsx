import { useAllGroups, useCreateGroup, useGroupNameTaken } from '@backoffice/api-client';
import { Alert, FlowDialog, Select, SelectItem, Stack, TextField } from '@backoffice/ui';
import { useState } from 'react';
import { flowStateOf } from './flowState';
import { GROUP_NAME_MAX, groupNameError } from '@backoffice/domain/model';

const noGroup = 'none';

interface NewGroupDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * New Group: a name (4 to 100 characters, not already used in the organisation) and,
 * optionally, a group whose permissions the new one starts with.
 */
export function NewGroupDialog({ isOpen, onClose }: NewGroupDialogProps) {
  const [name, setName] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [copyFrom, setCopyFrom] = useState<string>(noGroup);
  // The names the server said are in use; checked on leaving the field and before creating.
  const [takenNames, setTakenNames] = useState<string[]>([]);
  const [isChecking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const groups = useAllGroups();
  const create = useCreateGroup();
  const groupNameTaken = useGroupNameTaken();

  const isTaken = takenNames.some((taken) => sameName(taken, name));
  const error =
    groupNameError(name) ?? (isTaken ? 'A group with this name already exists.' : undefined);

  const close = () => {
    setName('');
    setTouched(false);
    setCopyFrom(noGroup);
    setTakenNames([]);
    setCheckError(null);
    create.reset();
    onClose();
  };

  /** Asks the server whether the name is free; false when taken or the check failed. */
  const checkName = async (candidate: string): Promise<boolean> => {
    if (groupNameError(candidate)) return false;
    setChecking(true);
    setCheckError(null);
    try {
      const taken = await groupNameTaken(candidate);
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
    create.mutate({
      group_name: candidate,
      ...(copyFrom === noGroup ? {} : { copy_from_group_id: Number(copyFrom) }),
    });
  };

  const copyOptions = [
    { id: noGroup, name: 'No Group' },
    ...(groups.data?.items ?? []).map((group) => ({
      id: String(group.group_id),
      name: group.group_name,
    })),
  ];

  return (
    <FlowDialog
      isOpen={isOpen}
      title="New Group"
      state={flowStateOf(create)}
      primaryActionLabel="Create"
      isPrimaryActionDisabled={Boolean(error) || isChecking}
      onPrimaryAction={() => void submit()}
      onClose={close}
      workingLabel="Creating the group"
      doneMessage="Group created"
    >
      <Stack gap="150">
        {create.isError ? <Alert tone="critical">{create.error.message}</Alert> : null}
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
          isDisabled={groups.isPending}
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
