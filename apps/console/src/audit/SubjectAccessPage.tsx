import { useSubjectAccess } from '@backoffice/api-client';
import {
  LoadFailure,
  PERMISSION_REFUSED_STATUS,
  SubjectAccessView,
} from '@backoffice/domain/widgets';
import { Alert, Page } from '@backoffice/ui';
import { useIdParam } from '../routeParams';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { auditRecordPath } from './auditPaths';

/** A consumer's subject access view (/audit/consumers/{consumerId}/, 200:51). */
export function SubjectAccessPage() {
  const consumerId = useIdParam('consumerId');
  useDocumentTitle(`Subject access: consumer ${consumerId ?? ''}`.trim());
  const view = useSubjectAccess(consumerId ?? 0, { enabled: consumerId !== undefined });
  const title = `Subject access: consumer ${consumerId ?? ''}`.trim();
  if (consumerId === undefined) {
    return (
      <Page title="Subject access">
        <Alert tone="critical">There is no consumer at this address.</Alert>
      </Page>
    );
  }
  return (
    <Page title={title}>
      {view.error?.status === PERMISSION_REFUSED_STATUS ? (
        <LoadFailure
          subject="The subject access view"
          error={view.error}
          onRetry={() => void view.refetch()}
        />
      ) : (
        <SubjectAccessView
          view={view.data}
          isLoading={view.isPending}
          errorMessage={view.error?.message}
          recordHref={auditRecordPath}
        />
      )}
    </Page>
  );
}
