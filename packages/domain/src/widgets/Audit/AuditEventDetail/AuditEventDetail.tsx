import { DefinitionList, Stack, Text } from '@backoffice/ui';
import { auditChange, auditDetailEntries } from '../../../model/auditTrail';
import { VersionDiff } from '../../PolicyBuilder/VersionDiff';
import type { AuditEventRow } from '../auditTypes';
import { detailValue } from './AuditEventDetail.css';

export interface AuditEventDetailProps {
  event: AuditEventRow;
  className?: string;
}

const asText = (state: unknown) => JSON.stringify(state, null, 2) ?? '';

/**
 * What an audit event recorded: a change's before and after as a diff, the rest of its detail,
 * the staff member behind a ghost session and the address it came from.
 */
export function AuditEventDetail({ event, className }: AuditEventDetailProps) {
  const change = auditChange(event.detail);
  const items = [
    ...auditDetailEntries(event.detail).map(
      ([term, value]) => [term, <span className={detailValue}>{value}</span>] as const,
    ),
    ...(event.ghosted_by ? [['Ghosted by', event.ghosted_by.name] as const] : []),
    ['IP address', event.ip_address ?? 'Not recorded'] as const,
  ];
  return (
    <Stack gap="200" className={className}>
      {change ? (
        <VersionDiff
          before={asText(change.before)}
          after={asText(change.after)}
          beforeLabel="Before"
          afterLabel="After"
        />
      ) : null}
      {items.length === 1 && !change ? <Text tone="muted">Nothing more was recorded.</Text> : null}
      <DefinitionList layout="rows" items={items} aria-label={`Event ${event.audit_id}`} />
    </Stack>
  );
}
