import { useGroups, type GroupSummary, type GroupsQuery } from '@backoffice/api-client';
import { LoadFailure, PERMISSION_REFUSED_STATUS } from '@backoffice/domain/widgets';
import {
  ActionMenu,
  Button,
  EmptyState,
  Pagination,
  Table,
  TextField,
  Tooltip,
  formatDateTime,
  type TableColumn,
} from '@backoffice/ui';
import { useEffect, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { formatShortDate } from './groupName';
import { useListParams } from './listParams';
import * as groupStyles from './groups.css';
import { NewGroupDialog } from './NewGroupDialog';
import * as styles from './userManagement.css';

type Row = GroupSummary & { id: number };

type Dialog = { kind: 'new' } | { kind: 'delete'; group: GroupSummary };

const sortable = ['group_name', 'last_modified'];

/** The name filter, sort and page live in the URL so that a view can be shared. */
function useGroupsQuery() {
  const { params, paging, update, sortDescriptor } = useListParams();
  const query: GroupsQuery = {
    ...paging,
    ...(params.get('group_name') ? { group_name: params.get('group_name') as string } : {}),
  };
  return { query, update, sortDescriptor };
}

function modifiedBy(group: GroupSummary): string {
  const name = group.ModifiedBy
    ? `${group.ModifiedBy.Forename ?? ''} ${group.ModifiedBy.Surname ?? ''}`.trim()
    : '';
  return `Modified by ${name || 'System'}`;
}

function LastModified({ group }: { group: GroupSummary }) {
  if (!group.last_modified) return null;
  const date = new Date(group.last_modified);
  return (
    <Tooltip content={modifiedBy(group)}>
      <AriaButton className={groupStyles.dateTrigger}>
        <time dateTime={group.last_modified} title={formatDateTime(date)}>
          {formatShortDate(date)}
        </time>
      </AriaButton>
    </Tooltip>
  );
}

export function GroupsPage() {
  useDocumentTitle('Groups');
  const navigate = useNavigate();
  const { query, update, sortDescriptor } = useGroupsQuery();
  const groups = useGroups(query);
  const [groupName, setGroupName] = useState(query.group_name ?? '');
  const [dialog, setDialog] = useState<Dialog | null>(null);

  // The like-search waits for typing to pause before it asks the server.
  useEffect(() => {
    if (groupName.trim() === (query.group_name ?? '')) return;
    const timer = setTimeout(() => update({ group_name: groupName.trim() || null }), 350);
    return () => clearTimeout(timer);
  });

  const rows: Row[] = (groups.data?.items ?? []).map((group) => ({ ...group, id: group.group_id }));
  const isFiltered = Boolean(query.group_name);

  const columns: TableColumn<Row>[] = [
    {
      id: 'group_name',
      name: 'Group Name',
      isRowHeader: true,
      allowsSorting: true,
      render: (group) => (
        <RouterLink
          className={groupStyles.groupLink}
          to={`/user-management/groups/${group.group_id}/`}
        >
          {group.group_name}
        </RouterLink>
      ),
    },
    {
      id: 'last_modified',
      name: 'Last Modified',
      allowsSorting: true,
      render: (group) => <LastModified group={group} />,
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
          onAction={(action) => {
            if (action === 'edit') void navigate(`/user-management/groups/${group.group_id}/`);
            if (action === 'delete') setDialog({ kind: 'delete', group });
          }}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="groups-filters">
      <h2 id="groups-filters" className={styles.summary}>
        Groups
      </h2>
      <div className={styles.toolbar}>
        <TextField
          label="Group Name"
          type="search"
          value={groupName}
          onChange={setGroupName}
          placeholder="Search group names"
        />
        <div className={styles.toolbarEnd}>
          <Button variant="primary" onPress={() => setDialog({ kind: 'new' })}>
            New Group
          </Button>
        </div>
      </div>
      {groups.data ? (
        <p className={styles.summary} aria-live="polite">
          {groups.data.meta.total === 1 ? '1 group' : `${groups.data.meta.total} groups`}
        </p>
      ) : null}
      {groups.isError ? (
        <LoadFailure
          subject="The groups"
          error={groups.error}
          onRetry={() => void groups.refetch()}
        />
      ) : null}
      {groups.error?.status === PERMISSION_REFUSED_STATUS ? null : (
        <Table
          aria-label="Groups"
          columns={columns}
          rows={rows}
          isLoading={groups.isPending}
          sortDescriptor={sortDescriptor}
          onSortChange={(descriptor) => {
            const column = String(descriptor.column);
            if (!sortable.includes(column)) return;
            update({ order: descriptor.direction === 'descending' ? `-${column}` : column }, false);
          }}
          emptyState={
            groups.isError ? (
              <EmptyState title="No groups to show." />
            ) : isFiltered ? (
              <EmptyState title="No groups match this name." />
            ) : (
              <EmptyState
                title="No groups yet."
                action={
                  <Button size="sm" variant="primary" onPress={() => setDialog({ kind: 'new' })}>
                    New Group
                  </Button>
                }
              />
            )
          }
        />
      )}
      {groups.data ? (
        <Pagination
          aria-label="Groups pages"
          page={groups.data.meta.page}
          perPage={groups.data.meta.perPage}
          total={groups.data.meta.total}
          onPageChange={(page) => update({ page }, false)}
          onPerPageChange={(perPage) => update({ perPage })}
        />
      ) : null}

      <NewGroupDialog isOpen={dialog?.kind === 'new'} onClose={() => setDialog(null)} />
      {dialog?.kind === 'delete' ? (
        <DeleteGroupDialog group={dialog.group} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
