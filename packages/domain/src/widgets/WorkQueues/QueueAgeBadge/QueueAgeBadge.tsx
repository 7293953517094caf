import { Badge } from '@backoffice/ui';
import {
  formatQueueAge,
  queueAgeMs,
  serviceLevelColour,
  serviceLevelLabels,
  serviceLevelTones,
  type ServiceLevel,
} from '../../../model/workQueues';
import { ageBadge } from './QueueAgeBadge.css';

export interface QueueAgeBadgeProps {
  /** An ISO date-time: when the item entered its status. */
  enteredAt: string;
  serviceLevel: ServiceLevel;
  /** The clock the age is read against; the page passes one for every badge it shows. */
  now: Date;
  className?: string;
}

/** An item's age coloured against its queue's service level, with the words beside the colour. */
export function QueueAgeBadge({ enteredAt, serviceLevel, now, className }: QueueAgeBadgeProps) {
  const age = queueAgeMs(enteredAt, now);
  const colour = serviceLevelColour(age, serviceLevel);
  return (
    <Badge
      tone={serviceLevelTones[colour]}
      className={[ageBadge, className].filter(Boolean).join(' ')}
    >
      {formatQueueAge(age)} · {serviceLevelLabels[colour]}
    </Badge>
  );
}
