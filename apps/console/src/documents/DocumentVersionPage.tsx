import { bypassErrorBanner, useDocument, useDocumentVersion } from '@backoffice/api-client';
import {
  DocumentPublishBar,
  DocumentStatusBanner,
  DocumentVersionBanner,
  DocumentVersions,
  LoadFailure,
} from '@backoffice/domain/widgets';
import { canPublishVersionOf, parseDocumentVersion } from '@backoffice/domain/model';
import { TemplateEditor } from '@backoffice/editor';
import { Spinner, Stack } from '@backoffice/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { DocumentPageNotFound } from './DocumentPageNotFound';
import { documentPaths } from './documentPaths';
import { useDocumentActions } from './useDocumentActions';
import { useDocumentLenderName } from './useDocumentLenderName';

/**
 * The version viewer (platform-shell.md section 2.11): one version, read only, with Publish for
 * a draft (disabled on the live version) and Preview.
 */
export function DocumentVersionPage() {
  const params = useParams();
  const documentId = Number(params.documentId);
  const versionNumber = parseDocumentVersion(params.version ?? '');
  const isValid = Number.isInteger(documentId) && documentId > 0 && versionNumber !== null;
  const document = useDocument(isValid ? documentId : undefined);
  const version = useDocumentVersion(isValid ? documentId : undefined, params.version, {
    meta: bypassErrorBanner,
  });
  const actions = useDocumentActions(document.data);
  const lenderName = useDocumentLenderName(document.data?.owner_id);
  const navigate = useNavigate();
  useDocumentTitle(document.data ? `${document.data.title} v${params.version}` : 'Document');

  const notFound = (query: { isError: boolean; error: { status: number } | null }) =>
    query.isError && query.error?.status === 404;
  if (!isValid || notFound(document) || notFound(version)) return <DocumentPageNotFound />;
  const failure = document.error ?? version.error;
  if (failure) {
    return (
      <LoadFailure
        subject="The version"
        error={failure}
        onRetry={() => {
          void document.refetch();
          void version.refetch();
        }}
      />
    );
  }
  if (!document.data || !version.data) {
    return <Spinner size="lg" aria-label="Loading the version" />;
  }

  const current = document.data;
  const shown = version.data.version;

  return (
    <section aria-label="Document version">
      <Stack>
        <DocumentVersionBanner
          title={current.title}
          documentType={current.document_type}
          lenderName={lenderName}
          version={shown}
          live={current.live_version}
          latestDraft={current.latest_draft_version}
          actions={
            <DocumentPublishBar
              title={current.title}
              preview={actions.preview}
              previewHtml={() => version.data.content ?? ''}
              editorHref={documentPaths.editor(current.id)}
              canPublish={canPublishVersionOf(current, shown)}
              isBusy={actions.isBusy}
              // publishVersion reports a failure in the status banner and resolves to null.
              onPublish={() =>
                void actions
                  .publishVersion(shown)
                  .then(
                    (live) =>
                      live && navigate(documentPaths.version(current.id, live), { replace: true }),
                  )
              }
            />
          }
        />
        <DocumentStatusBanner status={actions.status} onDismiss={actions.clearStatus} />
        <TemplateEditor
          key={shown}
          documentType={current.document_type}
          initialHtml={version.data.content ?? ''}
          isReadOnly
          label={`Document text, version ${shown}`}
          aside={
            <DocumentVersions
              drafts={current.drafts ?? []}
              published={current.published_versions ?? []}
              live={current.live_version}
              current={shown}
              versionHref={(value) => documentPaths.version(current.id, value)}
            />
          }
        />
      </Stack>
    </section>
  );
}
