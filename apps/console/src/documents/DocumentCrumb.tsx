import { useDocument } from '@backoffice/api-client';
import { useParams } from 'react-router-dom';
import { useIdParam } from '../routeParams';

/** A document page's breadcrumb: its title once loaded, from the page's own query. */
export function DocumentCrumb() {
  const document = useDocument(useIdParam('documentId'));
  return <>{document.data?.title ?? 'Document'}</>;
}

/** The version route's breadcrumb. */
export function DocumentVersionCrumb() {
  return <>v{useParams().version}</>;
}
