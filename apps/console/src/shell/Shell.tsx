import { useErrorBanner } from '@backoffice/api-client';
import { Breadcrumbs, Button, ErrorBanner, Link as TextLink } from '@backoffice/ui';
import {
  Dialog,
  DialogTrigger,
  Disclosure,
  DisclosurePanel,
  Heading,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
  Button as AriaButton,
} from 'react-aria-components';
import { useRef, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useMatches, type UIMatch } from 'react-router-dom';
import { useCurrentUser, useNavigationSections } from '../session/queries';
import { useSession } from '../session/SessionProvider';
import { QuickSearch } from '../search/QuickSearch';
import { RecentlyViewed } from '../search/RecentlyViewed';
import { CommandPaletteHost } from './CommandPaletteHost';
import { MyAccountDialog } from './MyAccountDialog';
import { navigationPath } from './navigationPath';
import * as styles from './Shell.css';

/** A route's `handle`: its breadcrumb label. */
export interface RouteHandle {
  crumb?: ReactNode;
}

const ourLogo = '/logo.svg';
/** The console's own help unless the build names another (VITE_DOCUMENTATION_URL). */
const documentationUrl: string = import.meta.env.VITE_DOCUMENTATION_URL || '/help/';

/** The navigation; onNavigate lets the narrow screen's drawer close once a page is chosen. */
function SideNavigation({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { serviceUserDefaults } = useSession();
  const { data: sections = [] } = useNavigationSections();
  return (
    <nav className={className} aria-label="Main">
      <Link href="/" className={styles.sidebarLogo} aria-label="Dashboard" onPress={onNavigate}>
        <img
          className={styles.logoImage}
          src={serviceUserDefaults.RETAILER_LOGO || ourLogo}
          alt=""
        />
      </Link>
      {sections.map((section) => (
        <Disclosure key={section.label} defaultExpanded className={styles.navSection}>
          {({ isExpanded }) => (
            <>
              <Heading level={2} className={styles.navSectionHeading}>
                <AriaButton slot="trigger" className={styles.navSectionTrigger}>
                  {section.label}
                  <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
                </AriaButton>
              </Heading>
              <DisclosurePanel>
                <ul className={styles.navList}>
                  {section.navigation_items.map((item) => (
                    <li key={item.url}>
                      <NavLink
                        className={styles.navLink}
                        to={navigationPath(item.url)}
                        onClick={onNavigate}
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </DisclosurePanel>
            </>
          )}
        </Disclosure>
      ))}
    </nav>
  );
}

/**
 * On a narrow screen the side navigation waits behind this button in a modal drawer: focus stays
 * inside it, Escape or a chosen page closes it and focus returns to the button.
 */
function NavigationDrawer() {
  const [isOpen, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary" className={styles.menuButton}>
        <span aria-hidden="true">☰</span> Menu
      </Button>
      <ModalOverlay isDismissable className={styles.drawerOverlay}>
        <Modal className={styles.drawer}>
          <Dialog aria-label="Menu" className={styles.drawerDialog}>
            <Button
              variant="tertiary"
              className={styles.drawerClose}
              onPress={() => setOpen(false)}
            >
              Close menu
            </Button>
            <SideNavigation className={styles.drawerNavigation} onNavigate={() => setOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function UserMenu({ onOpenMyAccount }: { onOpenMyAccount: () => void }) {
  const { signOut } = useSession();
  const { data: user } = useCurrentUser();
  return (
    <MenuTrigger>
      <Button variant="tertiary" aria-label={`User menu for ${user?.first_name ?? 'you'}`}>
        {user?.first_name ?? ''} <span aria-hidden="true">▾</span>
      </Button>
      <Popover placement="bottom end">
        <Menu
          className={styles.menu}
          onAction={(key) => {
            if (key === 'my-account') onOpenMyAccount();
            if (key === 'logout') void signOut();
          }}
        >
          <MenuItem id="my-account" className={styles.menuItem} isDisabled={!user}>
            My Account
          </MenuItem>
          <MenuItem id="exports" className={styles.menuItem} href="/exports/">
            Exports
          </MenuItem>
          <MenuItem id="logout" className={styles.menuItem}>
            Logout
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** The top bar; My Account opens from the user menu or from the command palette. */
function TopBar() {
  const { data: user } = useCurrentUser();
  const [isAccountOpen, setAccountOpen] = useState(false);
  const quickSearchRef = useRef<HTMLDivElement>(null);
  const openMyAccount = () => {
    if (user) setAccountOpen(true);
  };
  return (
    <header className={styles.topBar}>
      <NavigationDrawer />
      <div ref={quickSearchRef} className={styles.quickSearchSlot}>
        <QuickSearch />
      </div>
      <div className={styles.topBarEnd}>
        <CommandPaletteHost
          onOpenMyAccount={openMyAccount}
          onFocusQuickSearch={() => quickSearchRef.current?.querySelector('input')?.focus()}
        />
        <RecentlyViewed />
        <TextLink
          href={documentationUrl}
          variant="standalone"
          isExternal
          className={styles.topBarLink}
        >
          Documentation
        </TextLink>
        <UserMenu onOpenMyAccount={openMyAccount} />
      </div>
      {user && <MyAccountDialog user={user} isOpen={isAccountOpen} onOpenChange={setAccountOpen} />}
    </header>
  );
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
