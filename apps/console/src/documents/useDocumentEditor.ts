import { useDocumentVersion, type LenderDocument } from '@backoffice/api-client';
import { documentEditorState, documentTextOf, type TemplateDoc } from '@backoffice/domain/model';
import type { TemplateEditorHandle } from '@backoffice/editor';
import { useMemo, useState, type RefObject } from 'react';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';
import { useDocumentActions } from './useDocumentActions';

/**
 * The editor's state over a document: the edited template against the saved one, the notes for
 * the next draft, Save as Draft, and Publish after the review (saving the edits first). The
 * component holds the editor's ref, which is read only when saving or previewing.
 */
export function useDocumentEditor(
  document: LenderDocument,
  editorRef: RefObject<TemplateEditorHandle | null>,
) {
  const actions = useDocumentActions(document);
  const [initialHtml] = useState(document.content ?? '');
  const [current, setCurrent] = useState<TemplateDoc | null>(null);
  const [notes, setNotes] = useState('');
  const [isReviewing, setReviewing] = useState(false);
  const liveVersion = useDocumentVersion(document.id, document.live_version ?? undefined);
  const state = useMemo(() => documentEditorState(document, current), [document, current]);
  const liveText = useMemo(
    () => documentTextOf(liveVersion.data?.content, document.document_type),
    [liveVersion.data, document.document_type],
  );
  const unsavedChanges = useUnsavedChangesGuard(state.isDirty);

  const html = () => editorRef.current?.getHtml() ?? document.content ?? '';

  const saveDraft = async () => {
    const saved = await actions.saveDraft(html(), notes.trim());
    if (saved) {
      setNotes('');
      setCurrent(editorRef.current?.getTemplate() ?? null);
    }
    return saved;
  };

  const publish = async () => {
    const toPublish = state.isDirty ? await saveDraft() : document.latest_draft_version;
    if (!toPublish) return;
    await actions.publishVersion(toPublish);
    setReviewing(false);
  };

  return {
    ...state,
    actions,
    initialHtml,
    setCurrent,
    notes,
    setNotes,
    isReviewing,
    setReviewing,
    liveText,
    unsavedChangesPrompt: unsavedChanges.prompt,
    html,
    saveDraft,
    publish,
  };
}
