import {
  Alert,
  Button,
  EmptyState,
  Link,
  RelativeTime,
  Spinner,
  Stack,
  TextField,
} from '@backoffice/ui';
import { useState } from 'react';
import { RecentlyViewedTabs } from '../search/RecentlyViewed';
import type { BackofficeUser } from '../session/api';
import { useAnnouncements, useUpdateContactDetails } from '@backoffice/api-client';
import { Link as RouterLink } from 'react-router-dom';
import { useNavigationSections } from '../session/queries';
import { useSession } from '../session/SessionProvider';
import * as styles from './dashboard.css';

export function AnnouncementsWidget() {
  const { session } = useSession();
  const announcements = useAnnouncements(session?.serviceUserId ?? undefined);
  if (announcements.isPending) return <Spinner aria-label="Loading announcements" />;
  if (announcements.isError) return <Alert tone="critical">{announcements.error.message}</Alert>;
  if (announcements.data.length === 0) return <EmptyState title="No announcements." />;
  return (
    <ul className={styles.announcementList}>
      {announcements.data.map((announcement) => (
        <li key={announcement.announcement_id}>
          <div className={styles.announcementTitle}>
            {announcement.url ? (
              <Link href={announcement.url} target="_blank" rel="noreferrer">
                {announcement.title}
              </Link>
            ) : (
              announcement.title
            )}
          </div>
          <p>{announcement.content}</p>
          <span className={styles.muted}>
            <RelativeTime value={new Date(announcement.created_at)} />
          </span>
        </li>
      ))}
    </ul>
  );
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** platform-shell.md section 5: email required and an email; mobile required with digits. */
export function ConfirmDetailsWidget({ user }: { user: BackofficeUser }) {
  const [email, setEmail] = useState(user.email ?? '');
  const [mobile, setMobile] = useState(user.mobile ?? '');
  const update = useUpdateContactDetails(user.user_id);
  const emailError = !email.trim()
    ? 'Enter your email address.'
    : emailPattern.test(email.trim())
      ? undefined
      : 'Enter a valid email address.';
  const mobileError = !mobile.trim()
    ? 'Enter your mobile number.'
    : /\d/.test(mobile)
      ? undefined
      : 'The mobile number must contain digits.';
  return (
    <Stack gap="150">
      {update.isSuccess ? (
        <Alert tone="positive" onDismiss={() => update.reset()} autoDismiss>
          Account updated.
        </Alert>
      ) : null}
      {update.isError ? <Alert tone="critical">{update.error.message}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        isRequired
        value={email}
        onChange={setEmail}
        isInvalid={email !== (user.email ?? '') && Boolean(emailError)}
        errorMessage={emailError}
      />
      <TextField
        label="Mobile"
        type="tel"
        isRequired
        value={mobile}
        onChange={setMobile}
        isInvalid={mobile !== (user.mobile ?? '') && Boolean(mobileError)}
        errorMessage={mobileError}
      />
      <div>
        <Button
          variant="primary"
          isDisabled={Boolean(emailError || mobileError) || update.isPending}
          isPending={update.isPending}
          onPress={() => update.mutate({ email: email.trim(), mobile: mobile.trim() })}
        >
          Update
        </Button>
      </div>
    </Stack>
  );
}

/** Shortcuts to the pages the user's navigation offers. */
export function QuickLinksWidget() {
  const { data: sections = [], isPending } = useNavigationSections();
  if (isPending) return <Spinner aria-label="Loading quick links" />;
  const items = sections.flatMap((section) => section.navigation_items);
  if (items.length === 0) return <EmptyState title="No pages to link to." />;
  return (
    <ul className={styles.announcementList}>
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
