import type { ReactNode } from 'react';
import {
  emptyState,
  emptyStateAction,
  emptyStateDescription,
  emptyStateIcon,
  emptyStateTitle,
} from './EmptyState.css';

export interface EmptyStateProps {
  /** The spec's own words where it has them, e.g. "No announcements." */
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** What a list, table or widget shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={[emptyState, className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={emptyStateIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={emptyStateTitle}>{title}</p>
      {description ? <p className={emptyStateDescription}>{description}</p> : null}
      {action ? <div className={emptyStateAction}>{action}</div> : null}
    </div>
  );
}
