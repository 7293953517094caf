import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  FileDropZone,
  FlowDialog,
  Link,
  Modal,
  Select,
  SelectItem,
  Spinner,
  Stack,
  Text,
  type FlowDialogState,
} from '@backoffice/ui';
import { useState } from 'react';
import {
  AGREEMENT_SIGNED,
  CUSTOM_AGREEMENT_DOCUMENT_ID,
  customAgreementPrompts,
  merchantMessages,
} from '../../../model/index';
import * as styles from './OperatingAgreementDialog.css';

/** One lender's operating agreement as the server lists it, with the documents it may take. */
export interface MerchantAgreement {
  retailer_agreement_id: number;
  lender_id: number;
  lender_name: string;
  /** Null until a document or a custom ROA is assigned. */
  type: 'html_document' | 'pre_agreed_upload' | null;
  html_document_id: number | null;
  file_id: number | null;
  available_documents: readonly { document_id: number; name: string }[];
  /** When the merchant signed it; a signed agreement cannot change. */
  retailer_agreed: string | null;
  /** The stored custom ROA, when it is one. */
  url: string | null;
}

/** What an agreement is changed to: a lender document, or an uploaded PDF (custom ROA). */
export type AgreementAssignment = {
  retailer_agreement_id: number;
  update:
    | { type: 'html_document'; html_document_id: number }
    | { type: 'pre_agreed_upload'; file_id: number };
};

export interface OperatingAgreementDialogProps {
  isOpen: boolean;
  /** The merchant's agreements; undefined while they load. */
  agreements: readonly MerchantAgreement[] | undefined;
  /** Why the agreements could not be read. */
  loadError?: string | null;
  /** Stores a chosen PDF through the upload steps; rejects with 'Failed to upload' and the like. */
  onUpload: (file: File) => Promise<{ upload_id: number }>;
  /** Assigns one agreement; rejects with an Error carrying the server's message. */
  onAssign: (assignment: AgreementAssignment) => Promise<unknown>;
  onClose: () => void;
}

const ADD_CUSTOM_ROA = 'Add Custom ROA';

const currentChoice = (agreement: MerchantAgreement) =>
  agreement.type === 'pre_agreed_upload'
    ? CUSTOM_AGREEMENT_DOCUMENT_ID
    : agreement.html_document_id;

const failureMessage = (failure: unknown, fallback: string) =>
  failure instanceof Error && failure.message ? failure.message : fallback;

type UploadStep =
  | { step: 'choose' }
  | { step: 'waiting'; file: File }
  | { step: 'uploaded'; file: File; uploadId: number; previewUrl: string }
  | { step: 'error'; message: string }
  | { step: 'saving' }
  | { step: 'saved' };

/** An embedded preview of the chosen PDF, from the browser's own copy of the file. */
function PdfPreview({ file, url }: { file: File; url: string }) {
  return (
    <object
      data={url}
      type="application/pdf"
      className={styles.preview}
      aria-label={`Preview of ${file.name}`}
    >
      <Link href={url} target="_blank">
        Open {file.name}
      </Link>
    </object>
  );
}

/**
 * Add Custom ROA: the PDF is uploaded through the upload steps (Waiting, then Success or Error),
 * previewed, confirmed and saved as the lender's agreement ('Custom Operating Agreement saved').
 */
function CustomRoaDialog({
  agreement,
  onUpload,
  onAssign,
  onBack,
  onClose,
}: {
  agreement: MerchantAgreement;
  onUpload: OperatingAgreementDialogProps['onUpload'];
  onAssign: OperatingAgreementDialogProps['onAssign'];
  onBack: () => void;
  onClose: () => void;
}) {
  const [upload, setUpload] = useState<UploadStep>({ step: 'choose' });
  const [confirmed, setConfirmed] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const start = async (file: File) => {
    setUpload({ step: 'waiting', file });
    setConfirmed(false);
    try {
      const stored = await onUpload(file);
      setUpload({
        step: 'uploaded',
        file,
        uploadId: stored.upload_id,
        previewUrl: URL.createObjectURL(file),
      });
    } catch (failure) {
      setUpload({ step: 'error', message: failureMessage(failure, merchantMessages.uploadFailed) });
    }
  };

  const save = async (uploaded: Extract<UploadStep, { step: 'uploaded' }>) => {
    setSaveError(null);
    setUpload({ step: 'saving' });
    try {
      await onAssign({
        retailer_agreement_id: agreement.retailer_agreement_id,
        update: { type: 'pre_agreed_upload', file_id: uploaded.uploadId },
      });
      URL.revokeObjectURL(uploaded.previewUrl);
      setUpload({ step: 'saved' });
    } catch (failure) {
      setSaveError(failureMessage(failure, 'The custom ROA could not be saved.'));
      setUpload(uploaded);
    }
  };

  // The preview's copy of the file is let go whenever the dialog leaves it.
  const leave = (then: () => void) => () => {
    if (upload.step === 'uploaded') URL.revokeObjectURL(upload.previewUrl);
    then();
  };
  const busy = upload.step === 'waiting' || upload.step === 'saving';
  const back = <Button onPress={leave(onBack)}>Back</Button>;
  const cancel = <Button onPress={leave(onClose)}>Cancel</Button>;
  const actions =
    upload.step === 'saved' ? (
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the buttons that had focus are gone
      <Button variant="primary" onPress={onClose} autoFocus>
        Close
      </Button>
    ) : upload.step === 'uploaded' ? (
      <>
        {back}
        {cancel}
        <Button variant="primary" isDisabled={!confirmed} onPress={() => void save(upload)}>
          Save
        </Button>
      </>
    ) : busy ? null : (
      <>
        {back}
        {cancel}
      </>
    );

  return (
    <Modal
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open && !busy) leave(onClose)();
      }}
    >
      <Dialog title={`${ADD_CUSTOM_ROA}: ${agreement.lender_name}`} actions={actions}>
        <Stack gap="150">
          {upload.step === 'choose' ? (
            <>
              <Text as="p">{customAgreementPrompts.upload}</Text>
              <FileDropZone
                label="Choose PDF"
                acceptedFileTypes={['application/pdf']}
                rejectedMessage={customAgreementPrompts.upload}
                files={[]}
                onFilesChange={(files) => {
                  const [file] = files;
                  if (file) void start(file);
                }}
              />
            </>
          ) : null}
          {upload.step === 'waiting' ? (
            <Stack gap="100" align="center">
              <Spinner size="lg" aria-label={`Uploading ${upload.file.name}`} />
              <Text as="p" role="status">
                Waiting for {upload.file.name} to upload…
              </Text>
            </Stack>
          ) : null}
          {upload.step === 'error' ? (
            <Alert tone="critical" title={merchantMessages.uploadErrored}>
              {upload.message}
            </Alert>
          ) : null}
          {upload.step === 'uploaded' ? (
            <>
              <Alert tone="positive">{merchantMessages.uploadSucceeded}</Alert>
              {saveError ? <Alert tone="critical">{saveError}</Alert> : null}
              <PdfPreview file={upload.file} url={upload.previewUrl} />
              <Text as="p">{customAgreementPrompts.confirm}</Text>
              <Checkbox isSelected={confirmed} onChange={setConfirmed}>
                The ROA {upload.file.name} is correct
              </Checkbox>
            </>
          ) : null}
          {upload.step === 'saving' ? (
            <Spinner size="lg" aria-label="Saving the custom ROA" />
          ) : null}
          {upload.step === 'saved' ? (
            <Text as="p" role="status">
              {merchantMessages.customAgreementSaved}
            </Text>
          ) : null}
        </Stack>
      </Dialog>
    </Modal>
  );
}

/**
 * Assign operating agreement: one selector per lender (its published operating agreements and
 * Add Custom ROA); a signed agreement shows that it cannot change. Save assigns the changed
 * ones ('The Operating Agreement has been assigned'); Add Custom ROA opens its upload dialog.
 */
export function OperatingAgreementDialog({
  isOpen,
  agreements,
  loadError,
  onUpload,
  onAssign,
  onClose,
}: OperatingAgreementDialogProps) {
  const [choices, setChoices] = useState<Record<number, number | null>>({});
  const [custom, setCustom] = useState<MerchantAgreement | null>(null);
  const [state, setState] = useState<FlowDialogState>('form');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setChoices({});
    setCustom(null);
    setState('form');
    setError(null);
    onClose();
  };

  if (!isOpen) return null;
  if (custom) {
    return (
      <CustomRoaDialog
        agreement={custom}
        onUpload={onUpload}
        onAssign={onAssign}
        onBack={() => setCustom(null)}
        onClose={close}
      />
    );
  }

  const open = (agreements ?? []).filter((agreement) => !agreement.retailer_agreed);
  const chosen = (agreement: MerchantAgreement): number | null =>
    agreement.retailer_agreement_id in choices
      ? (choices[agreement.retailer_agreement_id] ?? null)
      : currentChoice(agreement);
  const changes: AgreementAssignment[] = open.flatMap((agreement) => {
    const documentId = chosen(agreement);
    return documentId !== null &&
      documentId !== CUSTOM_AGREEMENT_DOCUMENT_ID &&
      documentId !== currentChoice(agreement)
      ? [
          {
            retailer_agreement_id: agreement.retailer_agreement_id,
            update: { type: 'html_document' as const, html_document_id: documentId },
          },
        ]
      : [];
  });
  const complete = open.every((agreement) => chosen(agreement) !== null);

  const save = async () => {
    setState('working');
    setError(null);
    try {
      for (const change of changes) await onAssign(change);
      setState('done');
    } catch (failure) {
      setError(failureMessage(failure, 'The Operating Agreement could not be assigned.'));
      setState('form');
    }
  };

  return (
    <FlowDialog
      isOpen
      title="Assign operating agreement"
      state={state}
      doneMessage={merchantMessages.agreementAssigned}
      primaryActionLabel="Save"
      isPrimaryActionDisabled={!complete || changes.length === 0}
      onPrimaryAction={() => void save()}
      onClose={close}
      workingLabel="Assigning the operating agreements"
    >
      <Stack gap="200">
        {error ? <Alert tone="critical">{error}</Alert> : null}
        {loadError ? <Alert tone="critical">{loadError}</Alert> : null}
        {!agreements && !loadError ? (
          <Spinner aria-label="Loading the operating agreements" />
        ) : null}
        {agreements?.length === 0 ? (
          <Text as="p" tone="muted">
            The merchant has no lender agreements.
          </Text>
        ) : null}
        {agreements?.map((agreement) =>
          agreement.retailer_agreed ? (
            <Stack key={agreement.retailer_agreement_id} gap="050">
              <Text as="p" weight="bold">
                {agreement.lender_name}
              </Text>
              <Text as="p" tone="muted">
                {AGREEMENT_SIGNED}
              </Text>
            </Stack>
          ) : (
            <Stack key={agreement.retailer_agreement_id} gap="050">
              <Select
                label={agreement.lender_name}
                isRequired
                placeholder="Choose an operating agreement"
                items={[
                  ...agreement.available_documents.map((document) => ({
                    id: document.document_id,
                    name: document.name,
                  })),
                  { id: CUSTOM_AGREEMENT_DOCUMENT_ID, name: ADD_CUSTOM_ROA },
                ]}
                selectedKey={chosen(agreement)}
                onSelectionChange={(key) => {
                  const documentId = Number(key);
                  if (documentId === CUSTOM_AGREEMENT_DOCUMENT_ID) setCustom(agreement);
                  else setChoices({ ...choices, [agreement.retailer_agreement_id]: documentId });
                }}
              >
                {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
              </Select>
              {agreement.type === 'pre_agreed_upload' && agreement.url ? (
                <Link href={agreement.url} target="_blank">
                  View the custom ROA of {agreement.lender_name}
                </Link>
              ) : null}
            </Stack>
          ),
        )}
      </Stack>
    </FlowDialog>
  );
}
