import { Alert, Button, Dialog, Modal, Spinner } from '@backoffice/ui';
import { useState } from 'react';
import { exportLimitMessage, type ExportField } from '../../model/exportReports';
import { exportDialogBody, exportMessage, exportWorking } from './Export.css';
import { ExportFieldPicker } from './ExportFieldPicker';
import { exportFieldsProblem, preselectedExportFields } from './exportRules';

/**
 * Where an export stands: choosing fields; working (the request sent, the job PENDING or the
 * file downloading); done; failed with the job's error; or refused over the row limit.
 */
export type ExportDialogState =
  | { step: 'fields' }
  | { step: 'working' }
  | { step: 'done'; fileName: string; rowCount: number | null }
  | { step: 'failed'; message: string }
  | { step: 'limit'; message?: string };

export interface ExportDialogProps {
  isOpen: boolean;
  /** The report's exportable fields; the preselected ones start ticked. */
  fields: readonly ExportField[];
  state: ExportDialogState;
  /** Starts the export with the ticked fields, in the order they were ticked. */
  onExport: (fields: string[]) => void;
  /** Back to the field picker after a failure, keeping the ticked fields. */
  onRetry: () => void;
  /** Cancel or Close; while working it also stops waiting for the export. */
  onClose: () => void;
}

const rowsText = (count: number) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? 'row' : 'rows'}`;

function ExportDialogContent({ fields, state, onExport, onRetry, onClose }: ExportDialogProps) {
  const [ticked, setTicked] = useState(() => preselectedExportFields(fields));
  const cannotExport = exportFieldsProblem(ticked) !== null;

  const actions = {
    fields: (
      <>
        <Button onPress={onClose}>Cancel</Button>
        <Button variant="primary" isDisabled={cannotExport} onPress={() => onExport(ticked)}>
          Export
        </Button>
      </>
    ),
    working: <Button onPress={onClose}>Cancel</Button>,
    done: (
      // The button that had focus is gone once done; Close is the only thing left to do.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      <Button variant="primary" onPress={onClose} autoFocus>
        Close
      </Button>
    ),
    failed: (
      <>
        <Button onPress={onClose}>Close</Button>
        <Button variant="primary" onPress={onRetry}>
          Try again
        </Button>
      </>
    ),
    limit: (
      // eslint-disable-next-line jsx-a11y/no-autofocus
      <Button variant="primary" onPress={onClose} autoFocus>
        Close
      </Button>
    ),
  }[state.step];

  return (
    <Dialog title="Download as File" actions={actions}>
      <div className={exportDialogBody}>
        {state.step === 'fields' ? (
          <ExportFieldPicker fields={fields} value={ticked} onChange={setTicked} />
        ) : null}
        {state.step === 'working' ? (
          <div className={exportWorking}>
            <Spinner size="lg" aria-label="Preparing the file" />
            <p className={exportMessage}>
              Preparing the file. It downloads as soon as it is ready.
            </p>
          </div>
        ) : null}
        {state.step === 'done' ? (
          <p role="status" className={exportMessage}>
            {`Downloaded ${state.fileName}`}
            {state.rowCount === null ? '.' : ` (${rowsText(state.rowCount)}).`}
          </p>
        ) : null}
        {state.step === 'failed' ? (
          <Alert tone="critical" title="The export failed">
            {state.message}
          </Alert>
        ) : null}
        {state.step === 'limit' ? (
          <Alert tone="critical">{state.message ?? exportLimitMessage()}</Alert>
        ) : null}
      </div>
    </Dialog>
  );
}

/**
 * 'Download as File': pick the fields, then wait while the export is prepared; it ends
 * downloaded, failed with the export's error, or refused over the row limit with the field
 * picker hidden (platform-shell.md 4, 5 and 8). The page drives the state from the api hooks.
 */
export function ExportDialog(props: ExportDialogProps) {
  return (
    <Modal
      isOpen={props.isOpen}
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
    >
      <ExportDialogContent {...props} />
    </Modal>
  );
}
