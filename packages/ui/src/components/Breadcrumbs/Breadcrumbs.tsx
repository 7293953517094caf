import type { ReactNode } from 'react';
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
} from 'react-aria-components';
import { Link } from '../Link/Link';
import { breadcrumb, breadcrumbs, current, separator } from './Breadcrumbs.css';

export interface BreadcrumbItem {
  id: string;
  /** Text, or a component that reads the page's own data (a merchant's name). */
  label: ReactNode;
  /** Where the crumb leads; the last crumb is the current page and is not a link. */
  href?: string;
}

export interface BreadcrumbsProps extends Omit<
  AriaBreadcrumbsProps<BreadcrumbItem>,
  'className' | 'children' | 'items'
> {
  items: BreadcrumbItem[];
  className?: string;
}

/**
 * A trail of links to the pages above this one; the last entry is the current page
 * (aria-current="page"). The trail sits in a navigation landmark named Breadcrumb, as in the
 * WAI-ARIA breadcrumb pattern.
 */
export function Breadcrumbs({ items, className, ...props }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <AriaBreadcrumbs {...props} items={items} className={breadcrumbs}>
        {(item) => (
          <AriaBreadcrumb id={item.id} className={breadcrumb}>
            {({ isCurrent }) =>
              isCurrent ? (
                <span aria-current="page" className={current}>
                  {item.label}
                </span>
              ) : (
                <>
                  <Link variant="standalone" href={item.href}>
                    {item.label}
                  </Link>
                  <span className={separator} aria-hidden="true">
                    /
                  </span>
                </>
              )
            }
          </AriaBreadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
