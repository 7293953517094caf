import { DefinitionList, Link, Money, formatDateTime } from '@backoffice/ui';
import { SettlementRecipientStatus } from '../SettlementStatus';
import type { SettlementFileSummary } from '../settlementTypes';
import { detailList, detailRecipients, detailErrors } from './SettlementFileDetails.css';

const when = (value: string | null) => (value ? formatDateTime(new Date(value)) : '');

export interface SettlementFileDetailsProps {
  file: SettlementFileSummary;
  /** Where the definition's history is; the block links there when given. */
  historyHref?: string;
}

/** One settlement file's detail block: what it covers, where it is, who got it, what failed. */
export function SettlementFileDetails({ file, historyHref }: SettlementFileDetailsProps) {
  return (
    <DefinitionList
      aria-label={file.description_short}
      items={[
        ['File', file.description_short],
        ['Run', when(file.time)],
        ['Period', `${when(file.period_start)} to ${when(file.period_end)}`],
        ['Made by', file.trigger === 'manual' ? 'Regenerate & Send' : 'Daily run'],
        ['Stored as', file.file_path ?? 'Not made yet'],
        [
          'Applications',
          <>
            {file.application_count.toLocaleString('en-GB')}, <Money pence={file.total_pence} />
          </>,
        ],
        [
          'Recipients',
          file.recipients.length === 0 ? (
            'None'
          ) : (
            <ul className={[detailList, detailRecipients].join(' ')}>
              {file.recipients.map((recipient, index) => (
                <li key={`${recipient.display_name}-${index}`}>
                  {recipient.display_name} <SettlementRecipientStatus status={recipient.status} />
                </li>
              ))}
            </ul>
          ),
        ],
        [
          'Errors',
          file.errors.length === 0 ? (
            'None'
          ) : (
            <ul className={[detailList, detailErrors].join(' ')}>
              {file.errors.map((error, index) => (
                <li key={index}>{error}</li>
              ))}
            </ul>
          ),
        ],
        ...(historyHref
          ? ([
              ['History', <Link href={historyHref}>Settlement history of this file</Link>],
            ] as const)
          : []),
      ]}
    />
  );
}
