import {
  useCreateDocumentDraft,
  usePreviewLenderDocument,
  usePublishDocumentVersion,
  type LenderDocument,
} from '@backoffice/api-client';
import type { DocumentPreview, DocumentStatus } from '@backoffice/domain/widgets';
import type { TemplateSampleKey } from '@backoffice/domain/model';
import { useCallback, useState } from 'react';
import { useCurrentUser } from '../session/queries';
import { authorName, documentErrorDetail } from './documentPaths';

/**
 * Save as Draft, Publish and Preview of a document's pages, with the status banner's messages
 * (platform-shell.md section 8): progress, then the outcome or the error with the API's message.
 */
export function useDocumentActions(document: LenderDocument | undefined) {
  const documentId = document?.id ?? 0;
  const user = useCurrentUser();
  const author = authorName(user.data);
  const draft = useCreateDocumentDraft(documentId);
  const publish = usePublishDocumentVersion(documentId);
  const preview = usePreviewLenderDocument(document?.owner_id ?? 0);
  const [status, setStatus] = useState<DocumentStatus | null>(null);
  const [sample, setSample] = useState<TemplateSampleKey>('standard-purchase');
  const clearStatus = useCallback(() => setStatus(null), []);

  /** Saves the HTML as the next draft; resolves to its version, or null when it failed. */
  const saveDraft = async (content: string, notes?: string): Promise<string | null> => {
    setStatus({ kind: 'progress', message: 'Creating draft' });
    try {
      const saved = await draft.mutateAsync({ author, content, ...(notes ? { notes } : {}) });
      setStatus({ kind: 'success', message: `Draft v${saved.version} saved.` });
      return saved.version;
    } catch (error) {
      setStatus({
        kind: 'error',
        message: 'Failed to create draft',
        detail: documentErrorDetail(error),
      });
      return null;
    }
  };

  /** Publishes a draft; resolves to the live version, or null when it failed. */
  const publishVersion = async (version: string): Promise<string | null> => {
    setStatus({ kind: 'progress', message: 'Publishing version' });
    try {
      const live = await publish.mutateAsync({ version, author });
      setStatus({ kind: 'success', message: `Version ${live.version} is live.` });
      return live.version;
    } catch (error) {
      setStatus({
        kind: 'error',
        message: 'Failed to publish new version',
        detail: documentErrorDetail(error),
      });
      return null;
    }
  };

  const renderPreview = (content: string) => {
    if (!document) return;
    preview.mutate({ content, type: document.document_type, sample });
  };

  return {
    status,
    clearStatus,
    saveDraft,
    publishVersion,
    isBusy: draft.isPending || publish.isPending,
    preview: {
      sample,
      setSample,
      render: renderPreview,
      pdfUrl: preview.data ?? null,
      isPending: preview.isPending,
      error: preview.isError ? documentErrorDetail(preview.error) : undefined,
      reset: preview.reset,
    } satisfies DocumentPreview,
  };
}
