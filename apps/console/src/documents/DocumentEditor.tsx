import type { LenderDocument } from '@backoffice/api-client';
import {
  DocumentChecks,
  DocumentPublishBar,
  DocumentPublishDialog,
  DocumentStatusBanner,
  DocumentVersionBanner,
  DocumentVersions,
} from '@backoffice/domain/widgets';
import { TemplateEditor, type TemplateEditorHandle } from '@backoffice/editor';
import { Stack, TextArea } from '@backoffice/ui';
import { useRef } from 'react';
import { documentPaths } from './documentPaths';
import { useDocumentEditor } from './useDocumentEditor';
import { useDocumentLenderName } from './useDocumentLenderName';

/** The newest version of a document in the template editor, with its actions and dialogs. */
export function DocumentEditor({ document }: { document: LenderDocument }) {
  const editorRef = useRef<TemplateEditorHandle>(null);
  const editor = useDocumentEditor(document, editorRef);
  const { actions, isDirty, version, checks } = editor;
  const lenderName = useDocumentLenderName(document.owner_id);
  const live = document.live_version;
  const draftVersion = document.latest_draft_version;

  return (
    <section aria-label="Document editor">
      <Stack>
        <DocumentVersionBanner
          title={document.title}
          documentType={document.document_type}
          lenderName={lenderName}
          version={version}
          live={live}
          latestDraft={draftVersion}
          hasUnsavedChanges={isDirty}
          actions={
            <DocumentPublishBar
              title={document.title}
              preview={actions.preview}
              previewHtml={editor.html}
              onSaveDraft={() => void editor.saveDraft()}
              canSaveDraft={isDirty}
              canPublish={editor.canPublish}
              onPublish={() => editor.setReviewing(true)}
              isBusy={actions.isBusy}
            />
          }
        />
        <DocumentStatusBanner status={actions.status} onDismiss={actions.clearStatus} />
        <TemplateEditor
          ref={editorRef}
          documentType={document.document_type}
          initialHtml={editor.initialHtml}
          onChange={editor.setCurrent}
          aside={
            <>
              <TextArea
                label="Notes for the next draft"
                rows={3}
                maxLength={1000}
                value={editor.notes}
                onChange={editor.setNotes}
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
          isOpen={editor.isReviewing}
          draftVersion={isDirty ? null : draftVersion}
          nextLiveVersion={editor.nextLive}
          liveVersion={live}
          liveText={editor.liveText}
          draftText={editor.text}
          checks={checks}
          isPending={actions.isBusy}
          onPublish={() => void editor.publish()}
          onClose={() => editor.setReviewing(false)}
        />
        {editor.unsavedChangesPrompt}
      </Stack>
    </section>
  );
}
