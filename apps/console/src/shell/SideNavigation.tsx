import { Button, Drawer } from '@backoffice/ui';
import {
  Disclosure,
  DisclosurePanel,
  Heading,
  Link,
  Button as AriaButton,
} from 'react-aria-components';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { preloadRoute } from '../router';
import { useNavigationSections } from '../session/queries';
import { useSession } from '../session/SessionProvider';
import { navigationPath } from './navigationPath';
import { productLogoUrl } from './productLogo';
import * as styles from './Shell.css';

/** The navigation; onNavigate lets the narrow screen's drawer close once a page is chosen. */
export function SideNavigation({
  className,
  onNavigate,
}: {
  className: string;
  onNavigate?: () => void;
}) {
  const { serviceUserDefaults } = useSession();
  const { data: sections = [] } = useNavigationSections();
  return (
    <nav className={className} aria-label="Main">
      <Link href="/" className={styles.sidebarLogo} aria-label="Dashboard" onPress={onNavigate}>
        <img
          className={styles.logoImage}
          src={serviceUserDefaults.RETAILER_LOGO || productLogoUrl}
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
                  {section.navigation_items.map((item) => {
                    const path = navigationPath(item.url);
                    return (
                      <li key={item.url}>
                        <NavLink
                          className={styles.navLink}
                          to={path}
                          onClick={onNavigate}
                          onPointerEnter={() => preloadRoute(path)}
                          onFocus={() => preloadRoute(path)}
                        >
                          {item.label}
                        </NavLink>
                      </li>
                    );
                  })}
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
export function NavigationDrawer() {
  const [isOpen, setOpen] = useState(false);
  return (
    <Drawer
      aria-label="Menu"
      closeLabel="Close menu"
      trigger={
        <Button variant="secondary" className={styles.menuButton}>
          <span aria-hidden="true">☰</span> Menu
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      <SideNavigation className={styles.drawerNavigation} onNavigate={() => setOpen(false)} />
    </Drawer>
  );
}
