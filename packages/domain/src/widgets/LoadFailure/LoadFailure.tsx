import { Alert, Button } from '@backoffice/ui';

/** The status of a refusal: the server answers 403 when the user's permissions do not allow it. */
export const PERMISSION_REFUSED_STATUS = 403;

export const permissionRefusedMessage = 'You do not have permission to view this page.';

export interface LoadFailureProps {
  /** What could not be loaded, as a sentence subject: "The credit policies". */
  subject: string;
  /** The failed call's error: its HTTP status (0 when unreachable) and message. */
  error: { status: number; message: string };
  /** Loads again; not offered for a refusal, which would only be refused again. */
  onRetry: () => void;
}

/**
 * What a page shows in place of its content when loading it failed: a refusal (403) says once
 * that the user's permissions do not allow the page, with nothing to retry; any other failure
 * names what could not be loaded, the server's message and Try again.
 */
export function LoadFailure({ subject, error, onRetry }: LoadFailureProps) {
  if (error.status === PERMISSION_REFUSED_STATUS) {
    return <Alert tone="caution">{permissionRefusedMessage}</Alert>;
  }
  return (
    <Alert tone="critical" title={`${subject} could not be loaded.`}>
      {error.message}{' '}
      <Button size="sm" variant="tertiary" onPress={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
