import { watchListCsvHeaders } from '@backoffice/domain/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNextJob, type JobContext } from '../../jobs/worker';
import { backends } from '../../test/backends';
import { bearer, runJobsByHand, startTestApi, type TestApi } from '../../test/harness';
import { deleteExpiredWatchListUploads } from './store';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(backends())('fraud watch lists on $name', (backend) => {
  let api: TestApi;
  let jobs: JobContext;
  const tokens = { admin: '', lender: '', viewer: '', fraud: '' };
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    jobs = runJobsByHand(api);
    // A second user who may manage watch lists: the Fraud Team's permissions.
    await api.addUser('fraudteam');
    await api.server.db.query(
      `UPDATE users SET group_id = (SELECT group_id FROM user_groups WHERE group_name = 'Fraud Team')
        WHERE username = 'fraudteam'`,
    );
    for (const user of ['admin', 'lender', 'viewer'] as const) {
      tokens[user] = (await api.signIn(user)).access_token;
    }
    tokens.fraud = (await api.signIn('fraudteam')).access_token;
  });
  afterAll(() => api?.close());

  const callAs = (user: keyof typeof tokens) => (method: Method, url: string, payload?: unknown) =>
    api.request({
      method,
      url: `/api${url}`,
      headers: bearer(tokens[user]),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const call = callAs('admin');
  const rows = <Row extends object>(text: string, params: unknown[] = []) =>
    api.server.db.query<Row>(text, params);
  const count = async (text: string, params: unknown[] = []) =>
    (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${text}`, params))[0]!.n;
  const enabledList = async () =>
    (
      await rows<{ id: number }>(
        'SELECT fraud_watch_list_id AS id FROM fraud_watch_lists WHERE enabled',
      )
    )[0]?.id;

  const item = (index: number) => ({
    number: String(index),
    street: 'Watch Street',
    town: 'Leeds',
    postcode: 'LS1 4AP',
    phonenumber: `7700 9${String(index).padStart(5, '0')}`,
    emailaddress: `suspect${index}@example.com`,
    forename: 'Sam',
    surname: `Suspect${index}`,
  });
  const items = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, offset) => item(from + offset));

  describe('the report (GET /fraud-watch-lists)', () => {
    it('lists the complete lists newest first, the enabled one marked', async () => {
      const response = await call('GET', '/fraud-watch-lists');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.meta).toEqual({ page: 1, perPage: 25, total: 2 });
      expect(body.items).toEqual([
        expect.objectContaining({
          fraud_watch_list_id: 2,
          enabled: true,
          end_time: null,
          item_count: 25,
        }),
        expect.objectContaining({ fraud_watch_list_id: 1, enabled: false, item_count: 15 }),
      ]);
    });

    it('gives the current list with enabled=true, and filters by start date', async () => {
      const current = (await call('GET', '/fraud-watch-lists?enabled=true')).json();
      expect(
        current.items.map((list: { fraud_watch_list_id: number }) => list.fraud_watch_list_id),
      ).toEqual([2]);
      const [{ day }] = (await rows<{ day: string }>(
        `SELECT to_char(start_time, 'YYYY-MM-DD') AS day FROM fraud_watch_lists WHERE fraud_watch_list_id = 1`,
      )) as [{ day: string }];
      const onDay = (
        await call('GET', `/fraud-watch-lists?date_from=${day}&date_to=${day}`)
      ).json();
      expect(
        onDay.items.map((list: { fraud_watch_list_id: number }) => list.fraud_watch_list_id),
      ).toEqual([1]);
    });

    it('sorts by the columns asked for', async () => {
      const byCount = (await call('GET', '/fraud-watch-lists?order[]=item_count')).json();
      expect(byCount.items.map((list: { item_count: number }) => list.item_count)).toEqual([
        15, 25,
      ]);
    });

    it('refuses users without the watch list permission, and a bad query naming the property', async () => {
      expect((await callAs('viewer')('GET', '/fraud-watch-lists')).statusCode).toBe(403);
      expect((await callAs('lender')('GET', '/fraud-watch-lists')).statusCode).toBe(403);
      expect((await api.request({ method: 'GET', url: '/api/fraud-watch-lists' })).statusCode).toBe(
        401,
      );
      const bad = await call('GET', '/fraud-watch-lists?perPage=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.properties).toEqual([
        expect.objectContaining({ property: 'perPage' }),
      ]);
    });
  });

  describe('a list with its items (GET /fraud-watch-lists/{id})', () => {
    it('pages the items in id order and audits the view', async () => {
      const auditsBefore = await count(`audit_log WHERE subject = 'fraud_watch_list:2'`);
      const response = await call('GET', '/fraud-watch-lists/2?page=2&perPage=10');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ fraud_watch_list_id: 2, enabled: true, item_count: 25 });
      expect(body.meta).toEqual({ page: 2, perPage: 10, total: 25 });
      expect(body.items).toHaveLength(10);
      const ids = body.items.map(
        (entry: { fraud_watch_list_item_id: number }) => entry.fraud_watch_list_item_id,
      );
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(Object.keys(body.items[0]).sort()).toEqual(
        [
          'fraud_watch_list_item_id',
          'user_id',
          'number',
          'housename',
          'flat',
          'street',
          'town',
          'district',
          'county',
          'postcode',
          'phonenumber',
          'mobilenumber',
          'emailaddress',
          'forename',
          'initials',
          'surname',
          'currentaccount',
          'sortcode',
          'ip_address',
        ].sort(),
      );
      expect(await count(`audit_log WHERE subject = 'fraud_watch_list:2'`)).toBe(auditsBefore + 1);
    });

    it('answers 404 for a list that does not exist, and 403 without the permission', async () => {
      expect((await call('GET', '/fraud-watch-lists/999')).statusCode).toBe(404);
      expect((await callAs('viewer')('GET', '/fraud-watch-lists/2')).statusCode).toBe(403);
    });
  });

  describe('creating a list in one request (POST /fraud-watch-lists)', () => {
    it('refuses a bad item naming it, and writes nothing', async () => {
      const listsBefore = await count('fraud_watch_lists');
      const itemsBefore = await count('fraud_watch_list_items');
      const response = await call('POST', '/fraud-watch-lists', {
        items: [item(1), { ...item(2), initials: 'ABCDEFGHIJK' }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'ERR_SCHEMA_VALIDATION_ERROR',
        properties: [{ property: 'items.1.initials', message: expect.any(String) }],
      });
      const empty = await call('POST', '/fraud-watch-lists', { items: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.code).toBe('ERR_SCHEMA_VALIDATION_ERROR');
      expect(await count('fraud_watch_lists')).toBe(listsBefore);
      expect(await count('fraud_watch_list_items')).toBe(itemsBefore);
    });

    it('refuses users without the permission', async () => {
      for (const user of ['viewer', 'lender'] as const) {
        expect(
          (await callAs(user)('POST', '/fraud-watch-lists', { items: [item(1)] })).statusCode,
        ).toBe(403);
      }
    });

    it('enables the new list at once and ends the previous one; phone numbers get their 0', async () => {
      const previous = await enabledList();
      const response = await callAs('fraud')('POST', '/fraud-watch-lists', { items: items(1, 4) });
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({ enabled: true, end_time: null, item_count: 3 });
      expect(await enabledList()).toBe(created.fraud_watch_list_id);
      const [ended] = await rows<{ enabled: boolean; end_time: Date | null }>(
        'SELECT enabled, end_time FROM fraud_watch_lists WHERE fraud_watch_list_id = $1',
        [previous],
      );
      expect(ended).toMatchObject({ enabled: false, end_time: expect.any(Date) });
      const stored = await rows<{ phonenumber: string; match_phone: string; match_email: string }>(
        'SELECT phonenumber, match_phone, match_email FROM fraud_watch_list_items WHERE fraud_watch_list_id = $1 ORDER BY 1',
        [created.fraud_watch_list_id],
      );
      expect(stored[0]).toEqual({
        phonenumber: '07700 900001',
        match_phone: '07700900001',
        match_email: 'suspect1@example.com',
      });
    });
  });

  describe('uploading a large list in chunks (/fraud-watch-list-uploads)', () => {
    it('keeps the list hidden while its chunks arrive, takes a chunk sent twice once, then enables it', async () => {
      const previous = await enabledList();
      const started = await call('POST', '/fraud-watch-list-uploads', { item_count: 5 });
      expect(started.statusCode).toBe(201);
      const upload = started.json();
      expect(upload).toMatchObject({ item_count: 5, received_items: 0, max_chunk_items: 2000 });
      const id = upload.upload_id;

      const first = await call('PUT', `/fraud-watch-list-uploads/${id}/chunks/0`, {
        items: items(10, 13),
      });
      expect(first.json()).toMatchObject({ received_items: 3 });
      const again = await call('PUT', `/fraud-watch-list-uploads/${id}/chunks/0`, {
        items: items(10, 13),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ received_items: 3 });

      // Not visible, not enabled and not matchable until committed.
      expect((await call('GET', `/fraud-watch-lists/${id}`)).statusCode).toBe(404);
      const report = (await call('GET', '/fraud-watch-lists?perPage=100')).json();
      expect(
        report.items.map((list: { fraud_watch_list_id: number }) => list.fraud_watch_list_id),
      ).not.toContain(id);
      const early = await call('POST', `/fraud-watch-list-uploads/${id}/commit`);
      expect(early.statusCode).toBe(409);
      expect(early.json().error.message).toBe('The upload is missing 2 of its 5 items.');

      expect(
        (await call('PUT', `/fraud-watch-list-uploads/${id}/chunks/1`, { items: items(13, 15) }))
          .statusCode,
      ).toBe(200);
      const committed = await call('POST', `/fraud-watch-list-uploads/${id}/commit`);
      expect(committed.statusCode).toBe(201);
      expect(committed.json()).toMatchObject({
        fraud_watch_list_id: id,
        enabled: true,
        item_count: 5,
      });
      expect(await enabledList()).toBe(id);
      expect(await count('fraud_watch_list_items WHERE fraud_watch_list_id = $1', [id])).toBe(5);
      expect(
        await count('fraud_watch_list_upload_chunks WHERE fraud_watch_list_id = $1', [id]),
      ).toBe(0);
      const [ended] = await rows<{ enabled: boolean }>(
        'SELECT enabled FROM fraud_watch_lists WHERE fraud_watch_list_id = $1',
        [previous],
      );
      expect(ended!.enabled).toBe(false);
      // A committed upload takes nothing more.
      expect(
        (await call('PUT', `/fraud-watch-list-uploads/${id}/chunks/2`, { items: items(1, 2) }))
          .statusCode,
      ).toBe(404);
    });

    it('refuses a chunk beyond the announced count, a changed chunk, and a bad item, writing nothing', async () => {
      const id = (await call('POST', '/fraud-watch-list-uploads', { item_count: 2 })).json()
        .upload_id;
      expect(
        (await call('PUT', `/fraud-watch-list-uploads/${id}/chunks/0`, { items: items(1, 2) }))
          .statusCode,
      ).toBe(200);
      const beyond = await call('PUT', `/fraud-watch-list-uploads/${id}/chunks/1`, {
        items: items(2, 4),
      });
      expect(beyond.statusCode).toBe(409);
      const changed = await call('PUT', `/fraud-watch-list-uploads/${id}/chunks/0`, {
        items: items(1, 3),
      });
      expect(changed.statusCode).toBe(409);
      const bad = await call('PUT', `/fraud-watch-list-uploads/${id}/chunks/1`, {
        items: [{ ...item(5), phonenumber: 'ring me' }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.properties).toEqual([
        { property: 'items.0.phonenumber', message: expect.any(String) },
      ]);
      const tooMany = await call('POST', '/fraud-watch-list-uploads', { item_count: 100_001 });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error.properties[0].property).toBe('item_count');
      expect(await count('fraud_watch_list_items WHERE fraud_watch_list_id = $1', [id])).toBe(1);
    });

    it("hides another user's upload, and abandons one: nothing of it is left", async () => {
      const id = (await call('POST', '/fraud-watch-list-uploads', { item_count: 3 })).json()
        .upload_id;
      await call('PUT', `/fraud-watch-list-uploads/${id}/chunks/0`, { items: items(1, 2) });
      expect(
        (
          await callAs('fraud')('PUT', `/fraud-watch-list-uploads/${id}/chunks/1`, {
            items: items(2, 3),
          })
        ).statusCode,
      ).toBe(404);
      expect((await callAs('fraud')('DELETE', `/fraud-watch-list-uploads/${id}`)).statusCode).toBe(
        404,
      );
      expect(
        (await callAs('viewer')('POST', '/fraud-watch-list-uploads', { item_count: 1 })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/fraud-watch-list-uploads/${id}`)).statusCode).toBe(204);
      expect(await count('fraud_watch_lists WHERE fraud_watch_list_id = $1', [id])).toBe(0);
      expect(await count('fraud_watch_list_items WHERE fraud_watch_list_id = $1', [id])).toBe(0);
    });

    it('deletes an upload left unfinished once it expires', async () => {
      const enabledBefore = await enabledList();
      const id = (await call('POST', '/fraud-watch-list-uploads', { item_count: 3 })).json()
        .upload_id;
      await call('PUT', `/fraud-watch-list-uploads/${id}/chunks/0`, { items: items(1, 3) });
      expect(await deleteExpiredWatchListUploads(api.server.db)).toBe(0);
      await rows(
        `UPDATE fraud_watch_lists SET upload_expires_at = now() - interval '1 second' WHERE fraud_watch_list_id = $1`,
        [id],
      );
      expect(
        (await call('PUT', `/fraud-watch-list-uploads/${id}/chunks/1`, { items: items(3, 4) }))
          .statusCode,
      ).toBe(404);
      expect(await deleteExpiredWatchListUploads(api.server.db)).toBe(1);
      expect(await count('fraud_watch_list_items WHERE fraud_watch_list_id = $1', [id])).toBe(0);
      expect(await enabledList()).toBe(enabledBefore);
    });
  });

  describe('enabling and disabling (PATCH /fraud-watch-lists/{id})', () => {
    it('enables an earlier list again, ending the enabled one, and disables it', async () => {
      const current = await enabledList();
      const enabled = await call('PATCH', '/fraud-watch-lists/1', { enabled: true });
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json()).toMatchObject({
        fraud_watch_list_id: 1,
        enabled: true,
        end_time: null,
      });
      expect(await enabledList()).toBe(1);
      const [ended] = await rows<{ end_time: Date | null }>(
        'SELECT end_time FROM fraud_watch_lists WHERE fraud_watch_list_id = $1',
        [current],
      );
      expect(ended!.end_time).not.toBeNull();
      const disabled = await call('PATCH', '/fraud-watch-lists/1', { enabled: false });
      expect(disabled.json()).toMatchObject({ enabled: false, end_time: expect.any(String) });
      expect(await enabledList()).toBeUndefined();
      expect(
        (await call('PATCH', `/fraud-watch-lists/${current}`, { enabled: true })).statusCode,
      ).toBe(200);
    });

    it('answers 404, 400 and 403 where it should', async () => {
      expect((await call('PATCH', '/fraud-watch-lists/999', { enabled: true })).statusCode).toBe(
        404,
      );
      const bad = await call('PATCH', '/fraud-watch-lists/1', { enabled: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.properties[0].property).toBe('enabled');
      expect(
        (await callAs('viewer')('PATCH', '/fraud-watch-lists/1', { enabled: true })).statusCode,
      ).toBe(403);
    });
  });

  describe('downloads', () => {
    const csvRows = (text: string) => text.split('\r\n').filter((line) => line !== '');

    it('streams a list as CSV in the upload columns, every cell protected against formula injection', async () => {
      const created = await call('POST', '/fraud-watch-lists', {
        items: [
          { ...item(1), street: '=HYPERLINK("http://evil")', phonenumber: '+44 7700 900001' },
        ],
      });
      const id = created.json().fraud_watch_list_id;
      const file = await call('GET', `/fraud-watch-lists/${id}/download`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="watch-list-${id}.csv"`,
      );
      const lines = csvRows(file.body);
      expect(lines[0]).toBe(watchListCsvHeaders.join(','));
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(lines[1]).toContain("'+44 7700 900001");
      expect((await callAs('viewer')('GET', `/fraud-watch-lists/${id}/download`)).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/fraud-watch-lists/999/download')).statusCode).toBe(404);
    });

    it('makes the same file as an export job (Download Watch List), named after the list', async () => {
      const exportFields = ['number', 'street', 'town', 'postcode', 'phonenumber', 'emailaddress'];
      const created = await call('POST', '/exports', {
        report: 'watch_list',
        type: 'csv',
        filters: { fraud_watch_list_id: 2 },
        fields: exportFields,
      });
      expect(created.statusCode).toBe(202);
      const pending = created.json();
      expect(pending).toMatchObject({ report: 'watch_list', status: 'PENDING' });
      while ((await runNextJob(jobs)) !== null);
      const done = (await call('GET', `/exports/${pending.id}`)).json();
      expect(done).toMatchObject({ status: 'COMPLETED', row_count: 25 });
      const file = await call('GET', `/exports/${pending.id}/file`);
      expect(file.headers['content-disposition']).toBe('attachment; filename="watch-list-2.csv"');
      const lines = csvRows(file.body);
      expect(lines).toHaveLength(26);
      expect(lines[0]).toBe('Number,Street,Town,Postcode,Phone,Email');
    });

    it('refuses a watch list export without the permission, for a list that is not there, or with unknown fields', async () => {
      const request = (overrides: object) => ({
        report: 'watch_list',
        type: 'csv',
        filters: { fraud_watch_list_id: 2 },
        fields: ['postcode'],
        ...overrides,
      });
      expect((await callAs('viewer')('POST', '/exports', request({}))).statusCode).toBe(403);
      const missing = await call(
        'POST',
        '/exports',
        request({ filters: { fraud_watch_list_id: 999 } }),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.properties).toEqual([
        { property: 'filters.fraud_watch_list_id', message: 'is not a watch list' },
      ]);
      const bad = await call('POST', '/exports', request({ fields: ['shoe_size'], filters: {} }));
      expect(bad.statusCode).toBe(400);
      expect(
        bad.json().error.properties.map((problem: { property: string }) => problem.property),
      ).toEqual(['filters.fraud_watch_list_id', 'fields']);
    });
  });
});
