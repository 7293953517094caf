import { useDocument } from '@backoffice/api-client';
import { useParams } from 'react-router-dom';

/** A document page's breadcrumb: its title once loaded, from the page's own query. */
export function DocumentCrumb() {
  const documentId = Number(useParams().documentId);
  const document = useDocument(Number.isInteger(documentId) ? documentId : undefined);
  return <>{document.data?.title ?? 'Document'}</>;
}

/** The version route's breadcrumb. */
export function DocumentVersionCrumb() {
  return <>v{useParams().version}</>;
}
