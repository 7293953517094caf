import { Alert, Button, Dialog, Modal, Spinner, Stack } from '@backoffice/ui';
import { watchListFileName } from '../../../model/watchList';
import { message, working } from './WatchListDownloadDialog.css';

/** Where a download stands: the file being made, saved, or failed with the reason. */
export type WatchListDownloadState =
  { step: 'working' } | { step: 'done' } | { step: 'failed'; message: string };

export interface WatchListDownloadDialogProps {
  /** The list being downloaded; the dialog is open while there is one. */
  watchListId: number | null;
  state: WatchListDownloadState;
  /** Cancel before completion, Close after: either ends the dialog. */
  onClose: () => void;
  /** Try again after a failure. */
  onRetry: () => void;
}

/**
 * Download Watch List (merchants.md "Watch list"): the list's CSV is made as an export job,
 * Cancel before it completes, Close after; 'Watch List downloaded.' once the file is saved.
 */
export function WatchListDownloadDialog({
  watchListId,
  state,
  onClose,
  onRetry,
}: WatchListDownloadDialogProps) {
  const fileName = watchListId === null ? '' : watchListFileName(watchListId);
  const actions =
    state.step === 'working' ? (
      <Button onPress={onClose}>Cancel</Button>
    ) : state.step === 'done' ? (
      // The button that had focus is gone once done; Close is the only thing left to do.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      <Button variant="primary" onPress={onClose} autoFocus>
        Close
      </Button>
    ) : (
      <>
        <Button onPress={onClose}>Close</Button>
        <Button variant="primary" onPress={onRetry}>
          Try again
        </Button>
      </>
    );
  return (
    <Modal
      isOpen={watchListId !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog title="Download Watch List" actions={actions}>
        <Stack gap="150">
          {state.step === 'working' ? (
            <div className={working}>
              <Spinner size="lg" aria-label={`Preparing ${fileName}`} />
              <p className={message}>Preparing {fileName}. It downloads as soon as it is ready.</p>
            </div>
          ) : null}
          {state.step === 'done' ? (
            <p role="status" className={message}>
              Watch List downloaded.
            </p>
          ) : null}
          {state.step === 'failed' ? (
            <Alert tone="critical" title={`${fileName} could not be downloaded.`}>
              {state.message}
            </Alert>
          ) : null}
        </Stack>
      </Dialog>
    </Modal>
  );
}
