import { ActionMenu, Link as TextLink } from '@backoffice/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { useCurrentUser } from '../session/queries';
import { useSession } from '../session/SessionProvider';
import { QuickSearch } from '../search/QuickSearch';
import { RecentlyViewed } from '../search/RecentlyViewed';
import { CommandPaletteHost } from './CommandPaletteHost';
import { NavigationDrawer } from './SideNavigation';
import * as styles from './Shell.css';

// The account form loads when it is opened: the dashboard's first load does without it.
const MyAccountDialog = lazyComponent(() => import('./MyAccountDialog'), 'MyAccountDialog');

/** The console's own help unless the build names another (VITE_DOCUMENTATION_URL). */
const documentationUrl: string = import.meta.env.VITE_DOCUMENTATION_URL || '/help/';

function UserMenu({ onOpenMyAccount }: { onOpenMyAccount: () => void }) {
  const { signOut } = useSession();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  return (
    <ActionMenu
      label={user?.first_name ?? ''}
      aria-label={`User menu for ${user?.first_name ?? 'you'}`}
      triggerVariant="tertiary"
      items={[
        { id: 'my-account', label: 'My Account', isDisabled: !user },
        { id: 'exports', label: 'Exports' },
        { id: 'logout', label: 'Logout' },
      ]}
      onAction={(key) => {
        if (key === 'my-account') onOpenMyAccount();
        if (key === 'exports') void navigate('/exports/');
        if (key === 'logout') void signOut();
      }}
    />
  );
}

/** The top bar; My Account opens from the user menu or from the command palette. */
export function TopBar() {
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
      {user && isAccountOpen && (
        <MyAccountDialog user={user} isOpen onOpenChange={setAccountOpen} />
      )}
    </header>
  );
}
