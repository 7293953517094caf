import { Spinner } from '@backoffice/ui';
import { useCurrentUser } from '../session/queries';
import { useSession } from '../session/SessionProvider';
import { useDocumentTitle } from '../session/useDocumentTitle';
import * as styles from './pages.css';

/** The home page; its widgets arrive with the dashboard work. */
export function DashboardPage() {
  const { serviceUserDefaults } = useSession();
  useDocumentTitle(serviceUserDefaults.RETAILER_FOOTER || 'BackOffice');
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner aria-label="Loading your dashboard" />;
  return <h1 className={styles.pageHeading}>{user?.first_name ?? ''}&apos;s Dashboard</h1>;
}
