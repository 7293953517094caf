import {
  Alert,
  Button,
  Card,
  EmptyState,
  Inline,
  Spinner,
  Stack,
  formatDateTime,
} from '@backoffice/ui';
import { watchListFileName } from '../../../model/watchList';
import { facts, fileName } from './CurrentWatchList.css';

/** The enabled list, structurally the contract's FraudWatchListSummary. */
export interface CurrentWatchListSummary {
  fraud_watch_list_id: number;
  start_time: string;
  item_count: number;
}

export interface CurrentWatchListProps {
  /** The enabled list, or null when there is none. */
  list: CurrentWatchListSummary | null;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Download CSV: the page runs the Download Watch List export. */
  onDownload: (watchListId: number) => void;
  /** Upload New CSV: opens the New Watch List dialog; the button shows only with it. */
  onUpload?: () => void;
  className?: string;
}

const itemsText = (count: number) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? 'item' : 'items'}`;

/**
 * The current watch list at the head of the Watch Lists page (merchants.md "Watch list"): its
 * file, watch-list-{id}.csv, with Download CSV, or 'No current watch list'; and Upload New CSV.
 */
export function CurrentWatchList({
  list,
  isLoading = false,
  error = null,
  onRetry,
  onDownload,
  onUpload,
  className,
}: CurrentWatchListProps) {
  let body;
  if (isLoading) body = <Spinner aria-label="Loading the current watch list" />;
  else if (error) {
    body = (
      <Alert tone="critical" title="The current watch list could not be loaded.">
        {error}{' '}
        {onRetry ? (
          <Button size="sm" variant="tertiary" onPress={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  } else if (!list) body = <EmptyState title="No current watch list" />;
  else {
    const name = watchListFileName(list.fraud_watch_list_id);
    body = (
      <Inline gap="200" justify="spaceBetween">
        <Stack gap="050">
          <p className={fileName}>{name}</p>
          <p className={facts}>
            {itemsText(list.item_count)}, enabled since {formatDateTime(new Date(list.start_time))}
          </p>
        </Stack>
        <Button
          variant="secondary"
          aria-label={`Download CSV ${name}`}
          onPress={() => onDownload(list.fraud_watch_list_id)}
        >
          Download CSV
        </Button>
      </Inline>
    );
  }
  return (
    <Card
      title="Current watch list"
      className={className}
      actions={
        onUpload ? (
          <Button variant="primary" onPress={onUpload}>
            Upload New CSV
          </Button>
        ) : null
      }
    >
      {body}
    </Card>
  );
}
