import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, type JsonBody, type RequestJson } from './contract';

type WorkQueue = components['schemas']['WorkQueue'];
type WorkQueueItem = components['schemas']['WorkQueueItem'];
type WorkQueuePerson = components['schemas']['WorkQueuePerson'];

const hourMs = 3_600_000;

/** Lender 2's REFER queue with the seed's service level: amber after 4 h, red after 24 h. */
export function makeWorkQueue(overrides: Partial<WorkQueue> = {}): WorkQueue {
  return {
    queue_id: 1,
    lender: { lender_id: 2, display_name: 'Northbridge Finance' },
    status: 'REFER',
    standard: true,
    amber_after_hours: 4,
    red_after_hours: 24,
    item_count: 0,
    unassigned_count: 0,
    oldest_entered_at: null,
    ...overrides,
  };
}

/** An unassigned item of queue 1 that entered REFER an hour before `now`. */
export function makeWorkQueueItem(
  overrides: Partial<WorkQueueItem> = {},
  now = new Date('2026-11-28T12:00:00Z'),
): WorkQueueItem {
  return {
    credit_application_id: 1001,
    queue_id: 1,
    status: 'REFER',
    lender: { lender_id: 2, display_name: 'Northbridge Finance' },
    retailer_name: 'Hartley Home & Garden',
    advance_pence: 125_000,
    entered_status_at: new Date(now.getTime() - hourMs).toISOString(),
    amber_after_hours: 4,
    red_after_hours: 24,
    holder: null,
    ...overrides,
  };
}

export const workQueueMockUser: WorkQueuePerson = { user_id: 3, name: 'Alex Morgan' };

export const workQueueMockColleagues: WorkQueuePerson[] = [
  workQueueMockUser,
  { user_id: 7, name: 'Priya Shah' },
  { user_id: 9, name: 'Jordan Ellis-Fairweather' },
];

/**
 * Items of every age colour against 4 h / 24 h, oldest first: two red, two amber, two green,
 * one of them held by a colleague.
 */
export function workQueueItemsOfEveryColour(
  now = new Date('2026-11-28T12:00:00Z'),
): WorkQueueItem[] {
  const hoursAgo = [75, 30, 12, 5, 2, 0.25];
  const retailers = [
    'Hartley Home & Garden',
    'Brightwell Cycles',
    'Oakfield Furniture',
    'Marlow Music',
    'Penrose Opticians',
    'Castleton Kitchens',
  ];
  return hoursAgo.map((hours, index) =>
    makeWorkQueueItem(
      {
        credit_application_id: 1001 + index,
        retailer_name: retailers[index] as string,
        advance_pence: 50_000 + index * 37_500,
        entered_status_at: new Date(now.getTime() - hours * hourMs).toISOString(),
        holder:
          index === 1
            ? {
                ...(workQueueMockColleagues[1] as WorkQueuePerson),
                held_at: new Date(now.getTime() - hourMs).toISOString(),
              }
            : null,
      },
      now,
    ),
  );
}

/** A queue's counts and oldest entry worked out from its items, as the server does. */
export function workQueueWithCounts(queue: WorkQueue, items: readonly WorkQueueItem[]): WorkQueue {
  const own = items.filter((item) => item.queue_id === queue.queue_id);
  const oldest = own.map((item) => item.entered_status_at).sort()[0] ?? null;
  return {
    ...queue,
    item_count: own.length,
    unassigned_count: own.filter((item) => item.holder === null).length,
    oldest_entered_at: oldest,
  };
}

/**
 * Work queues as the server keeps them for user 3 (Alex Morgan): counts from the items, Take
 * next giving the oldest unassigned item (null when none waits), Assign to, Release, My work,
 * the assignees, service level changes (red not after amber answers 400), added queues (a
 * lender's second queue of a status answers 409) and removed ones (REFER and INSPECT answer 409).
 */
export function workQueuesHandlers(
  queues: WorkQueue[] = [makeWorkQueue()],
  items: WorkQueueItem[] = [],
) {
  const byAge = () =>
    [...items].sort((a, b) => a.entered_status_at.localeCompare(b.entered_status_at));
  const held = (person: WorkQueuePerson) => ({ ...person, held_at: new Date().toISOString() });
  const queueOf = (queueId: unknown) => queues.find((queue) => queue.queue_id === Number(queueId));
  const notFoundQueue = () => errorJson(404, 'ERR_NOT_FOUND', 'This work queue does not exist.');
  const redNotAfterAmber = () =>
    errorJson(400, 'ERR_SCHEMA_VALIDATION_ERROR', 'The request is not valid.', [
      { property: 'red_after_hours', message: 'Red must come later than amber.' },
    ]);
  const notFoundItem = () =>
    errorJson(404, 'ERR_NOT_FOUND', 'This application is not waiting in a work queue.');
  return [
    http.get(apiUrl('/queues'), () =>
      HttpResponse.json<JsonBody<'/queues', 'get'>>({
        items: queues.map((queue) => workQueueWithCounts(queue, items)),
      }),
    ),
    http.get(apiUrl('/queues/my-work'), () =>
      HttpResponse.json<JsonBody<'/queues/my-work', 'get'>>({
        items: byAge().filter((item) => item.holder?.user_id === workQueueMockUser.user_id),
      }),
    ),
    http.get(apiUrl('/queues/{queueId}/items'), ({ params }) => {
      if (!queueOf(params.queueId)) return notFoundQueue();
      const own = byAge().filter((item) => item.queue_id === Number(params.queueId));
      return HttpResponse.json<JsonBody<'/queues/{queueId}/items', 'get'>>({
        items: own.slice(0, 100),
        total: own.length,
      });
    }),
    http.get(apiUrl('/queues/{queueId}/assignees'), ({ params }) => {
      if (!queueOf(params.queueId)) return notFoundQueue();
      return HttpResponse.json<JsonBody<'/queues/{queueId}/assignees', 'get'>>({
        items: workQueueMockColleagues,
      });
    }),
    http.post(apiUrl('/queues/{queueId}/take-next'), ({ params }) => {
      if (!queueOf(params.queueId)) return notFoundQueue();
      const next = byAge().find(
        (item) => item.queue_id === Number(params.queueId) && item.holder === null,
      );
      if (next) next.holder = held(workQueueMockUser);
      return HttpResponse.json<JsonBody<'/queues/{queueId}/take-next', 'post'>>({
        item: next ?? null,
      });
    }),
    http.put(apiUrl('/queues/items/{creditAppId}/holder'), async ({ params, request }) => {
      const body = (await request.json()) as RequestJson<
        '/queues/items/{creditAppId}/holder',
        'put'
      >;
      const item = items.find((one) => one.credit_application_id === Number(params.creditAppId));
      if (!item) return notFoundItem();
      const person = workQueueMockColleagues.find((one) => one.user_id === body.user_id);
      if (!person)
        return errorJson(409, 'ERR_CONFLICT', 'This person cannot hold items of this queue.');
      item.holder = held(person);
      return HttpResponse.json<JsonBody<'/queues/items/{creditAppId}/holder', 'put'>>(item);
    }),
    http.delete(apiUrl('/queues/items/{creditAppId}/holder'), ({ params }) => {
      const item = items.find((one) => one.credit_application_id === Number(params.creditAppId));
      if (!item) return notFoundItem();
      item.holder = null;
      return HttpResponse.json<JsonBody<'/queues/items/{creditAppId}/holder', 'delete'>>(item);
    }),
    http.post(apiUrl('/queues'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<'/queues', 'post'>;
      const lender = queues.find((queue) => queue.lender.lender_id === body.lender_id)?.lender;
      if (!lender) return errorJson(404, 'ERR_NOT_FOUND', 'This lender does not exist.');
      if (body.red_after_hours <= body.amber_after_hours) return redNotAfterAmber();
      if (
        queues.some(
          (queue) => queue.lender.lender_id === body.lender_id && queue.status === body.status,
        )
      ) {
        return errorJson(
          409,
          'ERR_CONFLICT',
          `${lender.display_name} already has a queue for ${body.status}.`,
        );
      }
      const { lender_id: _lenderId, ...rest } = body;
      const created = makeWorkQueue({
        ...rest,
        lender,
        queue_id: Math.max(0, ...queues.map((queue) => queue.queue_id)) + 1,
        standard: false,
      });
      queues.push(created);
      return HttpResponse.json<JsonBody<'/queues', 'post', 201>>(
        workQueueWithCounts(created, items),
        {
          status: 201,
        },
      );
    }),
    http.delete(apiUrl('/queues/{queueId}'), ({ params }) => {
      const index = queues.findIndex((queue) => queue.queue_id === Number(params.queueId));
      const queue = queues[index];
      if (!queue) return notFoundQueue();
      if (queue.standard) {
        return errorJson(409, 'ERR_CONFLICT', `Every lender keeps its ${queue.status} queue.`);
      }
      queues.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch(apiUrl('/queues/{queueId}'), async ({ params, request }) => {
      const level = (await request.json()) as RequestJson<'/queues/{queueId}', 'patch'>;
      const index = queues.findIndex((queue) => queue.queue_id === Number(params.queueId));
      if (index < 0) return notFoundQueue();
      if (level.red_after_hours <= level.amber_after_hours) return redNotAfterAmber();
      queues[index] = { ...(queues[index] as WorkQueue), ...level };
      return HttpResponse.json<JsonBody<'/queues/{queueId}', 'patch'>>(
        workQueueWithCounts(queues[index] as WorkQueue, items),
      );
    }),
  ];
}
