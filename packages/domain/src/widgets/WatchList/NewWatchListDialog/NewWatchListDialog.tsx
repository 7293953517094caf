import { Alert, Button, Dialog, FileDropZone, Modal, ProgressBar } from '@backoffice/ui';
import { useEffect, useRef, useState } from 'react';
import type { WatchListItemInput } from '../../../model/watchList';
import type { WatchListCsvResult } from '../../../model/watchListSchemas';
import { body, message, problem, problemDetail, problems } from '../../csvImportDialog.css';
import { errorMessageOf } from '../../../model/errorMessage';

export interface WatchListUploadProgress {
  sentItems: number;
  totalItems: number;
}

export interface NewWatchListDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /**
   * Reads and checks the chosen file (the console does it in a Web Worker), reporting how far it
   * has read from 0 to 1; aborting the signal stops it.
   */
  readFile: (
    file: File,
    options: { onProgress: (fraction: number) => void; signal: AbortSignal },
  ) => Promise<WatchListCsvResult>;
  /**
   * Uploads the checked items and makes them the enabled list; rejects with the reason when it
   * cannot. Aborting the signal abandons the upload.
   */
  onAdd: (
    items: WatchListItemInput[],
    options: { onProgress: (progress: WatchListUploadProgress) => void; signal: AbortSignal },
  ) => Promise<void>;
}

type Step =
  | { step: 'choose' }
  | { step: 'reading'; file: File; fraction: number }
  | { step: 'checked'; file: File; result: WatchListCsvResult; notice?: string }
  | { step: 'uploading'; file: File; result: WatchListCsvResult; progress: WatchListUploadProgress }
  | { step: 'done'; itemCount: number }
  | { step: 'failed'; file: File; result: WatchListCsvResult; message: string };

const count = (value: number) => value.toLocaleString('en-GB');
const itemsText = (value: number) => `${count(value)} ${value === 1 ? 'item' : 'items'}`;
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

function CsvProblems({ result }: { result: WatchListCsvResult }) {
  const more = result.errorCount - result.errors.length;
  return (
    <Alert
      tone="critical"
      title="This file cannot be added. Fix these problems and choose it again."
    >
      {/* A long list scrolls, so it takes focus for the keyboard to scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className={problems} aria-label="Problems in the file" tabIndex={0}>
        {result.errors.map((error, index) => (
          <li key={index} className={problem}>
            {error.message}
            {error.detail ? <span className={problemDetail}> {error.detail}</span> : null}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className={message}>
          {`Showing the first ${count(result.errors.length)} of ${count(result.errorCount)} problems.`}
        </p>
      ) : null}
    </Alert>
  );
}

/**
 * New Watch List (merchants.md "Watch list"): choose a CSV, which is read and checked against
 * every rule of section 5 with a progress bar; its problems are listed so the file can be fixed;
 * Add is enabled only for a valid file. Adding uploads it with a progress bar and ends with
 * 'Watch List created.' (the new list is enabled at once). Cancelling a reading or an upload
 * stops it, and an upload stopped or failed keeps nothing.
 */
export function NewWatchListDialog({ isOpen, onClose, readFile, onAdd }: NewWatchListDialogProps) {
  const [state, setState] = useState<Step>({ step: 'choose' });
  const work = useRef<AbortController | null>(null);

  // Whatever runs stops when the dialog goes away.
  useEffect(() => () => work.current?.abort(), []);

  const start = () => {
    work.current?.abort();
    work.current = new AbortController();
    return work.current.signal;
  };

  const choose = (files: File[]) => {
    const file = files[0];
    if (!file) {
      work.current?.abort();
      setState({ step: 'choose' });
      return;
    }
    const signal = start();
    setState({ step: 'reading', file, fraction: 0 });
    readFile(file, {
      signal,
      onProgress: (fraction) => {
        if (!signal.aborted) setState({ step: 'reading', file, fraction });
      },
    }).then(
      (result) => {
        if (!signal.aborted) setState({ step: 'checked', file, result });
      },
      (error: unknown) => {
        if (signal.aborted || isAbort(error)) return;
        setState({
          step: 'checked',
          file,
          result: {
            items: [],
            errorCount: 1,
            errors: [{ code: 'ERR_FRONT_END_VALIDATION_ERROR', message: errorMessageOf(error) }],
          },
        });
      },
    );
  };

  const add = (file: File, result: WatchListCsvResult) => {
    const signal = start();
    const totalItems = result.items.length;
    setState({ step: 'uploading', file, result, progress: { sentItems: 0, totalItems } });
    onAdd(result.items, {
      signal,
      onProgress: (progress) => {
        if (!signal.aborted) setState({ step: 'uploading', file, result, progress });
      },
    }).then(
      () => {
        if (!signal.aborted) setState({ step: 'done', itemCount: totalItems });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        setState({ step: 'failed', file, result, message: errorMessageOf(error) });
      },
    );
  };

  const cancelUpload = (file: File, result: WatchListCsvResult) => {
    work.current?.abort();
    setState({
      step: 'checked',
      file,
      result,
      notice: 'The upload was cancelled. Nothing was saved.',
    });
  };

  const close = () => {
    work.current?.abort();
    setState({ step: 'choose' });
    onClose();
  };

  const file = 'file' in state ? state.file : null;
  const result = state.step === 'checked' ? state.result : null;
  const isValid = result !== null && result.errorCount === 0 && result.items.length > 0;

  let actions;
  if (state.step === 'done') {
    actions = (
      // The button that had focus is gone once done; Close is the only thing left to do.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      <Button variant="primary" onPress={close} autoFocus>
        Close
      </Button>
    );
  } else if (state.step === 'uploading') {
    actions = <Button onPress={() => cancelUpload(state.file, state.result)}>Cancel</Button>;
  } else if (state.step === 'failed') {
    actions = (
      <>
        <Button onPress={close}>Close</Button>
        <Button variant="primary" onPress={() => add(state.file, state.result)}>
          Try again
        </Button>
      </>
    );
  } else {
    actions = (
      <>
        <Button onPress={close}>Cancel</Button>
        <Button
          variant="primary"
          isDisabled={!isValid}
          onPress={() => {
            if (state.step === 'checked') add(state.file, state.result);
          }}
        >
          Add
        </Button>
      </>
    );
  }

  return (
    <Modal
      isOpen={isOpen}
      isDismissable={state.step !== 'uploading'}
      onOpenChange={(open) => {
        if (!open && state.step !== 'uploading') close();
      }}
    >
      <Dialog title="New Watch List" actions={actions}>
        <div className={body}>
          {state.step === 'choose' || state.step === 'reading' || state.step === 'checked' ? (
            <FileDropZone
              label="Choose a CSV file"
              files={file ? [file] : []}
              onFilesChange={choose}
            />
          ) : null}
          {state.step === 'reading' ? (
            <ProgressBar
              label={`Reading ${state.file.name}`}
              value={Math.round(state.fraction * 100)}
            />
          ) : null}
          {state.step === 'checked' && state.notice ? (
            <p role="status" className={message}>
              {state.notice}
            </p>
          ) : null}
          {result && isValid ? (
            <p role="status" className={message}>
              {`${file?.name ?? 'The file'} holds ${itemsText(result.items.length)}, ready to add. The new list is enabled at once and the current list ends.`}
            </p>
          ) : null}
          {result && !isValid ? <CsvProblems result={result} /> : null}
          {state.step === 'uploading' ? (
            <ProgressBar
              label={`Uploading ${state.file.name}`}
              value={state.progress.sentItems}
              maxValue={Math.max(1, state.progress.totalItems)}
              valueLabel={`${count(state.progress.sentItems)} of ${itemsText(state.progress.totalItems)}`}
            />
          ) : null}
          {state.step === 'failed' ? (
            <Alert tone="critical" title="The watch list could not be added. Nothing was saved.">
              {state.message}
            </Alert>
          ) : null}
          {state.step === 'done' ? (
            <p role="status" className={message}>
              Watch List created.
            </p>
          ) : null}
        </div>
      </Dialog>
    </Modal>
  );
}
