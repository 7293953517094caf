import {
  useUnlockUser,
  useUsers,
  type BackofficeUser as User,
  type UsersQuery,
} from '@backoffice/api-client';
import { UsersTable, UsersToolbar } from '@backoffice/domain/widgets';
import { Alert, Pagination, Stack } from '@backoffice/ui';
import { useState } from 'react';
import { MyAccountDialog } from '../shell/MyAccountDialog';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { useListParams } from './listParams';
import { NewUserDialog } from './NewUserDialog';
import { UsersBulkDialogs, type UsersBulkAction } from './UsersBulkDialogs';

type Dialog =
  { kind: 'new' } | { kind: 'edit'; users: User[] } | { kind: UsersBulkAction; users: User[] };

/** Users (merchants.md section 2): filters, sort and page live in the URL to share a view. */
export function UsersPage() {
  useDocumentTitle('Users');
  const { params, paging, update, sortDescriptor } = useListParams();
  const query: UsersQuery = {
    ...paging,
    ...(params.get('username') ? { username: params.get('username') as string } : {}),
    ...(params.get('from') ? { date_from: params.get('from') as string } : {}),
    ...(params.get('to') ? { date_to: params.get('to') as string } : {}),
  };
  const users = useUsers(query);
  const unlock = useUnlockUser();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const listed = users.data?.items ?? [];
  const selectedUsers = listed.filter((user) => selected.has(user.user_id));

  return (
    <section aria-labelledby="users-filters">
      <Stack gap="150">
        <UsersToolbar
          username={query.username ?? ''}
          onUsernameChange={(username) => update({ username: username || null })}
          createdFrom={params.get('from')}
          createdTo={params.get('to')}
          onCreatedChange={(range) => update({ from: range?.from ?? null, to: range?.to ?? null })}
          onReset={() => update({ username: null, from: null, to: null, order: null })}
          onNewUser={() => setDialog({ kind: 'new' })}
          total={users.data?.meta.total}
          selectedCount={selectedUsers.length}
          onChangeGroup={() => setDialog({ kind: 'change-group', users: selectedUsers })}
          onDeleteUsers={() => setDialog({ kind: 'delete', users: selectedUsers })}
        />
        {users.isError ? <Alert tone="critical">{users.error.message}</Alert> : null}
        {unlock.isError ? <Alert tone="critical">{unlock.error.message}</Alert> : null}
        <UsersTable
          users={listed}
          isLoading={users.isPending}
          selectedIds={selected}
          onSelectionChange={setSelected}
          sortDescriptor={sortDescriptor}
          onSortChange={(column, direction) =>
            update({ order: direction === 'descending' ? `-${column}` : column }, false)
          }
          groupHref={(groupId) => `/user-management/groups/${groupId}/`}
          onUnlock={(userId) => unlock.mutate(userId)}
          isUnlocking={unlock.isPending}
          onAction={(kind, userId) =>
            setDialog({ kind, users: listed.filter((user) => user.user_id === userId) })
          }
        />
        {users.data ? (
          <Pagination
            aria-label="Users pages"
            page={users.data.meta.page}
            perPage={users.data.meta.perPage}
            total={users.data.meta.total}
            onPageChange={(page) => update({ page }, false)}
            onPerPageChange={(perPage) => update({ perPage })}
          />
        ) : null}

        <NewUserDialog isOpen={dialog?.kind === 'new'} onClose={() => setDialog(null)} />
        {dialog?.kind === 'edit' && dialog.users[0] ? (
          <MyAccountDialog
            user={dialog.users[0]}
            isOpen
            onOpenChange={(open) => !open && setDialog(null)}
          />
        ) : null}
        <UsersBulkDialogs
          open={dialog?.kind === 'change-group' || dialog?.kind === 'delete' ? dialog : null}
          onDone={() => {
            setDialog(null);
            setSelected(new Set());
          }}
        />
      </Stack>
    </section>
  );
}
