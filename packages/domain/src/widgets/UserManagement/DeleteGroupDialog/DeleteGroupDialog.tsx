import { Alert, FlowDialog, Select, SelectItem, Stack, type FlowDialogState } from '@backoffice/ui';
import { useState } from 'react';

/** What the dialog is busy with while its state is 'working'. */
export type DeleteGroupWork = 'moving' | 'deleting';

export interface DeleteGroupDialogProps {
  /** The group to delete. */
  group: { group_id: number; group_name: string };
  /** How many members the group still has. */
  memberCount: number;
  /** The members' ids; undefined while they load or are read again. */
  memberIds: readonly number[] | undefined;
  /** The groups the members may move to (never the group itself); undefined while they load. */
  otherGroups: readonly { group_id: number; group_name: string }[] | undefined;
  state: FlowDialogState;
  /** Which call the working state waits for: the move of the members or the deletion. */
  work?: DeleteGroupWork;
  /** The group the members were moved to, once moved: the confirmation names it. */
  membersMovedTo?: number | null;
  /** The server's refusal of the move or the deletion. */
  errorMessage?: string | null;
  /** Why the members could not be listed. */
  membersErrorMessage?: string | null;
  onMoveMembers: (move: { userIds: number[]; groupId: number }) => void;
  onDelete: (groupId: number) => void;
  onClose: () => void;
}

/**
 * Delete Group (merchants.md section 2, User modals): a group that still has members cannot
 * go, so its members are moved to another group first (Change); once none remain, a
 * confirmation with Delete.
 */
export function DeleteGroupDialog({
  group,
  memberCount,
  memberIds,
  otherGroups,
  state,
  work = 'deleting',
  membersMovedTo = null,
  errorMessage,
  membersErrorMessage,
  onMoveMembers,
  onDelete,
  onClose,
}: DeleteGroupDialogProps) {
  const [targetId, setTargetId] = useState<number | null>(null);
  const hasMembers = memberCount > 0;
  const movedToName = otherGroups?.find(
    (candidate) => candidate.group_id === membersMovedTo,
  )?.group_name;

  const moveMembers = () => {
    if (targetId === null || !memberIds || memberIds.length === 0) return;
    onMoveMembers({ userIds: [...memberIds], groupId: targetId });
  };

  return (
    <FlowDialog
      isOpen
      title="Delete Group"
      state={state}
      primaryActionLabel={hasMembers ? 'Change' : 'Delete'}
      isPrimaryActionDisabled={
        hasMembers ? targetId === null || memberIds === undefined : memberIds === undefined
      }
      onPrimaryAction={() => (hasMembers ? moveMembers() : onDelete(group.group_id))}
      onClose={onClose}
      workingLabel={work === 'moving' ? 'Moving the members' : 'Deleting the group'}
      doneMessage="Group deleted"
    >
      <Stack gap="150">
        {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
        {membersErrorMessage ? <Alert tone="critical">{membersErrorMessage}</Alert> : null}
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
              placeholder={otherGroups ? 'Choose a group' : 'Loading groups…'}
              items={otherGroups ?? []}
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
            {movedToName ? <Alert tone="positive">Users moved to group {movedToName}</Alert> : null}
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
