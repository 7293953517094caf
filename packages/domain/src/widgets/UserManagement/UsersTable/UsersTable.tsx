import {
  ActionMenu,
  Badge,
  EmptyState,
  formatDateTime,
  IconButton,
  Inline,
  Link,
  Table,
  Tooltip,
  type Selection,
  type SortDescriptor,
  type TableColumn,
} from '@backoffice/ui';

/** The columns the server sorts by; the others are not sortable. */
export const usersTableSortColumns = [
  'name',
  'username',
  'group',
  'created',
  'last_login',
] as const;
export type UsersTableSortColumn = (typeof usersTableSortColumns)[number];

export const userRowActions = ['edit', 'change-group', 'delete'] as const;
export type UserRowAction = (typeof userRowActions)[number];

const actionLabels: Record<UserRowAction, string> = {
  edit: 'Edit User',
  'change-group': 'Change Group',
  delete: 'Delete User',
};

/** The fields of a contract User the table shows. */
export interface UsersTableUser {
  user_id: number;
  username: string;
  first_name?: string | null;
  last_name?: string | null;
  group?: { group_id: number; group_name: string } | null;
  created_user?: { username: string } | null;
  last_login?: string | null;
  locked?: boolean;
  instore_training?: boolean;
}

export interface UsersTableProps {
  users: readonly UsersTableUser[];
  isLoading?: boolean;
  selectedIds: ReadonlySet<number>;
  onSelectionChange: (userIds: Set<number>) => void;
  sortDescriptor?: SortDescriptor;
  /** Called with a sortable column and its direction. */
  onSortChange: (column: UsersTableSortColumn, direction: SortDescriptor['direction']) => void;
  /** Where a user's group is edited. */
  groupHref: (groupId: number) => string;
  /** A locked user's padlock unlocks them; disabled while an unlock runs. */
  onUnlock: (userId: number) => void;
  isUnlocking?: boolean;
  onAction: (action: UserRowAction, userId: number) => void;
  className?: string;
}

type Row = UsersTableUser & { id: number };

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

const isSortColumn = (column: string): column is UsersTableSortColumn =>
  (usersTableSortColumns as readonly string[]).includes(column);

/**
 * The Users list (merchants.md section 2): name with the 'Completed In-store Training' badge,
 * username, group (a link to its edit page), created by (or 'System'), last login (or 'Never'),
 * a padlock that unlocks a locked user, and Edit User, Change Group and Delete User. A row's
 * checkbox selects it.
 */
export function UsersTable({
  users,
  isLoading,
  selectedIds,
  onSelectionChange,
  sortDescriptor,
  onSortChange,
  groupHref,
  onUnlock,
  isUnlocking,
  onAction,
  className,
}: UsersTableProps) {
  const rows: Row[] = users.map((user) => ({ ...user, id: user.user_id }));
  const columns: TableColumn<Row>[] = [
    {
      id: 'name',
      name: 'Name',
      isRowHeader: true,
      allowsSorting: true,
      render: (user) => (
        <Inline gap="075">
          {`${user.first_name ?? ''} ${user.last_name ?? ''}`.trim()}
          {user.instore_training ? (
            <Badge tone="positive">Completed In-store Training</Badge>
          ) : null}
        </Inline>
      ),
    },
    { id: 'username', name: 'Username', allowsSorting: true, render: (user) => user.username },
    {
      id: 'group',
      name: 'Group',
      allowsSorting: true,
      render: (user) =>
        user.group ? (
          <Link href={groupHref(user.group.group_id)}>{user.group.group_name}</Link>
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
            <IconButton
              tone="critical"
              aria-label={`Locked: unlock ${user.username}`}
              icon={<PadlockIcon />}
              isDisabled={isUnlocking}
              onPress={() => onUnlock(user.user_id)}
            />
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
          items={userRowActions.map((action) => ({ id: action, label: actionLabels[action] }))}
          onAction={(action) => onAction(action as UserRowAction, user.user_id)}
        />
      ),
    },
  ];
  return (
    <Table
      aria-label="Users"
      className={className}
      columns={columns}
      rows={rows}
      isLoading={isLoading}
      selectionMode="multiple"
      selectedKeys={new Set(selectedIds)}
      onSelectionChange={(keys: Selection) =>
        onSelectionChange(
          keys === 'all' ? new Set(rows.map((row) => row.user_id)) : new Set([...keys].map(Number)),
        )
      }
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor) => {
        const column = String(descriptor.column);
        if (isSortColumn(column)) onSortChange(column, descriptor.direction);
      }}
      emptyState={<EmptyState title="No users match these filters." />}
    />
  );
}
