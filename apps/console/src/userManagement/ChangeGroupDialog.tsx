import { useAllGroups, useChangeGroup, type BackofficeUser as User } from '@backoffice/api-client';
import { Alert, FlowDialog, Select, SelectItem, Stack } from '@backoffice/ui';
import { useState } from 'react';
import { flowStateOf } from './flowState';

interface ChangeGroupDialogProps {
  users: readonly User[];
  isOpen: boolean;
  onClose: () => void;
}

/** Moves one or more users to another group; done says 'Users moved to group {name}'. */
export function ChangeGroupDialog({ users, isOpen, onClose }: ChangeGroupDialogProps) {
  const [groupId, setGroupId] = useState<number | null>(null);
  const groups = useAllGroups();
  const change = useChangeGroup();
  const groupName = groups.data?.items.find((group) => group.group_id === groupId)?.group_name;
  const close = () => {
    setGroupId(null);
    change.reset();
    onClose();
  };
  return (
    <FlowDialog
      isOpen={isOpen}
      title="Change Group"
      state={flowStateOf(change)}
      primaryActionLabel="Change"
      isPrimaryActionDisabled={groupId === null}
      onPrimaryAction={() =>
        change.mutate({ userIds: users.map((user) => user.user_id), groupId: groupId as number })
      }
      onClose={close}
      workingLabel="Changing the group"
      doneMessage={`Users moved to group ${groupName ?? ''}`}
    >
      <Stack gap="150">
        {change.isError ? <Alert tone="critical">{change.error.message}</Alert> : null}
        <p>
          {users.length === 1
            ? `Move ${users[0]?.username} to another group.`
            : `Move ${users.length} users to another group.`}
        </p>
        <Select
          label="Group"
          isRequired
          placeholder={groups.isPending ? 'Loading groups…' : 'Choose a group'}
          items={groups.data?.items ?? []}
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
