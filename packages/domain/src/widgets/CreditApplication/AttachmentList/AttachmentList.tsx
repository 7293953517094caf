import { Link } from '@backoffice/ui';
import * as styles from '../CreditApplication.css';

export interface AttachmentListProps {
  attachments: readonly { name: string; url: string | null }[];
}

/** The Attachments tab: each file, linked when it can be downloaded. */
export function AttachmentList({ attachments }: AttachmentListProps) {
  if (attachments.length === 0) return <p className={styles.muted}>No attachments.</p>;
  return (
    <ul className={styles.list} aria-label="Attachments">
      {attachments.map((attachment, index) => (
        <li key={`${attachment.name}-${index}`} className={styles.listItem}>
          {attachment.url ? (
            <Link href={attachment.url} download={attachment.name}>
              {attachment.name}
            </Link>
          ) : (
            attachment.name
          )}
        </li>
      ))}
    </ul>
  );
}
