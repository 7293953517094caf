import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
} from 'react-aria-components';
import { Link } from '../Link/Link';
import { breadcrumb, breadcrumbs, current, separator } from './Breadcrumbs.css';

export interface BreadcrumbItem {
  id: string;
  label: string;
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

/** A trail of links to the pages above this one; the last entry is the current page. */
export function Breadcrumbs({ items, className, ...props }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumbs">
      <AriaBreadcrumbs
        {...props}
        items={items}
        className={[breadcrumbs, className].filter(Boolean).join(' ')}
      >
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
