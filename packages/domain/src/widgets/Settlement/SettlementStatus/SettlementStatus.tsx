import { Badge } from '@backoffice/ui';
import {
  rollUpSettlementFile,
  rollUpSettlementFiles,
  settlementRecipientStatusLabel,
  settlementRecipientTone,
  settlementRollUpTone,
  type SettlementFileStatuses,
  type SettlementRollUp,
} from '../../../model/settlement';
import { statusLabel, statuses } from './SettlementStatus.css';

export interface SettlementStatusProps {
  /** One file's statuses, or all the files of a lender's last run. */
  files: readonly SettlementFileStatuses[];
  className?: string;
}

function RollUpBadges({ rollUp, className }: { rollUp: SettlementRollUp; className?: string }) {
  return (
    <ul className={[statuses, className].filter(Boolean).join(' ')} aria-label="Status">
      <li>
        <Badge tone={settlementRollUpTone(rollUp.generation)} className={statusLabel}>
          {rollUp.generation}
        </Badge>
      </li>
      {rollUp.delivery ? (
        <li>
          <Badge tone={settlementRollUpTone(rollUp.delivery)} className={statusLabel}>
            {rollUp.delivery}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The roll-up of platform-shell.md section 4 as status labels, upper case, each in its tone:
 * generation (Generated, Generating, Error) and, unless generation failed, delivery (Delivered,
 * Sending, Not delivered, Error). Given several files it shows their worst statuses.
 */
export function SettlementStatus({ files, className }: SettlementStatusProps) {
  const rollUp =
    files.length === 1 ? rollUpSettlementFile(files[0]!) : rollUpSettlementFiles(files);
  if (!rollUp) return null;
  return <RollUpBadges rollUp={rollUp} className={className} />;
}

export interface SettlementRecipientStatusProps {
  status: string;
  className?: string;
}

/** A recipient's delivery status; any value outside the known ones reads Unknown error. */
export function SettlementRecipientStatus({ status, className }: SettlementRecipientStatusProps) {
  return (
    <Badge
      tone={settlementRecipientTone(status)}
      className={[statusLabel, className].filter(Boolean).join(' ')}
    >
      {settlementRecipientStatusLabel(status)}
    </Badge>
  );
}
