import { Alert, Inline, Spinner } from '@backoffice/ui';
import { useEffect } from 'react';
import { PUBLISH_STATUS_BANNER_MS } from '../../../model/documents';

/**
 * The document messages of platform-shell.md section 8: progress (Creating document, Creating
 * draft, Publishing version), the outcome, and the errors (Failed to create document, Failed to
 * create draft, Failed to publish new version) with the API's message when there is one.
 */
export type DocumentStatus =
  | { kind: 'progress'; message: 'Creating document' | 'Creating draft' | 'Publishing version' }
  | { kind: 'success'; message: string }
  | {
      kind: 'error';
      message:
        'Failed to create document' | 'Failed to create draft' | 'Failed to publish new version';
      detail?: string;
    };

export interface DocumentStatusBannerProps {
  status: DocumentStatus | null;
  /** Called when a success has been shown for its second, or an error is dismissed. */
  onDismiss: () => void;
  className?: string;
}

/** The status banner: a success after publishing stays for 1 second (section 9). */
export function DocumentStatusBanner({ status, onDismiss, className }: DocumentStatusBannerProps) {
  useEffect(() => {
    if (status?.kind !== 'success') return undefined;
    const timer = setTimeout(onDismiss, PUBLISH_STATUS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status, onDismiss]);

  if (!status) return null;
  if (status.kind === 'progress') {
    return (
      <Alert tone="info" className={className}>
        <Inline gap="100">
          <Spinner size="sm" aria-label={status.message} />
          {/* The spinner says it; the text is for the eye. */}
          <span aria-hidden="true">{status.message}</span>
        </Inline>
      </Alert>
    );
  }
  if (status.kind === 'success') {
    return (
      <Alert tone="positive" className={className}>
        {status.message}
      </Alert>
    );
  }
  return (
    <Alert tone="critical" title={status.message} onDismiss={onDismiss} className={className}>
      {status.detail ?? 'Please try again.'}
    </Alert>
  );
}
