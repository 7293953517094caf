import { Link, Page } from '@backoffice/ui';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { documentPaths } from './documentPaths';

/** Any other path inside document management (platform-shell.md sections 2.1 and 8). */
export function DocumentPageNotFound() {
  useDocumentTitle('Page Not found');
  return (
    <Page title="Page Not found">
      <p>
        <Link href={documentPaths.list}>Back to Lender Documents</Link>
      </p>
    </Page>
  );
}
