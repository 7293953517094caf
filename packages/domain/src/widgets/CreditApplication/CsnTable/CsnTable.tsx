import { SimpleTable } from '@backoffice/ui';
import type { ApplicationCsn } from '../creditApplicationTypes';
import { dateTimeText } from '../formatting';

export interface CsnTableProps {
  csns: readonly ApplicationCsn[];
}

/** The CSNs tab: type, status, response and date, ordered by date. */
export function CsnTable({ csns }: CsnTableProps) {
  const ordered = [...csns].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  return (
    <SimpleTable
      aria-label="CSNs"
      rows={ordered}
      rowKey={(_csn, index) => index}
      columns={[
        { name: 'Type', render: (csn) => csn.type },
        { name: 'Status', render: (csn) => csn.app_status },
        { name: 'Response', render: (csn) => csn.csn_status },
        { name: 'Date', render: (csn) => dateTimeText(csn.timestamp) },
      ]}
    />
  );
}
