import {
  availableWidgets,
  columnsToConfiguration,
  defaultLayout,
  layoutColumns,
  needsAccountDetails,
  addWidget,
  ACCOUNT_DETAILS_WIDGET,
  ACCOUNT_UPDATED,
  ANNOUNCEMENTS_WIDGET,
  QUICK_LINKS_WIDGET,
  type WidgetColumns,
} from '@backoffice/domain/model';
import {
  AddWidgetsMenu,
  AnnouncementsWidget,
  ConfirmDetailsWidget,
  ResetWidgetsButton,
  WidgetBoard,
} from '@backoffice/domain/widgets';
import {
  useAnnouncements,
  useUpdateContactDetails,
  useUpdateWidgets,
  useWidgets,
} from '@backoffice/api-client';
import { Alert, Spinner, useToast } from '@backoffice/ui';
import { pageHeading } from '../pages/pages.css';
import type { BackofficeUser } from '../session/api';
import { useCurrentUser } from '../session/queries';
import { useSession } from '../session/SessionProvider';
import { useDocumentTitle } from '../session/useDocumentTitle';
import * as styles from './dashboard.css';
import { QuickLinksWidget, RecentlyViewedWidget } from './widgets';

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

function WidgetContent({ name, user }: { name: string; user: BackofficeUser }) {
  if (name === ANNOUNCEMENTS_WIDGET) return <Announcements />;
  if (name === ACCOUNT_DETAILS_WIDGET) return <ConfirmDetails user={user} />;
  if (name === QUICK_LINKS_WIDGET) return <QuickLinksWidget />;
  return <RecentlyViewedWidget />;
}

function Board({ user }: { user: BackofficeUser }) {
  const saved = useWidgets(user.user_id);
  const save = useUpdateWidgets();
  const needsDetails = needsAccountDetails(user);
  if (saved.isPending) return <Spinner aria-label="Loading your widgets" />;
  if (saved.isError) return <Alert tone="critical">{saved.error.message}</Alert>;

  // While a change is being saved the board already shows it; a failed save goes to the error
  // banner (useUpdateWidgets) and the board returns to the saved layout.
  const configuration = save.isPending ? save.variables.widgets : saved.data.widgets_configuration;
  const columns = layoutColumns(configuration, needsDetails);
  const store = (next: WidgetColumns) =>
    save.mutate({ userId: user.user_id, widgets: columnsToConfiguration(next) });

  return (
    <>
      <div className={styles.header}>
        <h1 className={pageHeading}>{user.first_name ?? ''}&apos;s Dashboard</h1>
        <div className={styles.headerActions}>
          <AddWidgetsMenu
            widgets={availableWidgets(columns)}
            onAdd={(name) => store(addWidget(columns, name))}
          />
          <ResetWidgetsButton onReset={() => store(layoutColumns(defaultLayout(), false))} />
        </div>
      </div>
      <WidgetBoard
        columns={columns}
        needsDetails={needsDetails}
        onChange={store}
        renderWidget={(name) => <WidgetContent name={name} user={user} />}
      />
    </>
  );
}

/** The home page: the user's pinned widgets in two columns. */
export function DashboardPage() {
  const { serviceUserDefaults } = useSession();
  useDocumentTitle(serviceUserDefaults.RETAILER_FOOTER || 'BackOffice');
  const { data: user, isPending, isError, error } = useCurrentUser();
  if (isPending) return <Spinner aria-label="Loading your dashboard" />;
  if (isError) return <Alert tone="critical">{error.message}</Alert>;
  return <Board user={user} />;
}
