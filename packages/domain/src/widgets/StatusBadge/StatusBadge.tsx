import { Badge, Tooltip } from '@backoffice/ui';
import { Button as AriaButton } from 'react-aria-components';
import {
  applicationStatusLabel,
  applicationStatusMeanings,
  isApplicationStatus,
} from '../../model/statuses';
import { meaningTrigger, reason as reasonStyle, statusBadge } from './StatusBadge.css';
import { applicationStatusTone } from './statusTone';

export interface StatusBadgeProps {
  /** The status as the server sends it; an unrecognised one reads 'UNKNOWN STATUS'. */
  status: string;
  /** The reason given with the status, shown beside it. */
  reason?: string | null;
  className?: string;
}

/**
 * A credit application's status: its label (ATB reads VERIFIED) in its tone, the reason beside
 * it, and the status's meaning as a tooltip on hover or keyboard focus.
 */
export function StatusBadge({ status, reason, className }: StatusBadgeProps) {
  const label = applicationStatusLabel(status);
  const meaning = isApplicationStatus(status) ? applicationStatusMeanings[status] : undefined;
  const badge = <Badge tone={applicationStatusTone(status)}>{label}</Badge>;
  return (
    <span className={[statusBadge, className].filter(Boolean).join(' ')}>
      {meaning ? (
        <Tooltip content={`${label}: ${meaning}`}>
          <AriaButton className={meaningTrigger} aria-label={`${label}, ${meaning}`}>
            {badge}
          </AriaButton>
        </Tooltip>
      ) : (
        badge
      )}
      {reason ? <span className={reasonStyle}>{reason}</span> : null}
    </span>
  );
}
