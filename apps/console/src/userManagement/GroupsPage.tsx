import { useGroups, type GroupsQuery, type GroupSummary } from '@backoffice/api-client';
import {
  GroupsTable,
  GroupsToolbar,
  LoadFailure,
  PERMISSION_REFUSED_STATUS,
} from '@backoffice/domain/widgets';
import { Pagination, Stack } from '@backoffice/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { useListParams } from './listParams';
import { NewGroupDialog } from './NewGroupDialog';

// The group to delete is kept: it leaves the list once deleted, while the done state shows.
type Dialog = { kind: 'new' } | { kind: 'delete'; group: GroupSummary };

const groupPath = (groupId: number) => `/user-management/groups/${groupId}/`;

/** Groups (merchants.md section 2): the name filter, sort and page live in the URL. */
export function GroupsPage() {
  useDocumentTitle('Groups');
  const navigate = useNavigate();
  const { params, paging, update, sortDescriptor } = useListParams();
  const query: GroupsQuery = {
    ...paging,
    ...(params.get('group_name') ? { group_name: params.get('group_name') as string } : {}),
  };
  const groups = useGroups(query);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const listed = groups.data?.items ?? [];

  return (
    <section aria-labelledby="groups-filters">
      <Stack gap="150">
        <GroupsToolbar
          groupName={query.group_name ?? ''}
          onGroupNameChange={(groupName) => update({ group_name: groupName || null })}
          onNewGroup={() => setDialog({ kind: 'new' })}
          total={groups.data?.meta.total}
        />
        {groups.isError ? (
          <LoadFailure
            subject="The groups"
            error={groups.error}
            onRetry={() => void groups.refetch()}
          />
        ) : null}
        {groups.error?.status === PERMISSION_REFUSED_STATUS ? null : (
          <GroupsTable
            groups={listed}
            isLoading={groups.isPending}
            isFiltered={Boolean(query.group_name)}
            isError={groups.isError}
            sortDescriptor={sortDescriptor}
            onSortChange={(column, direction) =>
              update({ order: direction === 'descending' ? `-${column}` : column }, false)
            }
            groupHref={groupPath}
            onEdit={(groupId) => void navigate(groupPath(groupId))}
            onDelete={(groupId) => {
              const group = listed.find((candidate) => candidate.group_id === groupId);
              if (group) setDialog({ kind: 'delete', group });
            }}
            onNewGroup={() => setDialog({ kind: 'new' })}
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
      </Stack>
      <NewGroupDialog isOpen={dialog?.kind === 'new'} onClose={() => setDialog(null)} />
      {dialog?.kind === 'delete' ? (
        <DeleteGroupDialog group={dialog.group} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
