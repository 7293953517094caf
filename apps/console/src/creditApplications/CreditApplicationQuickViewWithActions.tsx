import {
  useApplicationAction,
  useApplicationChanged,
  type CreditApplicationSummary,
} from '@backoffice/api-client';
import { CreditApplicationQuickView } from '@backoffice/domain/widgets';
import { useToast } from '@backoffice/ui';

/** A row's quick view, whose actions refresh the application once they are done. */
export function CreditApplicationQuickViewWithActions({
  application,
}: {
  application: CreditApplicationSummary;
}) {
  const action = useApplicationAction(application.credit_application_id, { refreshLater: true });
  const refresh = useApplicationChanged(application.credit_application_id);
  const toast = useToast();
  return (
    <CreditApplicationQuickView
      application={application}
      onAction={(request) => action.mutateAsync(request)}
      onActionSuccess={toast.success}
      onActionDone={() => void refresh()}
    />
  );
}
