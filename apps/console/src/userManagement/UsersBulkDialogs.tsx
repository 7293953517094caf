import {
  useAllGroups,
  useChangeGroup,
  useDeleteUsers,
  type BackofficeUser,
} from '@backoffice/api-client';
import {
  ChangeGroupDialog,
  DeleteUsersDialog,
  type UserRowAction,
} from '@backoffice/domain/widgets';
import { flowStateOf } from './flowState';

/** The row actions that also act on every selected user. */
export type UsersBulkAction = Exclude<UserRowAction, 'edit'>;

interface UsersBulkDialogsProps {
  /** The open dialog and the users it acts on; null while neither is open. */
  open: { kind: UsersBulkAction; users: BackofficeUser[] } | null;
  /** The dialog closed: the page clears its selection. */
  onDone: () => void;
}

/** Change Group and Delete Users for the users chosen on the Users page. */
export function UsersBulkDialogs({ open, onDone }: UsersBulkDialogsProps) {
  const groups = useAllGroups();
  const change = useChangeGroup();
  const remove = useDeleteUsers();
  const closeWith = (mutation: { reset: () => void }) => () => {
    mutation.reset();
    onDone();
  };
  return (
    <>
      <ChangeGroupDialog
        isOpen={open?.kind === 'change-group'}
        users={open?.kind === 'change-group' ? open.users : []}
        groups={groups.data?.items}
        state={flowStateOf(change)}
        errorMessage={change.isError ? change.error.message : null}
        onChange={(request) => change.mutate(request)}
        onClose={closeWith(change)}
      />
      <DeleteUsersDialog
        isOpen={open?.kind === 'delete'}
        users={open?.kind === 'delete' ? open.users : []}
        state={flowStateOf(remove)}
        errorMessage={remove.isError ? remove.error.message : null}
        onDelete={(userIds) => remove.mutate(userIds)}
        onClose={closeWith(remove)}
      />
    </>
  );
}
