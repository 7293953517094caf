import { useErrorBanner } from '@backoffice/api-client';
import { Breadcrumbs, ErrorBanner } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { Outlet, useMatches, type UIMatch } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { SideNavigation } from './SideNavigation';
import { TopBar } from './TopBar';
import * as styles from './Shell.css';

/** A route's `handle`: its breadcrumb label. */
export interface RouteHandle {
  crumb?: ReactNode;
}

function ShellBreadcrumbs() {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  const crumbs = [
    { id: 'dashboard', label: 'Dashboard', href: '/' },
    ...matches
      .filter((match) => match.handle?.crumb && match.pathname !== '/')
      .map((match) => ({ id: match.id, label: match.handle?.crumb ?? '', href: match.pathname })),
  ];
  return <Breadcrumbs items={crumbs} />;
}

/** The one banner every failed call is broadcast to, unless its screen shows the error itself. */
function ShellErrorBanner() {
  const { error, dismiss } = useErrorBanner();
  return <ErrorBanner message={error?.message} onDismiss={dismiss} />;
}

function Footer() {
  const { serviceUserDefaults } = useSession();
  return (
    <footer className={styles.footer}>
      <span>© {new Date().getFullYear()}</span>
      {serviceUserDefaults.SERVICE_USER_FOOTER && (
        <span>{serviceUserDefaults.SERVICE_USER_FOOTER}</span>
      )}
    </footer>
  );
}

/**
 * The signed-in frame: a skip link, side navigation, top bar, breadcrumbs, the page, and the
 * footer.
 */
export function Shell() {
  return (
    <div className={styles.shell}>
      <a
        href="#main-content"
        className={styles.skipLink}
        onClick={(event) => {
          // Focus moves without a fragment in the address, which holds the route.
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Skip to main content
      </a>
      <SideNavigation className={styles.sidebar} />
      <TopBar />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <ShellErrorBanner />
        <ShellBreadcrumbs />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
