import { useAnnouncements, useUpdateContactDetails } from '@backoffice/api-client';
import {
  ACCOUNT_DETAILS_WIDGET,
  ACCOUNT_UPDATED,
  ANNOUNCEMENTS_WIDGET,
  INSIGHT_WIDGETS,
  PENDING_APPROVALS_WIDGET,
  QUICK_LINKS_WIDGET,
  WORK_QUEUES_WIDGET,
} from '@backoffice/domain/model';
import {
  AnnouncementsWidget,
  ConfirmDetailsWidget,
  QuickLinksWidget,
} from '@backoffice/domain/widgets';
import { Spinner, useToast } from '@backoffice/ui';
import { lazyComponent } from '../lazyComponent';
import { RecentlyViewedHistory } from '../search/RecentlyViewed';
import type { BackofficeUser } from '../session/api';
import { useNavigationSections } from '../session/queries';
import { useSession } from '../session/SessionProvider';

// The charts, the queues and the approvals load only once such a widget is on the dashboard:
// none is on the default layout, and the dashboard's script is budgeted (docs/adr/0046).
const InsightWidget = lazyComponent(
  () => import('./InsightWidgets'),
  'InsightWidget',
  <Spinner aria-label="Loading the insight" />,
);
const OperationsWidget = lazyComponent(
  () => import('./OperationsWidgets'),
  'OperationsWidget',
  <Spinner aria-label="Loading the widget" />,
);

/** The Quick Links widget over the user's navigation. */
export function QuickLinks() {
  const { data: sections, isPending } = useNavigationSections();
  return (
    <QuickLinksWidget sections={sections} isLoading={isPending} hrefOf={(url) => `/${url}/`} />
  );
}

function Announcements() {
  const { session } = useSession();
  const announcements = useAnnouncements(session?.serviceUserId ?? undefined);
  return (
    <AnnouncementsWidget
      announcements={announcements.data}
      // A user of no service user (a lender) has none to ask for: the query never runs, so it
      // stays pending; only a request under way is loading.
      isLoading={announcements.isLoading}
      errorMessage={announcements.error?.message}
    />
  );
}

function ConfirmDetails({ user }: { user: BackofficeUser }) {
  const update = useUpdateContactDetails(user.user_id);
  const toast = useToast();
  return (
    <ConfirmDetailsWidget
      initialValues={user}
      onSubmit={async (details) => {
        await update.mutateAsync(details);
        toast.success(ACCOUNT_UPDATED);
      }}
    />
  );
}

/** The content of a pinned widget, by its name. */
export function WidgetContent({ name, user }: { name: string; user: BackofficeUser }) {
  if (name === ANNOUNCEMENTS_WIDGET) return <Announcements />;
  if (name === ACCOUNT_DETAILS_WIDGET) return <ConfirmDetails user={user} />;
  if (name === QUICK_LINKS_WIDGET) return <QuickLinks />;
  if (name === WORK_QUEUES_WIDGET || name === PENDING_APPROVALS_WIDGET) {
    return <OperationsWidget name={name} />;
  }
  if (INSIGHT_WIDGETS.includes(name)) return <InsightWidget name={name} />;
  return <RecentlyViewedHistory />;
}
