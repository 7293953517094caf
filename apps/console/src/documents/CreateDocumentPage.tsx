import { bypassErrorBanner, useCreateDocument, useDocumentOwners } from '@backoffice/api-client';
import { DocumentCreateForm, LoadFailure } from '@backoffice/domain/widgets';
import { Page, Spinner } from '@backoffice/ui';
import { documentTagOf, emptyTemplate, writeTemplateHtml } from '@backoffice/domain/model';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../session/queries';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { authorName, documentErrorDetail, documentPaths } from './documentPaths';

/** Create New Document: the form, then the editor of the new document (draft v1.0). */
export function CreateDocumentPage() {
  useDocumentTitle('New Document');
  const owners = useDocumentOwners({ meta: bypassErrorBanner });
  const user = useCurrentUser();
  const create = useCreateDocument();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lender = Number(params.get('lender')) || undefined;

  return (
    <Page title="New Document">
      {owners.isError ? (
        <LoadFailure
          subject="The lenders"
          error={owners.error}
          onRetry={() => void owners.refetch()}
        />
      ) : null}
      {owners.isPending ? <Spinner size="lg" aria-label="Loading lenders" /> : null}
      {owners.data ? (
        <DocumentCreateForm
          owners={owners.data.items}
          defaultOwnerId={lender}
          isPending={create.isPending}
          error={create.isError ? documentErrorDetail(create.error) : undefined}
          onCancel={() =>
            void navigate(`${documentPaths.list}${lender ? `?lender=${lender}` : ''}`)
          }
          onSubmit={(fields) =>
            create.mutate(
              {
                title: fields.title,
                owner_id: fields.owner_id,
                document_type: fields.document_type,
                ...(fields.notes ? { notes: fields.notes } : {}),
                author: authorName(user.data),
                content: writeTemplateHtml(emptyTemplate()),
                tags: [documentTagOf(fields.document_type)],
              },
              {
                onSuccess: (document) =>
                  void navigate(documentPaths.editor(document.id), { replace: true }),
              },
            )
          }
        />
      ) : null}
    </Page>
  );
}
