import {
  availableWidgets,
  columnsToConfiguration,
  defaultLayout,
  layoutColumns,
  needsAccountDetails,
  addWidget,
  permissionKey,
  type WidgetColumns,
} from '@backoffice/domain/model';
import { AddWidgetsMenu, ResetWidgetsButton, WidgetBoard } from '@backoffice/domain/widgets';
import { useUpdateWidgets, useWidgets } from '@backoffice/api-client';
import { Alert, PageHeader, Spinner } from '@backoffice/ui';
import type { BackofficeUser } from '../session/api';
import { useCurrentUser } from '../session/queries';
import { useSession } from '../session/SessionProvider';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { WidgetContent } from './widgets';

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
      <PageHeader
        title={`${user.first_name ?? ''}'s Dashboard`}
        actions={
          <>
            <AddWidgetsMenu
              widgets={availableWidgets(
                columns,
                new Set(user.group.permissions.map(permissionKey)),
              )}
              onAdd={(name) => store(addWidget(columns, name))}
            />
            <ResetWidgetsButton onReset={() => store(layoutColumns(defaultLayout(), false))} />
          </>
        }
      />
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
