import { bypassErrorBanner, useDocumentOwners, useDocuments } from '@backoffice/api-client';
import { DocumentList, LoadFailure } from '@backoffice/domain/widgets';
import { Page } from '@backoffice/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { documentPaths } from './documentPaths';

/** Lender Documents: a tab per lender (kept in the address), each with its two panels. */
export function DocumentsPage() {
  useDocumentTitle('Lender Documents');
  const owners = useDocumentOwners({ meta: bypassErrorBanner });
  const documents = useDocuments();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const lender = Number(params.get('lender'));
  const selectedOwnerId = owners.data?.items.some((owner) => owner.lender_id === lender)
    ? lender
    : owners.data?.items[0]?.lender_id;
  const error = owners.error ?? documents.error;

  return (
    <Page title="Lender Documents">
      {error ? (
        <LoadFailure
          subject="The lender documents"
          error={error}
          onRetry={() => {
            void owners.refetch();
            void documents.refetch();
          }}
        />
      ) : (
        <DocumentList
          owners={owners.data?.items ?? []}
          documents={documents.data?.items ?? []}
          selectedOwnerId={selectedOwnerId}
          onSelectedOwnerChange={(ownerId) =>
            setParams({ lender: String(ownerId) }, { replace: true })
          }
          isLoading={owners.isPending || documents.isPending}
          editHref={(document) => documentPaths.editor(document.id)}
          versionHref={(document, version) => documentPaths.version(document.id, version)}
          onCreate={() =>
            void navigate(
              `${documentPaths.create}${selectedOwnerId ? `?lender=${selectedOwnerId}` : ''}`,
            )
          }
        />
      )}
    </Page>
  );
}
