import {
  Button,
  DateRangePicker,
  EmptyState,
  Heading,
  Inline,
  Link,
  Pagination,
  Stack,
  Table,
  type SortDescriptor,
  type TableColumn,
} from '@backoffice/ui';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { LoadFailure, PERMISSION_REFUSED_STATUS } from '../LoadFailure';
import * as styles from './CreditPolicyList.css';

/** A row of the list: the contract's CreditPolicySummary as far as the columns read it. */
export interface CreditPolicyListRow {
  credit_policy_id: number;
  name: string;
  lender_id: number;
  regulated: boolean;
}

/** The columns the server can order by. */
export const creditPolicyOrderKeys = ['credit_policy_id', 'name', 'lender_id', 'regulated'];

export interface CreditPolicyListProps {
  /** The policies of the page; undefined while they load. */
  policies: readonly CreditPolicyListRow[] | undefined;
  /** Rows over all pages with the page shown; undefined while the first answer is awaited. */
  paging?: { page: number; perPage: number; total: number };
  /** The failed load: its HTTP status and message. */
  error?: { status: number; message: string } | null;
  onRetry: () => void;
  /** The Created filter as ISO days; null when not set. */
  createdFrom: string | null;
  createdTo: string | null;
  onCreatedChange: (range: { from: string; to: string } | null) => void;
  sortDescriptor?: SortDescriptor;
  /** An order key of the server: the column, led by '-' when descending. */
  onOrderChange: (order: string) => void;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** Offers New Credit Policy: the server refuses changes without the permission. */
  onCreate?: () => void;
}

function parseDay(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

const columns: TableColumn<CreditPolicyListRow & { id: number }>[] = [
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
  { id: 'lender_id', name: 'Lender Id', allowsSorting: true, render: (policy) => policy.lender_id },
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

/** 'Credit Policies' (credit-applications-and-policies.md section 7): the list, its Created filter and New Credit Policy. */
export function CreditPolicyList({
  policies,
  paging,
  error = null,
  onRetry,
  createdFrom,
  createdTo,
  onCreatedChange,
  sortDescriptor,
  onOrderChange,
  onPageChange,
  onPerPageChange,
  onCreate,
}: CreditPolicyListProps) {
  const from = parseDay(createdFrom);
  const to = parseDay(createdTo);
  // A refused list shows only the refusal: no filter or action that would be refused too.
  const isRefused = error?.status === PERMISSION_REFUSED_STATUS;
  const rows = (policies ?? []).map((policy) => ({ ...policy, id: policy.credit_policy_id }));
  return (
    <section aria-labelledby="credit-policies-title" className={styles.page}>
      <Stack gap="200">
        <Heading level={1} size="xl" id="credit-policies-title">
          Credit Policies
        </Heading>
        {isRefused ? null : (
          <Inline gap="150" align="end">
            <DateRangePicker
              label="Created"
              value={from && to ? { start: from, end: to } : null}
              onChange={(range) =>
                onCreatedChange(
                  range ? { from: range.start.toString(), to: range.end.toString() } : null,
                )
              }
            />
            {from || to ? (
              <Button variant="tertiary" onPress={() => onCreatedChange(null)}>
                Clear dates
              </Button>
            ) : null}
            {onCreate ? (
              <div className={styles.toolbarEnd}>
                <Button variant="primary" onPress={onCreate}>
                  New Credit Policy
                </Button>
              </div>
            ) : null}
          </Inline>
        )}
        {error ? (
          <LoadFailure subject="The credit policies" error={error} onRetry={onRetry} />
        ) : (
          <Table
            aria-label="Credit Policies"
            columns={columns}
            rows={rows}
            isLoading={policies === undefined}
            sortDescriptor={sortDescriptor}
            onSortChange={(descriptor) => {
              const column = String(descriptor.column);
              if (!creditPolicyOrderKeys.includes(column)) return;
              onOrderChange(descriptor.direction === 'descending' ? `-${column}` : column);
            }}
            emptyState={
              from || to ? (
                <EmptyState title="No credit policies were created between these dates." />
              ) : (
                <EmptyState
                  title="No credit policies yet."
                  action={
                    onCreate ? (
                      <Button size="sm" variant="primary" onPress={onCreate}>
                        New Credit Policy
                      </Button>
                    ) : undefined
                  }
                />
              )
            }
          />
        )}
        {paging ? (
          <Pagination
            aria-label="Credit Policies pages"
            page={paging.page}
            perPage={paging.perPage}
            total={paging.total}
            onPageChange={onPageChange}
            onPerPageChange={onPerPageChange}
          />
        ) : null}
      </Stack>
    </section>
  );
}
