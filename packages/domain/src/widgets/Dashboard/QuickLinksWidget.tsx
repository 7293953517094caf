import { EmptyState, Link, Spinner } from '@backoffice/ui';
import type { NavigationSectionLike } from '../../model/commands';
import * as styles from './Dashboard.css';

export interface QuickLinksWidgetProps {
  /** The user's navigation; every page it offers becomes a link, in its order. */
  sections?: readonly NavigationSectionLike[];
  /** The address of a navigation item's page. */
  hrefOf: (url: string) => string;
  isLoading?: boolean;
}

/** The Quick Links widget: shortcuts to the pages the user's navigation offers. */
export function QuickLinksWidget({
  sections = [],
  hrefOf,
  isLoading = false,
}: QuickLinksWidgetProps) {
  if (isLoading) return <Spinner aria-label="Loading quick links" />;
  const items = sections.flatMap((section) => section.navigation_items);
  if (items.length === 0) return <EmptyState title="No pages to link to." />;
  return (
    <ul className={styles.widgetList}>
      {items.map((item) => (
        <li key={item.url}>
          <Link href={hrefOf(item.url)}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}
