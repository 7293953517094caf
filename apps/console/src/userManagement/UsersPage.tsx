import {
  useUnlockUser,
  useUsers,
  type BackofficeUser as User,
  type UsersQuery,
} from '@backoffice/api-client';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  ActionMenu,
  Alert,
  Badge,
  Button,
  DateRangePicker,
  EmptyState,
  Pagination,
  Table,
  TextField,
  Tooltip,
  formatDateTime,
  type Selection,
  type TableColumn,
} from '@backoffice/ui';
import { useEffect, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Link as RouterLink } from 'react-router-dom';
import { MyAccountDialog } from '../shell/MyAccountDialog';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { ChangeGroupDialog } from './ChangeGroupDialog';
import { DeleteUsersDialog } from './DeleteUsersDialog';
import { useListParams } from './listParams';
import { NewUserDialog } from './NewUserDialog';
import * as styles from './userManagement.css';

type Row = User & { id: number };

/** A closed padlock; its meaning is in the button's name, not in the drawing. */
function PadlockIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3 7h10v7H3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type Dialog =
  | { kind: 'new' }
  | { kind: 'edit'; user: User }
  | { kind: 'change-group'; users: User[] }
  | { kind: 'delete'; users: User[] };

const sortable = ['name', 'username', 'group', 'created', 'last_login'];

/** Filters, sort and page live in the URL so that a view can be shared. */
function useUsersQuery() {
  const { params, paging, update, sortDescriptor } = useListParams();
  const query: UsersQuery = {
    ...paging,
    ...(params.get('username') ? { username: params.get('username') as string } : {}),
    ...(params.get('from') ? { date_from: params.get('from') as string } : {}),
    ...(params.get('to') ? { date_to: params.get('to') as string } : {}),
  };
  return { query, update, sortDescriptor, params };
}

function dateOf(text: string | null): CalendarDate | null {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
}

export function UsersPage() {
  useDocumentTitle('Users');
  const { query, update, sortDescriptor, params } = useUsersQuery();
  const users = useUsers(query);
  const unlock = useUnlockUser();
  const [username, setUsername] = useState(query.username ?? '');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);

  // The like-search waits for typing to pause before it asks the server.
  useEffect(() => {
    if (username === (query.username ?? '')) return;
    const timer = setTimeout(() => update({ username: username.trim() || null }), 350);
    return () => clearTimeout(timer);
  });

  const rows: Row[] = (users.data?.items ?? []).map((user) => ({ ...user, id: user.user_id }));
  const selectedUsers = rows.filter((row) => selected.has(row.user_id));
  const from = dateOf(params.get('from'));
  const to = dateOf(params.get('to'));

  const columns: TableColumn<Row>[] = [
    {
      id: 'name',
      name: 'Name',
      isRowHeader: true,
      allowsSorting: true,
      render: (user) => (
        <span className={styles.nameCell}>
          {`${user.first_name ?? ''} ${user.last_name ?? ''}`.trim()}
          {user.instore_training ? (
            <Badge tone="positive">Completed In-store Training</Badge>
          ) : null}
        </span>
      ),
    },
    { id: 'username', name: 'Username', allowsSorting: true, render: (user) => user.username },
    {
      id: 'group',
      name: 'Group',
      allowsSorting: true,
      render: (user) =>
        user.group ? (
          <RouterLink to={`/user-management/groups/${user.group.group_id}/`}>
            {user.group.group_name}
          </RouterLink>
        ) : null,
    },
    {
      id: 'created',
      name: 'Created By',
      allowsSorting: true,
      render: (user) => user.created_user?.username ?? 'System',
    },
    {
      id: 'last_login',
      name: 'Last Login',
      allowsSorting: true,
      render: (user) => (user.last_login ? formatDateTime(new Date(user.last_login)) : 'Never'),
    },
    {
      id: 'locked',
      name: 'Locked',
      render: (user) =>
        user.locked ? (
          <Tooltip content={`Unlock ${user.username}`}>
            <AriaButton
              className={styles.lockButton}
              aria-label={`Locked: unlock ${user.username}`}
              isDisabled={unlock.isPending}
              onPress={() => unlock.mutate(user.user_id)}
            >
              <PadlockIcon />
            </AriaButton>
          </Tooltip>
        ) : null,
    },
    {
      id: 'actions',
      name: 'Actions',
      render: (user) => (
        <ActionMenu
          label="Actions"
          aria-label={`Actions for ${user.username}`}
          triggerVariant="tertiary"
          items={[
            { id: 'edit', label: 'Edit User' },
            { id: 'change-group', label: 'Change Group' },
            { id: 'delete', label: 'Delete User' },
          ]}
          onAction={(action) => {
            if (action === 'edit') setDialog({ kind: 'edit', user });
            if (action === 'change-group') setDialog({ kind: 'change-group', users: [user] });
            if (action === 'delete') setDialog({ kind: 'delete', users: [user] });
          }}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="users-filters">
      <h2 id="users-filters" className={styles.filterTitle}>
        Users
      </h2>
      <div className={styles.toolbar}>
        <TextField
          label="Username"
          type="search"
          value={username}
          onChange={setUsername}
          placeholder="Search usernames"
        />
        <DateRangePicker
          label="Created"
          hasShortcuts
          disallowFuture
          value={from && to ? { start: from, end: to } : null}
          onChange={(range) =>
            update({ from: range?.start.toString() ?? null, to: range?.end.toString() ?? null })
          }
        />
        <Button
          onPress={() => {
            setUsername('');
            update({ username: null, from: null, to: null, order: null });
          }}
        >
          Reset
        </Button>
        <div className={styles.toolbarEnd}>
          <Button variant="primary" onPress={() => setDialog({ kind: 'new' })}>
            New User
          </Button>
        </div>
      </div>
      <div className={styles.toolbar} role="group" aria-label="Selected users">
        {selectedUsers.length === 0 ? (
          <span className={styles.summary}>No user selected.</span>
        ) : (
          <>
            <span className={styles.summary}>{selectedUsers.length} selected</span>
            <Button
              size="sm"
              onPress={() => setDialog({ kind: 'change-group', users: selectedUsers })}
            >
              Change Group
            </Button>
            <Button size="sm" onPress={() => setDialog({ kind: 'delete', users: selectedUsers })}>
              Delete Users
            </Button>
          </>
        )}
        {users.data ? (
          <span className={[styles.summary, styles.toolbarEnd].join(' ')}>
            {users.data.meta.total === 1 ? '1 user' : `${users.data.meta.total} users`}
          </span>
        ) : null}
      </div>
      {users.isError ? <Alert tone="critical">{users.error.message}</Alert> : null}
      {unlock.isError ? <Alert tone="critical">{unlock.error.message}</Alert> : null}
      <Table
        aria-label="Users"
        columns={columns}
        rows={rows}
        isLoading={users.isPending}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={(keys: Selection) =>
          setSelected(
            keys === 'all'
              ? new Set(rows.map((row) => row.user_id))
              : new Set([...keys].map(Number)),
          )
        }
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) => {
          const column = String(descriptor.column);
          if (!sortable.includes(column)) return;
          update({ order: descriptor.direction === 'descending' ? `-${column}` : column }, false);
        }}
        emptyState={<EmptyState title="No users match these filters." />}
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
      {dialog?.kind === 'edit' ? (
        <MyAccountDialog
          user={dialog.user}
          isOpen
          onOpenChange={(open) => !open && setDialog(null)}
        />
      ) : null}
      <ChangeGroupDialog
        users={dialog?.kind === 'change-group' ? dialog.users : []}
        isOpen={dialog?.kind === 'change-group'}
        onClose={() => {
          setDialog(null);
          setSelected(new Set());
        }}
      />
      <DeleteUsersDialog
        users={dialog?.kind === 'delete' ? dialog.users : []}
        isOpen={dialog?.kind === 'delete'}
        onClose={() => {
          setDialog(null);
          setSelected(new Set());
        }}
      />
    </section>
  );
}
