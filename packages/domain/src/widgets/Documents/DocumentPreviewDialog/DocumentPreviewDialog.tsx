import {
  Alert,
  Button,
  Dialog,
  Inline,
  Link,
  Modal,
  Select,
  SelectItem,
  Spinner,
  Stack,
} from '@backoffice/ui';
import { useEffect, useMemo, type ReactNode } from 'react';
import { templateSamples, type TemplateSampleKey } from '../../../model/documents';
import { pdfFrame, placeholder, previewModal } from './DocumentPreviewDialog.css';

export interface DocumentPreviewDialogProps {
  isOpen: boolean;
  /** The document's title, naming the preview. */
  title: string;
  sample: TemplateSampleKey;
  onSampleChange: (sample: TemplateSampleKey) => void;
  /** Renders the preview with the chosen sample. */
  onRender: () => void;
  /** The rendered PDF as the server answers it (a data URL). */
  pdfUrl: string | null;
  isPending?: boolean;
  error?: ReactNode;
  onClose: () => void;
}

/** A data URL as an object URL: browsers show PDFs from those, not from data URLs in frames. */
function usePdfObjectUrl(dataUrl: string | null): string | null {
  const objectUrl = useMemo(() => {
    if (!dataUrl) return null;
    const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) =>
      char.charCodeAt(0),
    );
    return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  }, [dataUrl]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return objectUrl;
}

/** Preview: the document rendered as a PDF with a chosen sample data set, every variable filled. */
export function DocumentPreviewDialog({
  isOpen,
  title,
  sample,
  onSampleChange,
  onRender,
  pdfUrl,
  isPending = false,
  error,
  onClose,
}: DocumentPreviewDialogProps) {
  const objectUrl = usePdfObjectUrl(pdfUrl);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className={previewModal}
    >
      <Dialog
        title="Preview"
        actions={
          // The dialog's one way out.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          <Button onPress={onClose} autoFocus>
            Close
          </Button>
        }
      >
        <Stack gap="200">
          <Inline gap="150" align="end">
            <Select
              label="Sample data"
              items={templateSamples.map(({ key, label }) => ({ id: key, name: label }))}
              value={sample}
              onChange={(key) => key && onSampleChange(key as TemplateSampleKey)}
              isDisabled={isPending}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
            <Button variant="primary" onPress={onRender} isPending={isPending}>
              Render preview
            </Button>
            {objectUrl ? (
              <Link variant="standalone" href={objectUrl} download={`${title} (preview).pdf`}>
                Download PDF
              </Link>
            ) : null}
          </Inline>
          {error ? (
            <Alert tone="critical" title="The preview could not be rendered">
              {error}
            </Alert>
          ) : null}
          {isPending ? (
            <Spinner size="lg" aria-label="Rendering the preview" />
          ) : objectUrl ? (
            <iframe className={pdfFrame} title={`Preview of ${title}`} src={objectUrl} />
          ) : (
            <p className={placeholder}>Choose the sample data and render the preview.</p>
          )}
        </Stack>
      </Dialog>
    </Modal>
  );
}
