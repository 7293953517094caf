import {
  useCreateWorkQueue,
  useDeleteWorkQueue,
  useUpdateWorkQueue,
  useWorkQueues,
} from '@backoffice/api-client';
import { PERMISSIONS } from '@backoffice/domain/model';
import { permissionRefusedMessage, WorkQueueSettings } from '@backoffice/domain/widgets';
import { Alert, Page } from '@backoffice/ui';
import { useHasPermission } from '../session/queries';
import { useDocumentTitle } from '../session/useDocumentTitle';

/** Queue Settings (/queues/settings/, 200:21): add, set and remove every lender's work queues. */
export function WorkQueueSettingsPage() {
  useDocumentTitle('Queue Settings');
  const isQueueAdmin = useHasPermission(PERMISSIONS.workQueueSettings);
  const queues = useWorkQueues({ enabled: isQueueAdmin });
  const create = useCreateWorkQueue();
  const update = useUpdateWorkQueue();
  const remove = useDeleteWorkQueue();
  return (
    <Page
      title="Queue Settings"
      description="Every lender keeps its REFER and INSPECT queues; add a queue for any other application status."
    >
      {isQueueAdmin ? (
        <WorkQueueSettings
          queues={queues.data ?? []}
          isLoading={queues.isPending}
          errorMessage={queues.error?.message}
          onCreate={create.mutateAsync}
          onUpdate={(queueId, level) => update.mutateAsync({ queueId, level })}
          onDelete={remove.mutateAsync}
        />
      ) : (
        <Alert tone="caution">{permissionRefusedMessage}</Alert>
      )}
    </Page>
  );
}
