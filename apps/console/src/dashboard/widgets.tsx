import { EmptyState, Spinner } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { RecentlyViewedTabs } from '../search/RecentlyViewed';
import { useNavigationSections } from '../session/queries';
import * as styles from './dashboard.css';

/** Shortcuts to the pages the user's navigation offers. */
export function QuickLinksWidget() {
  const { data: sections = [], isPending } = useNavigationSections();
  if (isPending) return <Spinner aria-label="Loading quick links" />;
  const items = sections.flatMap((section) => section.navigation_items);
  if (items.length === 0) return <EmptyState title="No pages to link to." />;
  return (
    <ul className={styles.linkList}>
      {items.map((item) => (
        <li key={item.url}>
          <RouterLink to={`/${item.url}/`}>{item.label}</RouterLink>
        </li>
      ))}
    </ul>
  );
}

export function RecentlyViewedWidget() {
  return <RecentlyViewedTabs onOpen={() => undefined} />;
}
