import { Alert, EmptyState, Link, Spinner } from '@backoffice/ui';
import { QueueAgeBadge } from '../QueueAgeBadge';
import type { WorkQueueSummary } from '../workQueueTypes';
import { workQueueName } from '../workQueueTypes';
import { queueCounts, queueLine, queueList } from './WorkQueuesWidget.css';

export interface WorkQueuesWidgetProps {
  queues?: readonly WorkQueueSummary[];
  /** The clock the oldest ages are read against. */
  now: Date;
  isLoading?: boolean;
  errorMessage?: string;
  className?: string;
}

/** The dashboard's Work Queues: each queue's count, unassigned count and oldest item's age. */
export function WorkQueuesWidget({
  queues = [],
  now,
  isLoading = false,
  errorMessage,
  className,
}: WorkQueuesWidgetProps) {
  if (isLoading) return <Spinner aria-label="Loading work queues" />;
  if (errorMessage) return <Alert tone="critical">{errorMessage}</Alert>;
  if (queues.length === 0) return <EmptyState title="No work queues." className={className} />;
  return (
    <ul className={[queueList, className].filter(Boolean).join(' ')}>
      {queues.map((queue) => (
        <li key={queue.queue_id} className={queueLine}>
          <Link href={`/queues/?queue=${queue.queue_id}`}>{workQueueName(queue)}</Link>
          <span className={queueCounts}>
            {queue.item_count} waiting, {queue.unassigned_count} unassigned
          </span>
          {queue.oldest_entered_at ? (
            <span>
              Oldest:{' '}
              <QueueAgeBadge enteredAt={queue.oldest_entered_at} serviceLevel={queue} now={now} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
