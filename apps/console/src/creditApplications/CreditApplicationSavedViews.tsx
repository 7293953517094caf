import {
  useCreateReportView,
  useDeleteReportView,
  useReportViews,
  useUpdateReportView,
} from '@backoffice/api-client';
import { SavedViews } from '@backoffice/domain/widgets';

const REPORT = 'credit_application';

/** The saved views of the list; applying one writes its query into the URL. */
export function CreditApplicationSavedViews({
  viewQuery,
  onApply,
}: {
  viewQuery: string;
  onApply: (query: URLSearchParams) => void;
}) {
  const views = useReportViews(REPORT);
  const createView = useCreateReportView();
  const deleteView = useDeleteReportView();
  const updateView = useUpdateReportView();
  return (
    <SavedViews
      views={views.data ?? []}
      isLoading={views.isPending}
      error={views.isError ? views.error.message : null}
      onApply={(saved) => onApply(new URLSearchParams(saved.query))}
      onSave={({ name, shared }) =>
        createView.mutateAsync({ report: REPORT, name, shared, query: viewQuery })
      }
      onDelete={(saved) => deleteView.mutateAsync(saved.id)}
      currentQuery={viewQuery}
      onUpdate={(saved, change) => updateView.mutateAsync({ viewId: saved.id, change })}
      rememberAs={REPORT}
    />
  );
}
