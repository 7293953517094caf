import {
  ActionMenu,
  Alert,
  Button,
  EmptyState,
  Link,
  Money,
  SimpleTable,
  Spinner,
} from '@backoffice/ui';
import type { SimpleTableColumn } from '@backoffice/ui';
import { QueueAgeBadge } from '../QueueAgeBadge';
import type { WorkQueueAssignee, WorkQueueEntry } from '../workQueueTypes';
import { holderCell } from './WorkQueueTable.css';

export interface WorkQueueTableProps {
  'aria-label': string;
  items: readonly WorkQueueEntry[];
  /** The clock every age is read against. */
  now: Date;
  /** The signed-in user: their own items can be released without queue admin. */
  currentUserId: number;
  /** Queue admins release anyone's item and assign items to the people listed. */
  canManage?: boolean;
  assignees?: readonly WorkQueueAssignee[];
  onRelease?: (item: WorkQueueEntry) => void;
  onAssign?: (item: WorkQueueEntry, userId: number) => void;
  /** The item whose move is being sent, so its actions wait. */
  pendingItemId?: number;
  isLoading?: boolean;
  errorMessage?: string;
  emptyMessage?: string;
  className?: string;
}

/** A queue's items, oldest first: the application, merchant, advance, coloured age and holder. */
export function WorkQueueTable({
  'aria-label': ariaLabel,
  items,
  now,
  currentUserId,
  canManage = false,
  assignees = [],
  onRelease,
  onAssign,
  pendingItemId,
  isLoading = false,
  errorMessage,
  emptyMessage = 'Nothing is waiting in this queue.',
  className,
}: WorkQueueTableProps) {
  if (isLoading) return <Spinner aria-label={`Loading ${ariaLabel}`} />;
  if (errorMessage) return <Alert tone="critical">{errorMessage}</Alert>;
  if (items.length === 0) return <EmptyState title={emptyMessage} className={className} />;

  const canRelease = (item: WorkQueueEntry) =>
    item.holder !== null && (canManage || item.holder.user_id === currentUserId);
  // A column of empty cells would only make a reader look for actions that are not there.
  const hasActions =
    (Boolean(onRelease) && items.some(canRelease)) ||
    (canManage && Boolean(onAssign) && assignees.length > 0);
  const columns: SimpleTableColumn<WorkQueueEntry>[] = [
    {
      name: 'Application',
      isRowHeader: true,
      render: (item) => (
        <Link href={`/credit-app/${item.credit_application_id}/`}>
          {item.credit_application_id}
        </Link>
      ),
    },
    { name: 'Merchant', render: (item) => item.retailer_name },
    { name: 'Advance', isNumeric: true, render: (item) => <Money pence={item.advance_pence} /> },
    {
      name: 'Waiting',
      render: (item) => (
        <QueueAgeBadge enteredAt={item.entered_status_at} serviceLevel={item} now={now} />
      ),
    },
    {
      name: 'Held by',
      render: (item) => (
        <span className={holderCell}>
          {item.holder === null
            ? 'Nobody'
            : item.holder.user_id === currentUserId
              ? `${item.holder.name} (you)`
              : item.holder.name}
        </span>
      ),
    },
  ];
  if (hasActions) {
    columns.push({
      name: 'Actions',
      render: (item) => {
        const isPending = pendingItemId === item.credit_application_id;
        return (
          <>
            {onRelease && canRelease(item) ? (
              <Button
                size="sm"
                isPending={isPending}
                aria-label={`Release ${item.credit_application_id}`}
                onPress={() => onRelease(item)}
              >
                Release
              </Button>
            ) : null}
            {canManage && onAssign && assignees.length > 0 ? (
              <ActionMenu
                label="Assign to"
                aria-label={`Assign to (application ${item.credit_application_id})`}
                isDisabled={isPending}
                items={assignees
                  .filter((person) => person.user_id !== item.holder?.user_id)
                  .map((person) => ({ id: person.user_id, label: person.name }))}
                onAction={(userId) => onAssign(item, Number(userId))}
              />
            ) : null}
          </>
        );
      },
    });
  }
  return (
    <SimpleTable
      aria-label={ariaLabel}
      columns={columns}
      rows={items}
      rowKey={(item) => item.credit_application_id}
      className={className}
    />
  );
}
