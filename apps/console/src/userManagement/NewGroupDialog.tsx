import { useAllGroups, useCreateGroup, useGroupNameTaken } from '@backoffice/api-client';
import { NewGroupDialog as NewGroupForm } from '@backoffice/domain/widgets';
import { flowStateOf } from './flowState';

/** New Group: the organisation's groups, the name check and the create call around the widget. */
export function NewGroupDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const groups = useAllGroups();
  const create = useCreateGroup();
  const groupNameTaken = useGroupNameTaken();
  return (
    <NewGroupForm
      isOpen={isOpen}
      groups={groups.data?.items}
      isNameTaken={groupNameTaken}
      state={flowStateOf(create)}
      errorMessage={create.isError ? create.error.message : null}
      onCreate={(group) => create.mutate(group)}
      onClose={() => {
        create.reset();
        onClose();
      }}
    />
  );
}
