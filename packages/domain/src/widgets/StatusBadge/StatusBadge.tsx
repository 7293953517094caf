import { Badge, Text, Tooltip } from '@backoffice/ui';
import { Button as AriaButton } from 'react-aria-components';
import {
  applicationStatusLabel,
  applicationStatusMeanings,
  isApplicationStatus,
} from '../../model/statuses';
import {
  meaningTrigger,
  oneLineReason,
  oneLineStatusBadge,
  phoneWrappingLabel,
  reason as reasonStyle,
  statusBadge,
} from './StatusBadge.css';
import { applicationStatusTone } from './statusTone';

export interface StatusBadgeProps {
  /** The status as the server sends it; an unrecognised one reads 'UNKNOWN STATUS'. */
  status: string;
  /** The reason given with the status, shown beside it. */
  reason?: string | null;
  /**
   * Keeps the reason on the badge's line, cut short with an ellipsis (its whole text stays in
   * the page for assistive technology and shows on hover), so a list row keeps its height. On a
   * phone a hyphenated label may take two lines instead, so the list still fits the screen.
   */
  isReasonOneLine?: boolean;
  className?: string;
}

/**
 * A credit application's status: its label (ATB reads VERIFIED) in its tone, the reason beside
 * it, and the status's meaning as a tooltip on hover or keyboard focus.
 */
export function StatusBadge({ status, reason, isReasonOneLine, className }: StatusBadgeProps) {
  const label = applicationStatusLabel(status);
  const meaning = isApplicationStatus(status) ? applicationStatusMeanings[status] : undefined;
  const badge = (
    <Badge
      tone={applicationStatusTone(status)}
      className={isReasonOneLine ? phoneWrappingLabel : undefined}
    >
      {label}
    </Badge>
  );
  return (
    <span
      className={[statusBadge, isReasonOneLine && oneLineStatusBadge, className]
        .filter(Boolean)
        .join(' ')}
    >
      {meaning ? (
        <Tooltip content={`${label}: ${meaning}`}>
          <AriaButton className={meaningTrigger} aria-label={`${label}, ${meaning}`}>
            {badge}
          </AriaButton>
        </Tooltip>
      ) : (
        badge
      )}
      {reason ? (
        // Wrapped rather than unbroken, so a narrow column still narrows the reason.
        <Text
          maxLines={isReasonOneLine ? 1 : undefined}
          truncation="wrapped"
          className={[reasonStyle, isReasonOneLine && oneLineReason].filter(Boolean).join(' ')}
          title={isReasonOneLine ? reason : undefined}
        >
          {reason}
        </Text>
      ) : null}
    </span>
  );
}
