import { useDocument, useDocumentOwners, useDocumentVersion } from '@backoffice/api-client';
import {
  DocumentChecks,
  DocumentPreviewDialog,
  DocumentPublishDialog,
  DocumentStatusBanner,
  DocumentVersionBanner,
  DocumentVersions,
  LoadFailure,
} from '@backoffice/domain/widgets';
import {
  checkTemplate,
  formatDocumentVersion,
  nextLiveVersion,
  parseDocumentVersion,
  readDocumentTemplate,
  templateLines,
  writeTemplateHtml,
  type TemplateDoc,
} from '@backoffice/domain/model';
import { TemplateEditor, type TemplateEditorHandle } from '@backoffice/editor';
import { Button, Spinner, TextArea } from '@backoffice/ui';
import { useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { DocumentPageNotFound } from './DocumentPageNotFound';
import { documentPaths } from './documentPaths';
import * as styles from './documents.css';
import { useDocumentActions } from './useDocumentActions';

/**
 * The document editor (platform-shell.md sections 2.11 and 2.12): the newest version in the
 * template editor, the version banner, Save as Draft (the next minor version), Publish (after a
 * review of the checks and of the draft beside the live version), Preview as a PDF with sample
 * data, and the document's versions.
 */
export function DocumentEditorPage() {
  const documentId = Number(useParams().documentId);
  const isValidId = Number.isInteger(documentId) && documentId > 0;
  const document = useDocument(isValidId ? documentId : undefined);
  useDocumentTitle(document.data?.title ?? 'Document');

  if (!isValidId || (document.isError && document.error.status === 404)) {
    return <DocumentPageNotFound />;
  }
  if (document.isError) {
    return (
      <LoadFailure
        subject="The document"
        error={document.error}
        onRetry={() => void document.refetch()}
      />
    );
  }
  if (!document.data) return <Spinner size="lg" aria-label="Loading the document" />;
  // A new editor for each document; saving keeps the same one (and the cursor).
  return <DocumentEditor key={document.data.id} document={document.data} />;
}

function DocumentEditor({
  document,
}: {
  document: NonNullable<ReturnType<typeof useDocument>['data']>;
}) {
  const owners = useDocumentOwners();
  const actions = useDocumentActions(document);
  const editorRef = useRef<TemplateEditorHandle>(null);
  const [initialHtml] = useState(document.content ?? '');
  const [current, setCurrent] = useState<TemplateDoc | null>(null);
  const [notes, setNotes] = useState('');
  const [isReviewing, setReviewing] = useState(false);
  const [isPreviewing, setPreviewing] = useState(false);
  const live = document.live_version;
  const liveVersion = useDocumentVersion(document.id, live ?? undefined);

  const savedHtml = document.content ?? '';
  const isDirty = current !== null && writeTemplateHtml(current) !== savedHtml;
  const version = document.latest_draft_version ?? live ?? '1.0';
  const draftVersion = document.latest_draft_version;
  // Publishing is for a draft; on the live version with nothing changed there is none.
  const canPublish = draftVersion !== null || isDirty;
  const lender = owners.data?.items.find((owner) => owner.lender_id === document.owner_id);

  const shownTemplate = useMemo(() => {
    if (current) return current;
    try {
      return readDocumentTemplate(savedHtml, document.document_type);
    } catch {
      return null;
    }
  }, [current, savedHtml, document.document_type]);
  const checks = shownTemplate ? checkTemplate(shownTemplate, document.document_type) : [];
  const liveText = useMemo(() => {
    if (!liveVersion.data?.content) return null;
    try {
      return templateLines(readDocumentTemplate(liveVersion.data.content, document.document_type));
    } catch {
      return null;
    }
  }, [liveVersion.data, document.document_type]);

  const unsavedChanges = useUnsavedChangesGuard(isDirty);

  const html = () => editorRef.current?.getHtml() ?? savedHtml;

  const saveDraft = async () => {
    const saved = await actions.saveDraft(html(), notes.trim());
    if (saved) {
      setNotes('');
      setCurrent(editorRef.current?.getTemplate() ?? null);
    }
    return saved;
  };

  const publish = async () => {
    const toPublish = isDirty ? await saveDraft() : draftVersion;
    if (!toPublish) return;
    await actions.publishVersion(toPublish);
    setReviewing(false);
  };

  const nextLive = formatDocumentVersion(nextLiveVersion(live ? parseDocumentVersion(live) : null));

  return (
    <section className={styles.page} aria-label="Document editor">
      <DocumentVersionBanner
        title={document.title}
        documentType={document.document_type}
        lenderName={lender?.name}
        version={version}
        live={live}
        latestDraft={draftVersion}
        hasUnsavedChanges={isDirty}
        actions={
          <>
            <Button onPress={() => setPreviewing(true)}>Preview</Button>
            <Button onPress={() => void saveDraft()} isDisabled={!isDirty || actions.isBusy}>
              Save as Draft
            </Button>
            <Button
              variant="primary"
              onPress={() => setReviewing(true)}
              isDisabled={!canPublish || actions.isBusy}
            >
              Publish
            </Button>
          </>
        }
      />
      <DocumentStatusBanner status={actions.status} onDismiss={actions.clearStatus} />
      <TemplateEditor
        ref={editorRef}
        documentType={document.document_type}
        initialHtml={initialHtml}
        onChange={setCurrent}
        aside={
          <>
            <TextArea
              label="Notes for the next draft"
              rows={3}
              maxLength={1000}
              value={notes}
              onChange={setNotes}
            />
            <DocumentChecks checks={checks} />
            <DocumentVersions
              drafts={document.drafts ?? []}
              published={document.published_versions ?? []}
              live={live}
              current={version}
              versionHref={(value) => documentPaths.version(document.id, value)}
            />
          </>
        }
      />
      <DocumentPublishDialog
        isOpen={isReviewing}
        draftVersion={isDirty ? null : draftVersion}
        nextLiveVersion={nextLive}
        liveVersion={live}
        liveText={liveText}
        draftText={shownTemplate ? templateLines(shownTemplate) : ''}
        checks={checks}
        isPending={actions.isBusy}
        onPublish={() => void publish()}
        onClose={() => setReviewing(false)}
      />
      <DocumentPreviewDialog
        isOpen={isPreviewing}
        title={document.title}
        sample={actions.preview.sample}
        onSampleChange={actions.preview.setSample}
        onRender={() => actions.preview.render(html())}
        pdfUrl={actions.preview.pdfUrl}
        isPending={actions.preview.isPending}
        error={actions.preview.error}
        onClose={() => {
          setPreviewing(false);
          actions.preview.reset();
        }}
      />
      {unsavedChanges.prompt}
    </section>
  );
}
