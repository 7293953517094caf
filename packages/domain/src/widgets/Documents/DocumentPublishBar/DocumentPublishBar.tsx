import { Button, Inline, Link } from '@backoffice/ui';
import { useState } from 'react';
import type { TemplateSampleKey } from '../../../model/documents';
import { DocumentPreviewDialog } from '../DocumentPreviewDialog';

/** Preview's state and actions, as the page's preview request holds them. */
export interface DocumentPreview {
  sample: TemplateSampleKey;
  setSample: (sample: TemplateSampleKey) => void;
  /** Renders the HTML as a PDF with the chosen sample. */
  render: (html: string) => void;
  pdfUrl: string | null;
  isPending: boolean;
  error?: string;
  /** Forgets the rendered PDF when the dialog closes. */
  reset: () => void;
}

export interface DocumentPublishBarProps {
  /** The document's title, naming the preview. */
  title: string;
  preview: DocumentPreview;
  /** The HTML to preview, read when the author asks for the PDF. */
  previewHtml: () => string;
  /** There is a draft to publish (not the live version). */
  canPublish: boolean;
  onPublish: () => void;
  /** Save as Draft, where the text is being edited. */
  onSaveDraft?: () => void;
  /** There are edits to save. */
  canSaveDraft?: boolean;
  /** A save or a publish is under way: Save as Draft and Publish wait for it. */
  isBusy?: boolean;
  /** Open the editor, where a saved version is shown read only. */
  editorHref?: string;
}

/**
 * The document's actions (platform-shell.md section 2.11): Open the editor from a saved version,
 * Preview with its dialog, Save as Draft in the editor, and Publish.
 */
export function DocumentPublishBar({
  title,
  preview,
  previewHtml,
  canPublish,
  onPublish,
  onSaveDraft,
  canSaveDraft = false,
  isBusy = false,
  editorHref,
}: DocumentPublishBarProps) {
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  return (
    <Inline gap="100">
      {editorHref ? (
        <Link variant="standalone" href={editorHref}>
          Open the editor
        </Link>
      ) : null}
      <Button onPress={() => setPreviewOpen(true)}>Preview</Button>
      {onSaveDraft ? (
        <Button onPress={onSaveDraft} isDisabled={!canSaveDraft || isBusy}>
          Save as Draft
        </Button>
      ) : null}
      <Button variant="primary" onPress={onPublish} isDisabled={!canPublish || isBusy}>
        Publish
      </Button>
      <DocumentPreviewDialog
        isOpen={isPreviewOpen}
        title={title}
        sample={preview.sample}
        onSampleChange={preview.setSample}
        onRender={() => preview.render(previewHtml())}
        pdfUrl={preview.pdfUrl}
        isPending={preview.isPending}
        error={preview.error}
        onClose={() => {
          setPreviewOpen(false);
          preview.reset();
        }}
      />
    </Inline>
  );
}
