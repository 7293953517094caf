import { Card, Link, SimpleTable } from '@backoffice/ui';
import * as styles from '../CreditApplication.css';
import { StatusBadge } from '../../StatusBadge';
import type { RelatedApplicationSummary } from '../creditApplicationTypes';
import { dateTimeText } from '../formatting';

export interface RelatedApplicationsProps {
  applications: readonly RelatedApplicationSummary[];
  className?: string;
}

/** Other applications of the same consumer: app id (linking to its detail), date and status. */
export function RelatedApplications({ applications, className }: RelatedApplicationsProps) {
  return (
    <Card title="Related Applications" headingLevel={2} className={className}>
      {applications.length === 0 ? (
        <p className={styles.muted}>No related applications.</p>
      ) : (
        <SimpleTable
          aria-label="Related Applications"
          rows={applications}
          rowKey={(related) => related.credit_application_id}
          columns={[
            {
              name: 'App ID',
              render: (related) => (
                <Link href={`/credit-app/${related.credit_application_id}/`}>
                  {related.credit_application_id}
                </Link>
              ),
            },
            { name: 'Date', render: (related) => dateTimeText(related.timestamp) },
            {
              name: 'Status',
              render: (related) => <StatusBadge status={related.status} />,
            },
          ]}
        />
      )}
    </Card>
  );
}
