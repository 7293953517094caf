import {
  useAllGroups,
  useChangeGroup,
  useDeleteGroup,
  useUsers,
  type GroupSummary,
} from '@backoffice/api-client';
import { DeleteGroupDialog as DeleteGroupFlow } from '@backoffice/domain/widgets';
import type { FlowDialogState } from '@backoffice/ui';

/**
 * Delete Group: the group's members, the other groups, the move and the delete calls around the
 * widget. Mounted only while open, so its member list is fetched only then.
 */
export function DeleteGroupDialog({
  group,
  onClose,
}: {
  group: GroupSummary;
  onClose: () => void;
}) {
  const members = useUsers({ 'group_id[]': [group.group_id], perPage: 1000, page: 1 });
  const groups = useAllGroups();
  const change = useChangeGroup();
  const remove = useDeleteGroup();
  // After a move, the member list is asked again: the confirmation waits for the answer.
  const isRecounting = change.isSuccess && members.isFetching;
  const isMoving = change.isPending || isRecounting;
  const state: FlowDialogState = remove.isSuccess
    ? 'done'
    : isMoving || remove.isPending
      ? 'working'
      : 'form';
  return (
    <DeleteGroupFlow
      group={group}
      memberCount={members.data?.meta.total ?? group.user_count}
      memberIds={
        members.data && !members.isFetching
          ? members.data.items.map((user) => user.user_id)
          : undefined
      }
      otherGroups={groups.data?.items.filter((candidate) => candidate.group_id !== group.group_id)}
      state={state}
      work={isMoving ? 'moving' : 'deleting'}
      membersMovedTo={change.isSuccess ? change.variables.groupId : null}
      errorMessage={(remove.error ?? change.error)?.message ?? null}
      membersErrorMessage={members.isError ? members.error.message : null}
      onMoveMembers={(move) => {
        remove.reset();
        change.mutate(move);
      }}
      onDelete={(groupId) => remove.mutate(groupId)}
      onClose={onClose}
    />
  );
}
