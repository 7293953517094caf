import {
  useCreditPolicies,
  type CreditPoliciesQuery,
  type CreditPolicySummary,
} from '@backoffice/api-client';
import {
  Button,
  DateRangePicker,
  EmptyState,
  Link,
  Pagination,
  Table,
  type TableColumn,
} from '@backoffice/ui';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { PERMISSIONS } from '@backoffice/domain/model';
import { LoadFailure, PERMISSION_REFUSED_STATUS } from '@backoffice/domain/widgets';
import { useHasPermission } from '../session/queries';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { useListParams } from '../userManagement/listParams';
import * as styles from './creditPolicies.css';
import { NewCreditPolicyDialog } from './NewCreditPolicyDialog';

type Row = CreditPolicySummary & { id: number };

const sortable = ['credit_policy_id', 'name', 'lender_id', 'regulated'];

function parseDay(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** 'Credit Policies': the date filters, sort and page live in the URL so a view can be shared. */
export function CreditPoliciesPage() {
  useDocumentTitle('Credit Policies');
  const { params, paging, update, sortDescriptor } = useListParams();
  const from = parseDay(params.get('date_from'));
  const to = parseDay(params.get('date_to'));
  const query: CreditPoliciesQuery = {
    ...paging,
    ...(from ? { date_from: from.toString() } : {}),
    ...(to ? { date_to: to.toString() } : {}),
  };
  const policies = useCreditPolicies(query);
  const [isCreating, setCreating] = useState(false);
  // The console reflects the server, which refuses policy changes without the permission.
  const mayChange = useHasPermission(PERMISSIONS.creditPolicies);

  const rows: Row[] = (policies.data?.items ?? []).map((policy) => ({
    ...policy,
    id: policy.credit_policy_id,
  }));

  const columns: TableColumn<Row>[] = [
    {
      id: 'credit_policy_id',
      name: 'Policy Id',
      allowsSorting: true,
      render: (policy) => policy.credit_policy_id,
    },
    {
      id: 'name',
      name: 'Name',
      isRowHeader: true,
      allowsSorting: true,
      render: (policy) => policy.name,
    },
    {
      id: 'lender_id',
      name: 'Lender Id',
      allowsSorting: true,
      render: (policy) => policy.lender_id,
    },
    {
      id: 'regulated',
      name: 'Regulated',
      allowsSorting: true,
      render: (policy) => (policy.regulated ? 'Regulated' : 'Unregulated'),
    },
    {
      id: 'view',
      name: 'View',
      render: (policy) => (
        <Link
          href={`/credit-policies/${policy.credit_policy_id}/`}
          aria-label={`View ${policy.name}`}
        >
          View
        </Link>
      ),
    },
  ];

  // A refused list shows only the refusal: no filter or action that would be refused too.
  const isRefused = policies.error?.status === PERMISSION_REFUSED_STATUS;

  return (
    <section aria-labelledby="credit-policies-title" className={styles.page}>
      <h1 id="credit-policies-title" className={styles.heading}>
        Credit Policies
      </h1>
      {isRefused ? null : (
        <div className={styles.toolbar}>
          <DateRangePicker
            label="Created"
            value={from && to ? { start: from, end: to } : null}
            onChange={(range) =>
              update({
                date_from: range ? range.start.toString() : null,
                date_to: range ? range.end.toString() : null,
              })
            }
          />
          {from || to ? (
            <Button variant="tertiary" onPress={() => update({ date_from: null, date_to: null })}>
              Clear dates
            </Button>
          ) : null}
          {mayChange ? (
            <div className={styles.toolbarEnd}>
              <Button variant="primary" onPress={() => setCreating(true)}>
                New Credit Policy
              </Button>
            </div>
          ) : null}
        </div>
      )}
      {policies.isError ? (
        <LoadFailure
          subject="The credit policies"
          error={policies.error}
          onRetry={() => void policies.refetch()}
        />
      ) : (
        <Table
          aria-label="Credit Policies"
          columns={columns}
          rows={rows}
          isLoading={policies.isPending}
          sortDescriptor={sortDescriptor}
          onSortChange={(descriptor) => {
            const column = String(descriptor.column);
            if (!sortable.includes(column)) return;
            update({ order: descriptor.direction === 'descending' ? `-${column}` : column }, false);
          }}
          emptyState={
            from || to ? (
              <EmptyState title="No credit policies were created between these dates." />
            ) : (
              <EmptyState
                title="No credit policies yet."
                action={
                  mayChange ? (
                    <Button size="sm" variant="primary" onPress={() => setCreating(true)}>
                      New Credit Policy
                    </Button>
                  ) : undefined
                }
              />
            )
          }
        />
      )}
      {policies.data ? (
        <Pagination
          aria-label="Credit Policies pages"
          page={policies.data.meta.page}
          perPage={policies.data.meta.perPage}
          total={policies.data.meta.total}
          onPageChange={(page) => update({ page }, false)}
          onPerPageChange={(perPage) => update({ perPage })}
        />
      ) : null}
      {mayChange ? (
        <NewCreditPolicyDialog isOpen={isCreating} onClose={() => setCreating(false)} />
      ) : null}
    </section>
  );
}
