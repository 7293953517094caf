import {
  ActionMenu,
  Button,
  EmptyState,
  formatDateTime,
  Link,
  Table,
  Tooltip,
  type SortDescriptor,
  type TableColumn,
} from '@backoffice/ui';
import { Button as AriaButton } from 'react-aria-components';
import { groupName, modifiedTrigger } from './GroupsTable.css';

/** The fields of a contract GroupSummary the table shows. */
export interface GroupsTableGroup {
  group_id: number;
  group_name: string;
  last_modified?: string | null;
  ModifiedBy?: { Forename?: string | null; Surname?: string | null } | null;
  created_user?: { username: string } | null;
}

/** The columns the server sorts by. */
export const groupsTableSortColumns = ['group_name', 'last_modified'] as const;
export type GroupsTableSortColumn = (typeof groupsTableSortColumns)[number];

export interface GroupsTableProps {
  groups: readonly GroupsTableGroup[];
  isLoading?: boolean;
  /** The list is filtered by name: an empty list says no group matches. */
  isFiltered?: boolean;
  /** The list could not be loaded (the page says why): an empty list says nothing to show. */
  isError?: boolean;
  sortDescriptor?: SortDescriptor;
  onSortChange: (column: GroupsTableSortColumn, direction: SortDescriptor['direction']) => void;
  /** Where a group is edited (its name and Edit Group lead there). */
  groupHref: (groupId: number) => string;
  onEdit: (groupId: number) => void;
  onDelete: (groupId: number) => void;
  onNewGroup: () => void;
  className?: string;
}

type Row = GroupsTableGroup & { id: number };

/** dd/MM/yy, the date of the Groups list. */
const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
});

function modifiedBy(group: GroupsTableGroup): string {
  const name = group.ModifiedBy
    ? `${group.ModifiedBy.Forename ?? ''} ${group.ModifiedBy.Surname ?? ''}`.trim()
    : '';
  return `Modified by ${name || 'System'}`;
}

const isSortColumn = (column: string): column is GroupsTableSortColumn =>
  (groupsTableSortColumns as readonly string[]).includes(column);

/**
 * The Groups list (merchants.md section 2): group name (a link to its edit page), last modified
 * (a date whose tooltip says 'Modified by {forename} {surname}' or 'Modified by System'), created
 * by (or 'System'), and Edit Group and Delete Group.
 */
export function GroupsTable({
  groups,
  isLoading,
  isFiltered,
  isError,
  sortDescriptor,
  onSortChange,
  groupHref,
  onEdit,
  onDelete,
  onNewGroup,
  className,
}: GroupsTableProps) {
  const rows: Row[] = groups.map((group) => ({ ...group, id: group.group_id }));
  const columns: TableColumn<Row>[] = [
    {
      id: 'group_name',
      name: 'Group Name',
      isRowHeader: true,
      allowsSorting: true,
      render: (group) => (
        <Link className={groupName} href={groupHref(group.group_id)}>
          {group.group_name}
        </Link>
      ),
    },
    {
      id: 'last_modified',
      name: 'Last Modified',
      allowsSorting: true,
      render: (group) =>
        group.last_modified ? (
          <Tooltip content={modifiedBy(group)}>
            <AriaButton className={modifiedTrigger}>
              <time
                dateTime={group.last_modified}
                title={formatDateTime(new Date(group.last_modified))}
              >
                {shortDate.format(new Date(group.last_modified))}
              </time>
            </AriaButton>
          </Tooltip>
        ) : null,
    },
    {
      id: 'created',
      name: 'Created By',
      render: (group) => group.created_user?.username ?? 'System',
    },
    {
      id: 'actions',
      name: 'Actions',
      render: (group) => (
        <ActionMenu
          label="Actions"
          aria-label={`Actions for ${group.group_name}`}
          triggerVariant="tertiary"
          items={[
            { id: 'edit', label: 'Edit Group' },
            { id: 'delete', label: 'Delete Group' },
          ]}
          onAction={(action) =>
            action === 'edit' ? onEdit(group.group_id) : onDelete(group.group_id)
          }
        />
      ),
    },
  ];
  return (
    <Table
      aria-label="Groups"
      className={className}
      columns={columns}
      rows={rows}
      isLoading={isLoading}
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor) => {
        const column = String(descriptor.column);
        if (isSortColumn(column)) onSortChange(column, descriptor.direction);
      }}
      emptyState={
        isError ? (
          <EmptyState title="No groups to show." />
        ) : isFiltered ? (
          <EmptyState title="No groups match this name." />
        ) : (
          <EmptyState
            title="No groups yet."
            action={
              <Button size="sm" variant="primary" onPress={onNewGroup}>
                New Group
              </Button>
            }
          />
        )
      }
    />
  );
}
