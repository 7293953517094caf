import { Link } from '@backoffice/ui';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { documentPaths } from './documentPaths';
import * as styles from './documents.css';

/** Any other path inside document management (platform-shell.md sections 2.1 and 8). */
export function DocumentPageNotFound() {
  useDocumentTitle('Page Not found');
  return (
    <section className={styles.page} aria-labelledby="document-page-not-found">
      <h1 id="document-page-not-found" className={styles.title}>
        Page Not found
      </h1>
      <p>
        <Link href={documentPaths.list}>Back to Lender Documents</Link>
      </p>
    </section>
  );
}
