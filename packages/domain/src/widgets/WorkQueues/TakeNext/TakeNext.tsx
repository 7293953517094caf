import { Alert, Button, Link } from '@backoffice/ui';
import { useState } from 'react';
import type { WorkQueueEntry, WorkQueueSummary } from '../workQueueTypes';
import { workQueueName } from '../workQueueTypes';
import { takeNext } from './TakeNext.css';

/** What the last press of Take next came to. */
export type TakeNextOutcome = { kind: 'taken'; item: WorkQueueEntry } | { kind: 'empty' };

export interface TakeNextProps {
  queue: Pick<WorkQueueSummary, 'lender' | 'status' | 'unassigned_count'>;
  /**
   * Asks for the next item. When it answers with a promise of the item (null when none was
   * left), Take next shows its progress, the outcome and a refusal itself.
   */
  onTakeNext: () => void | Promise<WorkQueueEntry | null>;
  isPending?: boolean;
  outcome?: TakeNextOutcome;
  errorMessage?: string;
  className?: string;
}

/**
 * Take next: gives the queue's oldest unassigned item to the user. It is disabled while nothing
 * waits unassigned, says which application the user now holds (with a link to it), or that
 * someone else took the last one first.
 */
export function TakeNext({
  queue,
  onTakeNext,
  isPending = false,
  outcome: givenOutcome,
  errorMessage: givenError,
  className,
}: TakeNextProps) {
  const [answer, setAnswer] = useState<{ outcome?: TakeNextOutcome; error?: string }>({});
  const [isTaking, setTaking] = useState(false);
  const outcome = givenOutcome ?? answer.outcome;
  const errorMessage = givenError ?? answer.error;
  const nothingWaiting = queue.unassigned_count === 0;
  const take = async () => {
    const asked = onTakeNext();
    if (!asked) return;
    setTaking(true);
    try {
      const item = await asked;
      setAnswer({ outcome: item ? { kind: 'taken', item } : { kind: 'empty' } });
    } catch (caught) {
      setAnswer({ error: (caught as Error).message });
    } finally {
      setTaking(false);
    }
  };
  return (
    <div className={[takeNext, className].filter(Boolean).join(' ')}>
      <Button
        variant="primary"
        isPending={isPending || isTaking}
        isDisabled={nothingWaiting}
        onPress={() => void take()}
      >
        Take next
      </Button>
      <div>
        {outcome?.kind === 'taken' ? (
          <Alert tone="positive">
            You now hold application{' '}
            <Link href={`/credit-app/${outcome.item.credit_application_id}/`}>
              {outcome.item.credit_application_id}
            </Link>{' '}
            from {outcome.item.retailer_name}.
          </Alert>
        ) : outcome?.kind === 'empty' ? (
          <Alert tone="info">Someone else took the last item first: nothing is waiting now.</Alert>
        ) : nothingWaiting ? (
          <span>Nothing is waiting unassigned in {workQueueName(queue)}.</span>
        ) : null}
      </div>
      {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
    </div>
  );
}
