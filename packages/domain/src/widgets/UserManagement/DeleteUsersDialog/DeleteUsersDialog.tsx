import { Alert, FlowDialog, Stack, type FlowDialogState } from '@backoffice/ui';

export interface DeleteUsersDialogProps {
  isOpen: boolean;
  users: readonly { user_id: number; username: string }[];
  state: FlowDialogState;
  errorMessage?: string | null;
  onDelete: (userIds: number[]) => void;
  onClose: () => void;
}

/**
 * Delete User(s) (merchants.md section 2, User modals): a confirmation naming the users, then a
 * done state with Close only: 'User deleted'.
 */
export function DeleteUsersDialog({
  isOpen,
  users,
  state,
  errorMessage,
  onDelete,
  onClose,
}: DeleteUsersDialogProps) {
  return (
    <FlowDialog
      isOpen={isOpen}
      title={users.length === 1 ? 'Delete User' : 'Delete Users'}
      state={state}
      primaryActionLabel="Delete"
      onPrimaryAction={() => onDelete(users.map((user) => user.user_id))}
      onClose={onClose}
      workingLabel="Deleting"
      doneMessage="User deleted"
    >
      <Stack gap="150">
        {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
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
