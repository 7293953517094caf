import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { creditApplicationKeys } from './creditApplicationDetailHooks';
import { bypassErrorBanner } from './errorBanner';
import { unwrap } from './errors';
import type { components } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';

type Schemas = components['schemas'];
export type WorkQueue = Schemas['WorkQueue'];
export type WorkQueueItem = Schemas['WorkQueueItem'];
export type WorkQueueHolder = Schemas['WorkQueueHolder'];
export type WorkQueuePerson = Schemas['WorkQueuePerson'];
export type WorkQueueRequest = Schemas['WorkQueueRequest'];
export type ServiceLevel = Schemas['ServiceLevel'];

/** Query keys of work queues: every queue answer sits under one prefix, as one item moves them all. */
export const workQueueKeys = {
  all: () => ['work-queues'] as const,
  list: () => ['work-queues', 'list'] as const,
  items: (queueId: number) => ['work-queues', queueId, 'items'] as const,
  myWork: () => ['work-queues', 'my-work'] as const,
  assignees: (queueId: number) => ['work-queues', queueId, 'assignees'] as const,
};

export function listWorkQueues(client: BackofficeClient) {
  return unwrap(client.GET('/queues'));
}

/** The queues the user works, with counts and the oldest item's entry time (lender-scoped). */
export function useWorkQueues(options: QueryOptions<WorkQueue[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: workQueueKeys.list(),
    queryFn: async () => (await listWorkQueues(client)).items,
  });
}

/** A queue's oldest items (up to 100) and how many there are. */
export function useWorkQueueItems(
  queueId: number | undefined,
  options: QueryOptions<{ items: WorkQueueItem[]; total: number }> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    enabled: queueId !== undefined,
    ...options,
    queryKey: workQueueKeys.items(queueId ?? 0),
    queryFn: () =>
      unwrap(client.GET('/queues/{queueId}/items', { params: { path: { queueId: queueId! } } })),
  });
}

/** The items the user holds, oldest first. */
export function useMyWork(options: QueryOptions<WorkQueueItem[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: workQueueKeys.myWork(),
    queryFn: async () => (await unwrap(client.GET('/queues/my-work'))).items,
  });
}

/** The people an item of the queue may be assigned to (queue admins only). */
export function useWorkQueueAssignees(
  queueId: number | undefined,
  options: QueryOptions<WorkQueuePerson[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    enabled: queueId !== undefined,
    ...options,
    queryKey: workQueueKeys.assignees(queueId ?? 0),
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/queues/{queueId}/assignees', { params: { path: { queueId: queueId! } } }),
        )
      ).items,
  });
}

/** Every queue answer and the application's detail (its holder) are stale after a move. */
function useRefreshAfterMove() {
  const queryClient = useQueryClient();
  return (item: WorkQueueItem | null) => {
    void queryClient.invalidateQueries({ queryKey: workQueueKeys.all() });
    if (item) {
      void queryClient.invalidateQueries({
        queryKey: creditApplicationKeys.detail(item.credit_application_id),
      });
    }
  };
}

/**
 * Take next: the queue's oldest unassigned item becomes the user's; null when none waits. Take
 * next shows a refusal itself, not the banner.
 */
export function useTakeNextWorkQueueItem() {
  const client = useBackofficeClient();
  const refresh = useRefreshAfterMove();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: async (queueId: number) =>
      (await unwrap(client.POST('/queues/{queueId}/take-next', { params: { path: { queueId } } })))
        .item,
    onSuccess: refresh,
  });
}

/** Assigns an item to a person (to someone else only for a queue admin). */
export function useAssignWorkQueueItem() {
  const client = useBackofficeClient();
  const refresh = useRefreshAfterMove();
  return useMutation({
    mutationFn: ({ creditAppId, userId }: { creditAppId: number; userId: number }) =>
      unwrap(
        client.PUT('/queues/items/{creditAppId}/holder', {
          params: { path: { creditAppId } },
          body: { user_id: userId },
        }),
      ),
    onSuccess: refresh,
  });
}

/** Puts an item back in its queue unassigned. */
export function useReleaseWorkQueueItem() {
  const client = useBackofficeClient();
  const refresh = useRefreshAfterMove();
  return useMutation({
    mutationFn: (creditAppId: number) =>
      unwrap(
        client.DELETE('/queues/items/{creditAppId}/holder', { params: { path: { creditAppId } } }),
      ),
    onSuccess: refresh,
  });
}

/** Changes a queue's service level (queue admins only); its form shows a refusal, not the banner. */
export function useUpdateWorkQueue() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: ({ queueId, level }: { queueId: number; level: ServiceLevel }) =>
      unwrap(client.PATCH('/queues/{queueId}', { params: { path: { queueId } }, body: level })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workQueueKeys.all() }),
  });
}

/** Adds a status as a lender's queue (queue admins only); an existing one answers 409, shown by its form. */
export function useCreateWorkQueue() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (queue: WorkQueueRequest) => unwrap(client.POST('/queues', { body: queue })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workQueueKeys.all() }),
  });
}

/** Removes a queue an admin added; REFER and INSPECT answer 409, shown by the settings. */
export function useDeleteWorkQueue() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (queueId: number) =>
      unwrap(client.DELETE('/queues/{queueId}', { params: { path: { queueId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workQueueKeys.all() }),
  });
}
