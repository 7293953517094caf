import {
  useAllGroups,
  useChangeGroup,
  useDeleteGroup,
  useUsers,
  type GroupSummary,
} from '@backoffice/api-client';
import { Alert, FlowDialog, Select, SelectItem, Stack, type FlowDialogState } from '@backoffice/ui';
import { useState } from 'react';

interface DeleteGroupDialogProps {
  group: GroupSummary;
  onClose: () => void;
}

/**
 * Delete Group (merchants.md section 2, User modals): a group that still has members cannot
 * go, so its members are moved to another group first (Change); once none remain, a
 * confirmation with Delete. Mounted only while open, so its member list is fetched only then.
 */
export function DeleteGroupDialog({ group, onClose }: DeleteGroupDialogProps) {
  const [targetId, setTargetId] = useState<number | null>(null);
  const members = useUsers({ 'group_id[]': [group.group_id], perPage: 1000, page: 1 });
  const groups = useAllGroups();
  const change = useChangeGroup();
  const remove = useDeleteGroup();

  const memberCount = members.data?.meta.total ?? group.user_count;
  const hasMembers = memberCount > 0;
  const otherGroups = (groups.data?.items ?? []).filter(
    (candidate) => candidate.group_id !== group.group_id,
  );
  const targetName = otherGroups.find((candidate) => candidate.group_id === targetId)?.group_name;
  // After a move, the member list is asked again: the confirmation waits for the answer.
  const isRecounting = change.isSuccess && members.isFetching;

  const state: FlowDialogState = remove.isSuccess
    ? 'done'
    : change.isPending || remove.isPending || isRecounting
      ? 'working'
      : 'form';
  const error = remove.error ?? change.error;

  const moveMembers = () => {
    const userIds = (members.data?.items ?? []).map((user) => user.user_id);
    if (targetId === null || userIds.length === 0) return;
    remove.reset();
    change.mutate({ userIds, groupId: targetId });
  };

  return (
    <FlowDialog
      isOpen
      title="Delete Group"
      state={state}
      primaryActionLabel={hasMembers ? 'Change' : 'Delete'}
      isPrimaryActionDisabled={
        hasMembers ? targetId === null || !members.data || members.isFetching : members.isPending
      }
      onPrimaryAction={() => (hasMembers ? moveMembers() : remove.mutate(group.group_id))}
      onClose={onClose}
      workingLabel={change.isPending || isRecounting ? 'Moving the members' : 'Deleting the group'}
      doneMessage="Group deleted"
    >
      <Stack gap="150">
        {error ? <Alert tone="critical">{error.message}</Alert> : null}
        {members.isError ? <Alert tone="critical">{members.error.message}</Alert> : null}
        {hasMembers ? (
          <>
            <p>
              {memberCount === 1
                ? `${group.group_name} still has 1 member.`
                : `${group.group_name} still has ${memberCount} members.`}{' '}
              Move them to another group before deleting it.
            </p>
            <Select
              label="Move members to"
              isRequired
              placeholder={groups.isPending ? 'Loading groups…' : 'Choose a group'}
              items={otherGroups}
              selectedKey={targetId}
              onSelectionChange={(key) => setTargetId(key === null ? null : Number(key))}
            >
              {(candidate) => (
                <SelectItem id={candidate.group_id} textValue={candidate.group_name}>
                  {candidate.group_name}
                </SelectItem>
              )}
            </Select>
          </>
        ) : (
          <>
            {change.isSuccess && targetName ? (
              <Alert tone="positive">Users moved to group {targetName}</Alert>
            ) : null}
            <p>
              Are you sure you want to delete the group <strong>{group.group_name}</strong>? This
              cannot be undone.
            </p>
          </>
        )}
      </Stack>
    </FlowDialog>
  );
}
