import { useDeleteUsers, type BackofficeUser as User } from '@backoffice/api-client';
import { Alert, FlowDialog, Stack } from '@backoffice/ui';
import { flowStateOf } from './flowState';

interface DeleteUsersDialogProps {
  users: readonly User[];
  isOpen: boolean;
  onClose: () => void;
}

/** Deletes the chosen users after a confirmation; done says 'User deleted'. */
export function DeleteUsersDialog({ users, isOpen, onClose }: DeleteUsersDialogProps) {
  const remove = useDeleteUsers();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <FlowDialog
      isOpen={isOpen}
      title={users.length === 1 ? 'Delete User' : 'Delete Users'}
      state={flowStateOf(remove)}
      primaryActionLabel="Delete"
      onPrimaryAction={() => remove.mutate(users.map((user) => user.user_id))}
      onClose={close}
      workingLabel="Deleting"
      doneMessage="User deleted"
    >
      <Stack gap="150">
        {remove.isError ? <Alert tone="critical">{remove.error.message}</Alert> : null}
        <p>
          {users.length === 1
            ? `Are you sure you want to delete ${users[0]?.username}?`
            : `Are you sure you want to delete these ${users.length} users?`}
        </p>
        {users.length > 1 ? (
          <ul>
            {users.map((user) => (
              <li key={user.user_id}>{user.username}</li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </FlowDialog>
  );
}
