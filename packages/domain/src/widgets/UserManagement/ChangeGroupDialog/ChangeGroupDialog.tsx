import { Alert, FlowDialog, Select, SelectItem, Stack, type FlowDialogState } from '@backoffice/ui';
import { useState } from 'react';

export interface ChangeGroupDialogProps {
  isOpen: boolean;
  /** The users to move. */
  users: readonly { user_id: number; username: string }[];
  /** The groups to choose from; undefined while they load. */
  groups: readonly { group_id: number; group_name: string }[] | undefined;
  state: FlowDialogState;
  errorMessage?: string | null;
  onChange: (change: { userIds: number[]; groupId: number }) => void;
  onClose: () => void;
}

/**
 * Change Group (merchants.md section 2, User modals): moves one or more users to another group,
 * then a done state with Close only: 'Users moved to group {name}'.
 */
export function ChangeGroupDialog({
  isOpen,
  users,
  groups,
  state,
  errorMessage,
  onChange,
  onClose,
}: ChangeGroupDialogProps) {
  const [groupId, setGroupId] = useState<number | null>(null);
  const groupName = groups?.find((group) => group.group_id === groupId)?.group_name ?? '';
  return (
    <FlowDialog
      isOpen={isOpen}
      title="Change Group"
      state={state}
      primaryActionLabel="Change"
      isPrimaryActionDisabled={groupId === null}
      onPrimaryAction={() =>
        groupId === null
          ? undefined
          : onChange({ userIds: users.map((user) => user.user_id), groupId })
      }
      onClose={() => {
        setGroupId(null);
        onClose();
      }}
      workingLabel="Changing the group"
      doneMessage={`Users moved to group ${groupName}`}
    >
      <Stack gap="150">
        {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
        <p>
          {users.length === 1
            ? `Move ${users[0]?.username} to another group.`
            : `Move ${users.length} users to another group.`}
        </p>
        <Select
          label="Group"
          isRequired
          placeholder={groups ? 'Choose a group' : 'Loading groups…'}
          items={groups ?? []}
          selectedKey={groupId}
          onSelectionChange={(key) => setGroupId(key === null ? null : Number(key))}
        >
          {(group) => (
            <SelectItem id={group.group_id} textValue={group.group_name}>
              {group.group_name}
            </SelectItem>
          )}
        </Select>
      </Stack>
    </FlowDialog>
  );
}
