import {
  useAssignWorkQueueItem,
  useMyWork,
  useReleaseWorkQueueItem,
  useTakeNextWorkQueueItem,
  useWorkQueueAssignees,
  useWorkQueueItems,
  useWorkQueues,
  type WorkQueue,
} from '@backoffice/api-client';
import { PERMISSIONS } from '@backoffice/domain/model';
import { TakeNext, WorkQueueTable, workQueueName } from '@backoffice/domain/widgets';
import { Alert, Link, Page, Section, Select, SelectItem, Spinner, Stack } from '@backoffice/ui';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { useHasPermission } from '../session/queries';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { useMinuteClock } from './useMinuteClock';

function QueueWork({ queue, now }: { queue: WorkQueue; now: Date }) {
  const { session } = useSession();
  const userId = session?.userId ?? 0;
  const isQueueAdmin = useHasPermission(PERMISSIONS.workQueueSettings);
  const items = useWorkQueueItems(queue.queue_id);
  const myWork = useMyWork();
  const assignees = useWorkQueueAssignees(isQueueAdmin ? queue.queue_id : undefined);
  const takeNext = useTakeNextWorkQueueItem();
  const assign = useAssignWorkQueueItem();
  const release = useReleaseWorkQueueItem();
  const name = workQueueName(queue);
  const pendingItemId = assign.isPending
    ? assign.variables.creditAppId
    : release.isPending
      ? release.variables
      : undefined;
  const tableActions = {
    now,
    currentUserId: userId,
    canManage: isQueueAdmin,
    assignees: assignees.data,
    pendingItemId,
    onRelease: (item: { credit_application_id: number }) =>
      release.mutate(item.credit_application_id),
    onAssign: (item: { credit_application_id: number }, assigneeId: number) =>
      assign.mutate({ creditAppId: item.credit_application_id, userId: assigneeId }),
  };

  return (
    <Stack gap="300">
      <TakeNext queue={queue} onTakeNext={() => takeNext.mutateAsync(queue.queue_id)} />
      <Section title={`${name}: ${queue.item_count} waiting`} headingLevel={2}>
        <WorkQueueTable
          aria-label={name}
          items={items.data?.items ?? []}
          isLoading={items.isPending}
          errorMessage={items.error?.message}
          {...tableActions}
        />
      </Section>
      <Section title="My work" headingLevel={2}>
        <WorkQueueTable
          aria-label="My work"
          items={myWork.data ?? []}
          isLoading={myWork.isPending}
          errorMessage={myWork.error?.message}
          emptyMessage="You hold no items."
          {...tableActions}
        />
      </Section>
    </Stack>
  );
}

/** Work Queues (/queues/): pick a queue, Take next, its items and My work; admins set them up. */
export function WorkQueuesPage() {
  useDocumentTitle('Work Queues');
  const isQueueAdmin = useHasPermission(PERMISSIONS.workQueueSettings);
  const queues = useWorkQueues();
  const [params, setParams] = useSearchParams();
  const now = useMinuteClock();
  const list = queues.data ?? [];
  const chosen = list.find((queue) => queue.queue_id === Number(params.get('queue'))) ?? list[0];

  return (
    <Page
      title="Work Queues"
      actions={isQueueAdmin ? <Link href="/queues/settings/">Queue Settings</Link> : undefined}
    >
      {queues.isPending ? (
        <Spinner aria-label="Loading work queues" />
      ) : queues.isError ? (
        <Alert tone="critical">{queues.error.message}</Alert>
      ) : !chosen ? (
        <Alert tone="info">You have no work queues.</Alert>
      ) : (
        <Stack gap="300">
          <Select
            label="Queue"
            selectedKey={chosen.queue_id}
            onSelectionChange={(key) => setParams({ queue: String(key) }, { replace: true })}
          >
            {list.map((queue) => (
              <SelectItem key={queue.queue_id} id={queue.queue_id}>
                {`${workQueueName(queue)} (${queue.item_count})`}
              </SelectItem>
            ))}
          </Select>
          <QueueWork key={chosen.queue_id} queue={chosen} now={now} />
        </Stack>
      )}
    </Page>
  );
}
