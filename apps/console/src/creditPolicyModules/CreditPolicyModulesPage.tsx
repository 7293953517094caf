import { useCreditPolicyModules, type CreditPolicyModuleSummary } from '@backoffice/api-client';
import { PERMISSIONS } from '@backoffice/domain/model';
import { LoadFailure } from '@backoffice/domain/widgets';
import {
  Button,
  EmptyState,
  Link,
  Page,
  Pagination,
  Table,
  type TableColumn,
} from '@backoffice/ui';
import { useState } from 'react';
import { useHasPermission } from '../session/queries';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { useListParams } from '../userManagement/listParams';
import { NewModuleDialog } from './NewModuleDialog';

type Row = CreditPolicyModuleSummary & { id: number };

const sortable = ['module_id', 'name', 'lender_id', 'rule_count'];

export const modulePath = (moduleId: number) => `/credit-policy-modules/${moduleId}/`;

/** 'Credit Policy Modules': the modules the user may see, paged, with New Module. */
export function CreditPolicyModulesPage() {
  useDocumentTitle('Credit Policy Modules');
  const { paging, update, sortDescriptor } = useListParams();
  const modules = useCreditPolicyModules(paging);
  const [isCreating, setCreating] = useState(false);

  const rows: Row[] = (modules.data?.items ?? []).map((module) => ({
    ...module,
    id: module.module_id,
  }));

  const columns: TableColumn<Row>[] = [
    { id: 'module_id', name: 'Module ID', allowsSorting: true, render: (row) => row.module_id },
    { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true, render: (row) => row.name },
    { id: 'lender_id', name: 'Lender ID', allowsSorting: true, render: (row) => row.lender_id },
    { id: 'rule_count', name: 'Rule Count', allowsSorting: true, render: (row) => row.rule_count },
    {
      id: 'view',
      name: 'View',
      render: (row) => (
        <Link href={modulePath(row.module_id)} aria-label={`View ${row.name}`}>
          View
        </Link>
      ),
    },
  ];

  // The console reflects the server, which refuses module changes without the permission.
  const mayChange = useHasPermission(PERMISSIONS.creditPolicies);
  const newModuleButton = (size?: 'sm') =>
    mayChange ? (
      <Button size={size} variant="primary" onPress={() => setCreating(true)}>
        New Module
      </Button>
    ) : undefined;

  return (
    <Page title="Credit Policy Modules" actions={newModuleButton()}>
      {modules.isError ? (
        <LoadFailure
          subject="The modules"
          error={modules.error}
          onRetry={() => void modules.refetch()}
        />
      ) : (
        <Table
          aria-label="Credit Policy Modules"
          columns={columns}
          rows={rows}
          isLoading={modules.isPending}
          sortDescriptor={sortDescriptor}
          onSortChange={(descriptor) => {
            const column = String(descriptor.column);
            if (!sortable.includes(column)) return;
            update({ order: descriptor.direction === 'descending' ? `-${column}` : column }, false);
          }}
          emptyState={<EmptyState title="No modules yet." action={newModuleButton('sm')} />}
        />
      )}
      {modules.data ? (
        <Pagination
          aria-label="Credit Policy Modules pages"
          page={modules.data.meta.page}
          perPage={modules.data.meta.perPage}
          total={modules.data.meta.total}
          onPageChange={(page) => update({ page }, false)}
          onPerPageChange={(perPage) => update({ perPage })}
        />
      ) : null}
      <NewModuleDialog isOpen={isCreating} onClose={() => setCreating(false)} />
    </Page>
  );
}
