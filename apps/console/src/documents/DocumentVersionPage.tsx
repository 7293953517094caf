import {
  bypassErrorBanner,
  useDocument,
  useDocumentOwners,
  useDocumentVersion,
} from '@backoffice/api-client';
import {
  DocumentPreviewDialog,
  DocumentStatusBanner,
  DocumentVersionBanner,
  DocumentVersions,
  LoadFailure,
} from '@backoffice/domain/widgets';
import { canPublishVersion, parseDocumentVersion } from '@backoffice/domain/model';
import { TemplateEditor } from '@backoffice/editor';
import { Button, Link, Spinner } from '@backoffice/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { DocumentPageNotFound } from './DocumentPageNotFound';
import { documentPaths } from './documentPaths';
import * as styles from './documents.css';
import { useDocumentActions } from './useDocumentActions';

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
  const owners = useDocumentOwners();
  const actions = useDocumentActions(document.data);
  const navigate = useNavigate();
  const [isPreviewing, setPreviewing] = useState(false);
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
  if (!document.data || !version.data || !versionNumber) {
    return <Spinner size="lg" aria-label="Loading the version" />;
  }

  const current = document.data;
  const shown = version.data.version;
  const state = {
    live: parseDocumentVersion(current.live_version ?? ''),
    drafts: (current.drafts ?? []).flatMap((draft) => parseDocumentVersion(draft.version) ?? []),
  };
  const lender = owners.data?.items.find((owner) => owner.lender_id === current.owner_id);

  return (
    <section className={styles.page} aria-label="Document version">
      <DocumentVersionBanner
        title={current.title}
        documentType={current.document_type}
        lenderName={lender?.name}
        version={shown}
        live={current.live_version}
        latestDraft={current.latest_draft_version}
        actions={
          <>
            <Link variant="standalone" href={documentPaths.editor(current.id)}>
              Open the editor
            </Link>
            <Button onPress={() => setPreviewing(true)}>Preview</Button>
            <Button
              variant="primary"
              isDisabled={!canPublishVersion(versionNumber, state) || actions.isBusy}
              onPress={async () => {
                const live = await actions.publishVersion(shown);
                if (live) navigate(documentPaths.version(current.id, live), { replace: true });
              }}
            >
              Publish
            </Button>
          </>
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
      <DocumentPreviewDialog
        isOpen={isPreviewing}
        title={current.title}
        sample={actions.preview.sample}
        onSampleChange={actions.preview.setSample}
        onRender={() => actions.preview.render(version.data.content ?? '')}
        pdfUrl={actions.preview.pdfUrl}
        isPending={actions.preview.isPending}
        error={actions.preview.error}
        onClose={() => {
          setPreviewing(false);
          actions.preview.reset();
        }}
      />
    </section>
  );
}
