// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeWorkQueue, workQueueItemsOfEveryColour, workQueuesHandlers } from './mocks';
import { hookWrapper, recordRequests } from './test/hookWrapper';
import {
  useCreateWorkQueue,
  useDeleteWorkQueue,
  useTakeNextWorkQueueItem,
  useUpdateWorkQueue,
  useWorkQueues,
} from './workQueueHooks';

const server = setupServer();
const requests = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('useTakeNextWorkQueueItem', () => {
  it('takes the oldest unassigned item, refreshes the counts, and answers null once none waits', async () => {
    server.use(...workQueuesHandlers([makeWorkQueue()], workQueueItemsOfEveryColour()));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(
      () => ({ queues: useWorkQueues(), take: useTakeNextWorkQueueItem() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.queues.data?.[0]?.unassigned_count).toBe(5));
    let taken: Awaited<ReturnType<typeof result.current.take.mutateAsync>> = null;
    await act(async () => {
      taken = await result.current.take.mutateAsync(1);
    });
    expect(taken).toMatchObject({ credit_application_id: 1001, holder: { user_id: 3 } });
    await waitFor(() => expect(result.current.queues.data?.[0]?.unassigned_count).toBe(4));
    for (let index = 0; index < 4; index += 1) {
      await act(() => result.current.take.mutateAsync(1));
    }
    await act(async () => {
      taken = await result.current.take.mutateAsync(1);
    });
    expect(taken).toBeNull();
    expect(requests).toContain('POST /api/queues/1/take-next');
  });
});

describe('useCreateWorkQueue, useUpdateWorkQueue and useDeleteWorkQueue', () => {
  it('add, change and remove a queue, and the list follows each', async () => {
    server.use(...workQueuesHandlers([makeWorkQueue()]));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(
      () => ({
        queues: useWorkQueues(),
        create: useCreateWorkQueue(),
        update: useUpdateWorkQueue(),
        remove: useDeleteWorkQueue(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.queues.data).toHaveLength(1));
    const level = { amber_after_hours: 2, red_after_hours: 6 };
    let added = makeWorkQueue();
    await act(async () => {
      added = await result.current.create.mutateAsync({ lender_id: 2, status: 'INFO', ...level });
    });
    expect(added).toMatchObject({ status: 'INFO', standard: false, ...level });
    await waitFor(() => expect(result.current.queues.data).toHaveLength(2));

    await act(() =>
      result.current.update.mutateAsync({
        queueId: added.queue_id,
        level: { amber_after_hours: 3, red_after_hours: 9 },
      }),
    );
    await waitFor(() =>
      expect(result.current.queues.data?.[1]).toMatchObject({ amber_after_hours: 3 }),
    );
    await expect(
      result.current.create.mutateAsync({ lender_id: 2, status: 'INFO', ...level }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Northbridge Finance already has a queue for INFO.',
    });

    await act(() => result.current.remove.mutateAsync(added.queue_id));
    await waitFor(() => expect(result.current.queues.data).toHaveLength(1));
    await expect(result.current.remove.mutateAsync(1)).rejects.toMatchObject({ status: 409 });
    expect(requests).toEqual(
      expect.arrayContaining([
        'POST /api/queues',
        `PATCH /api/queues/${added.queue_id}`,
        `DELETE /api/queues/${added.queue_id}`,
      ]),
    );
  });
});
