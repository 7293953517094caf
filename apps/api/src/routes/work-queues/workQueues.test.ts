import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

interface Queue {
  queue_id: number;
  lender: { lender_id: number; display_name: string };
  status: string;
  standard: boolean;
  item_count: number;
  unassigned_count: number;
  oldest_entered_at: string | null;
}

interface Item {
  credit_application_id: number;
  queue_id: number;
  status: string;
  entered_status_at: string;
  holder: { user_id: number; name: string; held_at: string } | null;
}

describe.each(backends())('work queues on $name', (backend) => {
  let api: TestApi;
  let admin: { access_token: string; user_id: number };
  let lender: { access_token: string; user_id: number };
  let viewer: string;
  let referQueue: Queue;
  let inspectQueue: Queue;

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    api.request({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });
  const queues = async (token: string) => {
    const response = await call(token, 'GET', '/queues');
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: Queue[] }).items;
  };
  const takeNext = async (token: string, queueId: number) => {
    const response = await call(token, 'POST', `/queues/${queueId}/take-next`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { item: Item | null }).item;
  };
  const itemsOf = async (token: string, queueId: number, limit = 200) => {
    const response = await call(token, 'GET', `/queues/${queueId}/items?limit=${limit}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: Item[]; total: number };
  };
  const myWork = async (token: string) =>
    ((await call(token, 'GET', '/queues/my-work')).json() as { items: Item[] }).items;

  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    admin = await api.signIn('admin');
    lender = await api.signIn('lender');
    viewer = (await api.signIn('viewer')).access_token;
    const lenderQueues = await queues(lender.access_token);
    referQueue = lenderQueues.find((queue) => queue.status === 'REFER')!;
    inspectQueue = lenderQueues.find((queue) => queue.status === 'INSPECT')!;
  });
  afterAll(() => api?.close());

  describe('queues', () => {
    it("shows a lender's user only its own lender's REFER and INSPECT queues, with counts", async () => {
      const lenderQueues = await queues(lender.access_token);
      expect(lenderQueues.map((queue) => [queue.lender.lender_id, queue.status])).toEqual([
        [2, 'INSPECT'],
        [2, 'REFER'],
      ]);
      expect(referQueue.item_count).toBeGreaterThan(0);
      expect(referQueue.unassigned_count).toBe(referQueue.item_count);
      expect(referQueue.standard).toBe(true);
      const { items, total } = await itemsOf(lender.access_token, referQueue.queue_id);
      expect(total).toBe(referQueue.item_count);
      expect(items[0]!.entered_status_at).toBe(referQueue.oldest_entered_at);
      const entered = items.map((item) => item.entered_status_at);
      expect(entered).toEqual([...entered].sort());
    });

    it("shows the provider's staff every lender's queues", async () => {
      const lenders = new Set((await queues(admin.access_token)).map((q) => q.lender.lender_id));
      expect(lenders.size).toBeGreaterThan(1);
    });

    it("answers 404 for another lender's queue, to a lender's user", async () => {
      const other = (await queues(admin.access_token)).find((q) => q.lender.lender_id !== 2)!;
      const response = await call(lender.access_token, 'GET', `/queues/${other.queue_id}/items`);
      expect(response.statusCode).toBe(404);
      const take = await call(lender.access_token, 'POST', `/queues/${other.queue_id}/take-next`);
      expect(take.statusCode).toBe(404);
    });
  });

  describe('Take next', () => {
    it('gives the oldest unassigned item to me, and the detail answer names me', async () => {
      const oldest = (await itemsOf(lender.access_token, inspectQueue.queue_id)).items.find(
        (item) => item.holder === null,
      )!;
      const item = await takeNext(lender.access_token, inspectQueue.queue_id);
      expect(item?.credit_application_id).toBe(oldest.credit_application_id);
      expect(item?.holder).toMatchObject({ user_id: lender.user_id, name: 'Priya Shah' });
      expect(
        (await myWork(lender.access_token)).map((mine) => mine.credit_application_id),
      ).toContain(oldest.credit_application_id);
      const detail = await call(
        lender.access_token,
        'GET',
        `/credit-applications/${oldest.credit_application_id}`,
      );
      expect(detail.json().queue_holder).toMatchObject({
        user_id: lender.user_id,
        name: 'Priya Shah',
      });
    });

    it('never gives one item to two sessions pressing at once, round after round', async () => {
      // The demo's REFER queue is short: sixty more of lender 2's applications are referred.
      await api.server.db.query(
        `UPDATE credit_applications SET current_status = 'REFER'
          WHERE credit_application_id IN (
                  SELECT credit_application_id FROM credit_applications
                   WHERE lender_id = 2 AND current_status NOT IN ('REFER', 'INSPECT')
                   ORDER BY credit_application_id LIMIT 60)`,
      );
      const second = await api.signIn('lender');
      const sessions = [admin.access_token, lender.access_token, second.access_token];
      const before = (await queues(admin.access_token)).find(
        (queue) => queue.queue_id === referQueue.queue_id,
      )!;
      const rounds = Math.min(15, Math.floor(before.unassigned_count / sessions.length) - 1);
      expect(rounds).toBeGreaterThanOrEqual(10);
      const taken: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const items = await Promise.all(
          sessions.map((token) => takeNext(token, referQueue.queue_id)),
        );
        for (const item of items) {
          expect(item).not.toBeNull();
          taken.push(item!.credit_application_id);
        }
      }
      expect(new Set(taken).size).toBe(taken.length);
      const after = (await queues(admin.access_token)).find(
        (queue) => queue.queue_id === referQueue.queue_id,
      )!;
      expect(after.unassigned_count).toBe(before.unassigned_count - taken.length);
    });

    it('answers null once every item is held', async () => {
      const queue = (await queues(lender.access_token)).find((q) => q.status === 'INSPECT')!;
      for (let index = 0; index < queue.unassigned_count; index += 1) {
        expect(await takeNext(lender.access_token, queue.queue_id)).not.toBeNull();
      }
      expect(await takeNext(lender.access_token, queue.queue_id)).toBeNull();
    });
  });

  describe('an item whose status changes', () => {
    it('leaves its queue and nobody holds it any more', async () => {
      const item = (await takeNext(lender.access_token, referQueue.queue_id))!;
      const before = (await itemsOf(lender.access_token, referQueue.queue_id)).total;
      const underwrite = await call(
        lender.access_token,
        'PATCH',
        `/credit-applications/${item.credit_application_id}/actions/underwrite`,
        { status: 'ACCEPT', reason: 'Income checked' },
      );
      expect(underwrite.statusCode).toBe(200);
      expect(underwrite.json().queue_holder).toBeNull();
      expect((await itemsOf(lender.access_token, referQueue.queue_id)).total).toBe(before - 1);
      expect(
        (await myWork(lender.access_token)).map((mine) => mine.credit_application_id),
      ).not.toContain(item.credit_application_id);
      const release = await call(
        lender.access_token,
        'DELETE',
        `/queues/items/${item.credit_application_id}/holder`,
      );
      expect(release.statusCode).toBe(404);
    });
  });

  describe('Assign to and Release', () => {
    it("lets me release my own item, but not someone else's without queue admin", async () => {
      const mine = (await takeNext(admin.access_token, referQueue.queue_id))!;
      const refused = await call(
        lender.access_token,
        'DELETE',
        `/queues/items/${mine.credit_application_id}/holder`,
      );
      expect(refused.statusCode).toBe(403);
      const taking = await call(
        lender.access_token,
        'PUT',
        `/queues/items/${mine.credit_application_id}/holder`,
        { user_id: lender.user_id },
      );
      expect(taking.statusCode).toBe(409);
      const released = await call(
        admin.access_token,
        'DELETE',
        `/queues/items/${mine.credit_application_id}/holder`,
      );
      expect(released.statusCode).toBe(200);
      expect(released.json().holder).toBeNull();
    });

    it('lets a queue admin assign an item to a person who works the queue, and no one else', async () => {
      const item = (await itemsOf(admin.access_token, referQueue.queue_id)).items.find(
        (candidate) => candidate.holder === null,
      )!;
      const assignees = (
        await call(admin.access_token, 'GET', `/queues/${referQueue.queue_id}/assignees`)
      ).json() as { items: { user_id: number; name: string }[] };
      expect(assignees.items.map((person) => person.name)).toContain('Priya Shah');
      const viewerId = (await api.signIn('viewer')).user_id;
      expect(assignees.items.map((person) => person.user_id)).not.toContain(viewerId);
      const toViewer = await call(
        admin.access_token,
        'PUT',
        `/queues/items/${item.credit_application_id}/holder`,
        { user_id: viewerId },
      );
      expect(toViewer.statusCode).toBe(409);
      const toLender = await call(
        admin.access_token,
        'PUT',
        `/queues/items/${item.credit_application_id}/holder`,
        { user_id: lender.user_id },
      );
      expect(toLender.statusCode).toBe(200);
      expect(toLender.json().holder).toMatchObject({ user_id: lender.user_id });
    });

    it('refuses a worker without queue admin assigning to someone else', async () => {
      const [item] = (await itemsOf(lender.access_token, referQueue.queue_id)).items;
      const response = await call(
        lender.access_token,
        'PUT',
        `/queues/items/${item!.credit_application_id}/holder`,
        { user_id: admin.user_id },
      );
      expect(response.statusCode).toBe(403);
    });
  });

  describe('settings', () => {
    it('lets a queue admin change a service level, add a status and remove only an added one', async () => {
      const changed = await call(admin.access_token, 'PATCH', `/queues/${referQueue.queue_id}`, {
        amber_after_hours: 8,
        red_after_hours: 48,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ amber_after_hours: 8, red_after_hours: 48 });
      const backwards = await call(admin.access_token, 'PATCH', `/queues/${referQueue.queue_id}`, {
        amber_after_hours: 10,
        red_after_hours: 10,
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().error.properties[0]).toMatchObject({
        property: 'red_after_hours',
        message: 'Red must come later than amber.',
      });

      const added = await call(admin.access_token, 'POST', '/queues', {
        lender_id: 2,
        status: 'ACTION-LENDER',
        amber_after_hours: 2,
        red_after_hours: 6,
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ status: 'ACTION-LENDER', standard: false });
      const again = await call(admin.access_token, 'POST', '/queues', {
        lender_id: 2,
        status: 'ACTION-LENDER',
        amber_after_hours: 2,
        red_after_hours: 6,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        `${referQueue.lender.display_name} already has a queue for ACTION-LENDER.`,
      );
      const unknownStatus = await call(admin.access_token, 'POST', '/queues', {
        lender_id: 2,
        status: 'WAITING',
        amber_after_hours: 2,
        red_after_hours: 6,
      });
      expect(unknownStatus.statusCode).toBe(400);
      expect(unknownStatus.json().error.properties).toEqual([
        { property: 'status', message: 'Choose one of the application statuses.' },
      ]);
      const backwardsNew = await call(admin.access_token, 'POST', '/queues', {
        lender_id: 2,
        status: 'INFO',
        amber_after_hours: 6,
        red_after_hours: 6,
      });
      expect(backwardsNew.statusCode).toBe(400);
      expect(backwardsNew.json().error.properties).toEqual([
        { property: 'red_after_hours', message: 'Red must come later than amber.' },
      ]);
      const removeStandard = await call(
        admin.access_token,
        'DELETE',
        `/queues/${referQueue.queue_id}`,
      );
      expect(removeStandard.statusCode).toBe(409);
      const remove = await call(admin.access_token, 'DELETE', `/queues/${added.json().queue_id}`);
      expect(remove.statusCode).toBe(204);
    });
  });

  describe('permissions', () => {
    it('refuses every queue operation to a user without the queue permission with 403', async () => {
      for (const [method, url] of [
        ['GET', '/queues'],
        ['GET', '/queues/my-work'],
        ['GET', `/queues/${referQueue.queue_id}/items`],
        ['POST', `/queues/${referQueue.queue_id}/take-next`],
      ] as const) {
        expect((await call(viewer, method, url)).statusCode).toBe(403);
      }
    });

    it('refuses the settings to a worker without queue admin with 403', async () => {
      const level = { amber_after_hours: 1, red_after_hours: 2 };
      expect(
        (await call(lender.access_token, 'PATCH', `/queues/${referQueue.queue_id}`, level))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call(lender.access_token, 'POST', '/queues', {
            lender_id: 2,
            status: 'X',
            ...level,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call(lender.access_token, 'GET', `/queues/${referQueue.queue_id}/assignees`))
          .statusCode,
      ).toBe(403);
    });

    it('answers 401 without a session', async () => {
      expect((await api.request({ method: 'GET', url: '/api/queues' })).statusCode).toBe(401);
    });
  });
});
