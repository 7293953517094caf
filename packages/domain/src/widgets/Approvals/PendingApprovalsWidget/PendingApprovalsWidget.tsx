import { Alert, Link, Spinner, Stack } from '@backoffice/ui';
import * as styles from './PendingApprovalsWidget.css';

export interface PendingApprovalsWidgetProps {
  /** How many changes wait for a checker; undefined while loading. */
  count?: number;
  isLoading?: boolean;
  /** Why the count could not be read. */
  error?: string | null;
  /** The Approvals page. */
  href: string;
}

/** The dashboard's count of changes waiting for a second person, with the way to them. */
export function PendingApprovalsWidget({
  count,
  isLoading = false,
  error = null,
  href,
}: PendingApprovalsWidgetProps) {
  if (error) {
    return (
      <Alert tone="critical" title="The pending approvals could not be counted.">
        {error}
      </Alert>
    );
  }
  if (isLoading || count === undefined) return <Spinner aria-label="Counting pending approvals" />;
  return (
    <Stack gap="100">
      <p>
        <span className={styles.count}>{count.toLocaleString('en-GB')}</span>{' '}
        {count === 1 ? 'change waits for approval.' : 'changes wait for approval.'}
      </p>
      <Link href={href}>Open Approvals</Link>
    </Stack>
  );
}
