import { useDocument } from '@backoffice/api-client';
import { LoadFailure } from '@backoffice/domain/widgets';
import { Spinner } from '@backoffice/ui';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { DocumentEditor } from './DocumentEditor';
import { DocumentPageNotFound } from './DocumentPageNotFound';

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
