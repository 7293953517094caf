import type { ReactNode } from 'react';
import { Link as AriaLink, type Key } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { linkTab, linkTabList } from './Tabs.css';

export interface LinkTabItem {
  id: Key;
  label: ReactNode;
  /** Where the tab leads: a page of its own, so that each view can be linked and bookmarked. */
  href: string;
  /** A count shown beside the label. */
  count?: number;
}

export interface LinkTabsProps {
  /** Names the navigation landmark. */
  'aria-label': string;
  items: LinkTabItem[];
  /** The tab of the page being shown; the router knows it, so the caller says. */
  selectedKey: Key;
  className?: string;
}

/**
 * Tabs that are links, for views that are pages of their own: they look like `Tabs`, but are a
 * navigation landmark of links (Tab moves between them, the current one is `aria-current="page"`),
 * since each leads to another address rather than showing a panel in place.
 */
export function LinkTabs({
  items,
  selectedKey,
  className,
  'aria-label': ariaLabel,
}: LinkTabsProps) {
  return (
    <nav aria-label={ariaLabel} className={[linkTabList, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <AriaLink
          key={String(item.id)}
          href={item.href}
          aria-current={item.id === selectedKey ? 'page' : undefined}
          className={linkTab}
        >
          {item.label}
          {item.count !== undefined ? (
            <Badge variant="count" tone="neutral">
              {item.count}
            </Badge>
          ) : null}
        </AriaLink>
      ))}
    </nav>
  );
}
