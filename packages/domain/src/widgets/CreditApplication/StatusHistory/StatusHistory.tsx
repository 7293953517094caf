import { Card } from '@backoffice/ui';
import { statusHistoryShown } from '../../../model/index';
import * as styles from '../CreditApplication.css';
import { StatusBadge } from '../../StatusBadge';
import type { ApplicationStatusEntry } from '../creditApplicationTypes';
import { dateTimeText } from '../formatting';

export interface StatusHistoryProps {
  entries: readonly ApplicationStatusEntry[];
  className?: string;
}

/** The status history: newest first, SUBMITTED always last, NO-DECISION hidden. */
export function StatusHistory({ entries, className }: StatusHistoryProps) {
  const shown = statusHistoryShown(entries);
  return (
    <Card title="Status History" headingLevel={2} className={className}>
      {shown.length === 0 ? (
        <p className={styles.muted}>No status changes yet.</p>
      ) : (
        <ol className={styles.list} aria-label="Status History">
          {shown.map((entry, index) => (
            <li key={`${entry.status}-${entry.timestamp}-${index}`} className={styles.listItem}>
              <StatusBadge status={entry.status} reason={entry.current_reason} />
              <p className={styles.noteMeta}>{dateTimeText(entry.timestamp)}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
