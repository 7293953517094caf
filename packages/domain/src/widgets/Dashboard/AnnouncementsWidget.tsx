import { Alert, EmptyState, Link, RelativeTime, Spinner } from '@backoffice/ui';
import * as styles from './Dashboard.css';

/** An announcement as the API sends it. */
export interface Announcement {
  announcement_id?: number;
  title: string;
  content: string;
  url?: string | null;
  /** An ISO date-time. */
  created_at: string;
}

export interface AnnouncementsWidgetProps {
  announcements?: readonly Announcement[];
  isLoading?: boolean;
  /** Shown instead of the list when the announcements could not be loaded. */
  errorMessage?: string;
  className?: string;
}

/** The Announcements widget: newest first as given, each with its link and age. */
export function AnnouncementsWidget({
  announcements = [],
  isLoading = false,
  errorMessage,
  className,
}: AnnouncementsWidgetProps) {
  if (isLoading) {
    return (
      <div className={className} aria-busy="true">
        <Spinner aria-label="Loading announcements" />
      </div>
    );
  }
  if (errorMessage) {
    return (
      <Alert tone="critical" className={className}>
        {errorMessage}
      </Alert>
    );
  }
  if (announcements.length === 0) {
    return <EmptyState title="No announcements." className={className} />;
  }
  return (
    <ul className={[styles.widgetList, className].filter(Boolean).join(' ')}>
      {announcements.map((announcement, index) => (
        <li
          key={announcement.announcement_id ?? `${announcement.created_at}-${index}`}
          className={styles.announcement}
        >
          <p className={styles.announcementTitle}>
            {announcement.url ? (
              <Link href={announcement.url} isExternal>
                {announcement.title}
              </Link>
            ) : (
              announcement.title
            )}
          </p>
          <p className={styles.announcementContent}>{announcement.content}</p>
          <RelativeTime value={announcement.created_at} className={styles.announcementTime} />
        </li>
      ))}
    </ul>
  );
}
