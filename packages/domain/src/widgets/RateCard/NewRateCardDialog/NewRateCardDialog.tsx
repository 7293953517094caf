import {
  Alert,
  Button,
  Dialog,
  FileDropZone,
  Modal,
  ProgressBar,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextField,
} from '@backoffice/ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RateCardCsvFile, RateCardCsvProblem } from '../../../model/rateCardCsv';
import {
  rateCardFieldLabels,
  rateCardMessages,
  rateCardSettingsSchema,
  type RateCardField,
} from '../../../model/rateCards';
import { body, message, problems } from '../../csvImportDialog.css';
import { errorMessageOf } from '../../../model/errorMessage';

/**
 * What the dialog sends: name and type, and either a card to copy or the imported rows as the
 * worker serialised them (a JSON array).
 */
export type NewRateCardRequest = { name: string; rate_card_type_id: number } & (
  { copy_from_rate_card_id: number } | { productsJson: Blob }
);

export interface NewRateCardDialogProps {
  isOpen: boolean;
  onClose: () => void;
  types: readonly { rate_card_type_id: number; name: string }[];
  /** The cards that can be copied (import source 1). */
  rateCards: readonly { rate_card_id: number; name: string }[];
  /** Reads and checks a CSV (the console does it in a Web Worker), reporting progress 0 to 1. */
  readFile: (
    file: File,
    options: { onProgress: (fraction: number) => void; signal: AbortSignal },
  ) => Promise<RateCardCsvFile>;
  /** Creates the card; rejects with the server's reason. */
  onCreate: (request: NewRateCardRequest) => Promise<{ rate_card_id: number }>;
  /** Opens the new card's page (View Rate Card, once it is created). */
  onView: (rateCardId: number) => void;
}

/**
 * The reading's progress, outside React state: a progress message re-renders the progress bar
 * only, not the whole dialog, so a large file's hundred messages stay cheap on the page.
 */
interface ProgressStore {
  get: () => number;
  set: (fraction: number) => void;
  subscribe: (listener: () => void) => () => void;
}

function createProgressStore(): ProgressStore {
  let fraction = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => fraction,
    set: (next) => {
      fraction = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function ReadingProgress({ fileName, progress }: { fileName: string; progress: ProgressStore }) {
  const fraction = useSyncExternalStore(progress.subscribe, progress.get);
  return <ProgressBar label={`Reading ${fileName}`} value={Math.round(fraction * 100)} />;
}

type CsvState =
  | { step: 'none' }
  | { step: 'reading'; file: File; progress: ProgressStore }
  | { step: 'checked'; file: File; result: RateCardCsvFile };

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** "Row 3, Max loan: …"; header problems name no row. */
export function rateCardCsvProblemText(problem: RateCardCsvProblem): string {
  const column =
    problem.column && problem.column in rateCardFieldLabels
      ? rateCardFieldLabels[problem.column as RateCardField]
      : problem.column;
  const where = [problem.row > 0 ? `Row ${problem.row}` : null, column].filter(Boolean).join(', ');
  return where ? `${where}: ${problem.message}` : problem.message;
}

/**
 * New Rate Card (merchants.md "Rate card list" and section 5): name, type and an import source —
 * copy an existing card, or import a CSV read in a worker with progress, every row checked and
 * problems listed per row and column. Create stays disabled while the form or any row is
 * invalid, so nothing is sent; it ends with 'Rate Card created.'.
 */
export function NewRateCardDialog({
  isOpen,
  onClose,
  types,
  rateCards,
  readFile,
  onCreate,
  onView,
}: NewRateCardDialogProps) {
  const [name, setName] = useState('');
  const [typeId, setTypeId] = useState<number | null>(null);
  const [source, setSource] = useState<'1' | '2'>('1');
  const [copyFrom, setCopyFrom] = useState<number | null>(null);
  const [csv, setCsv] = useState<CsvState>({ step: 'none' });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  // A field's 'required' message shows once it has been left empty, not before it was visited.
  const [touched, setTouched] = useState({ name: false, type: false });
  const reading = useRef<AbortController | null>(null);

  useEffect(() => () => reading.current?.abort(), []);

  const reset = () => {
    reading.current?.abort();
    setName('');
    setTypeId(null);
    setSource('1');
    setCopyFrom(null);
    setCsv({ step: 'none' });
    setSaving(false);
    setFailure(null);
    setCreated(null);
    setTouched({ name: false, type: false });
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = (files: File[]) => {
    reading.current?.abort();
    const file = files[0];
    if (!file) {
      setCsv({ step: 'none' });
      return;
    }
    const controller = new AbortController();
    reading.current = controller;
    const { signal } = controller;
    const progress = createProgressStore();
    setCsv({ step: 'reading', file, progress });
    readFile(file, {
      signal,
      onProgress: (fraction) => {
        if (!signal.aborted) progress.set(fraction);
      },
    }).then(
      (result) => {
        if (!signal.aborted) setCsv({ step: 'checked', file, result });
      },
      (error: unknown) => {
        if (signal.aborted || isAbort(error)) return;
        setCsv({
          step: 'checked',
          file,
          result: {
            productCount: 0,
            productsJson: null,
            rowCount: 0,
            problems: [{ row: 0, column: null, message: errorMessageOf(error) }],
          },
        });
      },
    );
  };

  const settings = rateCardSettingsSchema.safeParse({ name, rate_card_type_id: typeId ?? 0 });
  const settingsErrors = settings.success
    ? {}
    : Object.fromEntries(
        settings.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
  const csvResult = csv.step === 'checked' ? csv.result : null;
  const productsJson = csvResult?.problems.length === 0 ? csvResult.productsJson : null;
  const csvValid = productsJson !== null;
  const sourceValid = source === '1' ? copyFrom !== null : csvValid;
  const canCreate = settings.success && sourceValid && !saving;

  const create = () => {
    if (!settings.success) return;
    let request: NewRateCardRequest;
    if (source === '1') {
      if (copyFrom === null) return;
      request = { ...settings.data, copy_from_rate_card_id: copyFrom };
    } else {
      if (productsJson === null) return;
      request = { ...settings.data, productsJson };
    }
    setSaving(true);
    setFailure(null);
    onCreate(request).then(
      (card) => {
        setSaving(false);
        setCreated(card.rate_card_id);
      },
      (error: unknown) => {
        setSaving(false);
        setFailure(errorMessageOf(error));
      },
    );
  };

  const actions =
    created !== null ? (
      <>
        <Button onPress={close}>Close</Button>
        {/* The form is gone once done; the new card is the next thing to see. */}
        <Button
          variant="primary"
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onPress={() => {
            const rateCardId = created;
            reset();
            onView(rateCardId);
          }}
        >
          View Rate Card
        </Button>
      </>
    ) : (
      <>
        <Button onPress={close} isDisabled={saving}>
          Cancel
        </Button>
        <Button variant="primary" isDisabled={!canCreate} isPending={saving} onPress={create}>
          Create
        </Button>
      </>
    );

  return (
    <Modal
      isOpen={isOpen}
      isDismissable={!saving}
      onOpenChange={(open) => {
        if (!open && !saving) close();
      }}
    >
      <Dialog title="New Rate Card" actions={actions}>
        {created !== null ? (
          <p role="status" className={message}>
            Rate Card created.
          </p>
        ) : (
          <div className={body}>
            <TextField
              label="Name"
              isRequired
              value={name}
              maxLength={200}
              onChange={setName}
              onBlur={() => setTouched((fields) => ({ ...fields, name: true }))}
              isInvalid={touched.name && 'name' in settingsErrors}
              errorMessage={settingsErrors.name}
            />
            <Select
              label="Type"
              isRequired
              selectedKey={typeId}
              onSelectionChange={(key) => setTypeId(key === null ? null : Number(key))}
              onBlur={() => setTouched((fields) => ({ ...fields, type: true }))}
              isInvalid={touched.type && 'rate_card_type_id' in settingsErrors}
              errorMessage={settingsErrors.rate_card_type_id}
            >
              {types.map((type) => (
                <SelectItem key={type.rate_card_type_id} id={type.rate_card_type_id}>
                  {type.name}
                </SelectItem>
              ))}
            </Select>
            <RadioGroup
              label="Import source"
              value={source}
              onChange={(value) => setSource(value === '2' ? '2' : '1')}
            >
              <Radio value="1">Copy an existing rate card</Radio>
              <Radio value="2">Import a CSV file</Radio>
            </RadioGroup>
            {source === '1' ? (
              <Select
                label="Rate card to copy"
                isRequired
                selectedKey={copyFrom}
                onSelectionChange={(key) => setCopyFrom(key === null ? null : Number(key))}
                description={copyFrom === null ? rateCardMessages.copyFrom : undefined}
              >
                {rateCards.map((card) => (
                  <SelectItem key={card.rate_card_id} id={card.rate_card_id}>
                    {card.name}
                  </SelectItem>
                ))}
              </Select>
            ) : (
              <>
                <FileDropZone
                  label="Choose a CSV file"
                  files={csv.step === 'none' ? [] : [csv.file]}
                  onFilesChange={choose}
                />
                {csv.step === 'reading' ? (
                  <ReadingProgress fileName={csv.file.name} progress={csv.progress} />
                ) : null}
                {csvResult && csvValid ? (
                  <p role="status" className={message}>
                    {`${csv.step === 'checked' ? csv.file.name : 'The file'} holds ${csvResult.productCount.toLocaleString('en-GB')} products, ready to import.`}
                  </p>
                ) : null}
                {csvResult && !csvValid ? (
                  <Alert
                    tone="critical"
                    title="This file cannot be imported. Fix these problems and choose it again."
                  >
                    {/* A long list scrolls, so it takes focus for the keyboard to scroll it. */}
                    {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
                    <ul className={problems} aria-label="Problems in the file" tabIndex={0}>
                      {csvResult.problems.map((problem, index) => (
                        <li key={index}>{rateCardCsvProblemText(problem)}</li>
                      ))}
                    </ul>
                  </Alert>
                ) : null}
              </>
            )}
            {failure ? (
              <Alert tone="critical" title="The rate card could not be created.">
                {failure}
              </Alert>
            ) : null}
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
