import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNextJob, type JobContext } from '../../jobs/worker';
import { backends } from '../../test/backends';
import { bearer, runJobsByHand, startTestApi, type TestApi } from '../../test/harness';

type Method = 'GET' | 'POST' | 'DELETE';

describe.each(backends())('the settlement service on $name', (backend) => {
  let api: TestApi;
  let jobs: JobContext;
  const tokens = { admin: '', lender: '', viewer: '' };
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    jobs = runJobsByHand(api);
    for (const user of ['admin', 'lender', 'viewer'] as const) {
      tokens[user] = (await api.signIn(user)).access_token;
    }
  });
  afterAll(() => api?.close());

  const request = (
    method: Method,
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    api.request({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const as = (user: keyof typeof tokens) => bearer(tokens[user]);
  const withKey = (key: string) => ({ 'x-api-key': key });
  const rows = <Row extends object>(text: string, params: unknown[] = []) =>
    api.server.db.query<Row>(text, params);
  const newKey = async () => {
    const created = await request('POST', '/settlement/api-keys', as('admin'));
    expect(created.statusCode).toBe(201);
    const { api_key: apiKey, key } = created.json();
    return { ...apiKey, key } as { api_key_id: number; key: string; key_prefix: string };
  };
  const day = 86_400_000;
  const midnight = Date.UTC(2026, 0, 15);

  describe('status (GET /settlement/status)', () => {
    it("lists every lender with its definitions' last files, newest first, with recipients", async () => {
      const response = await request('GET', '/settlement/status', as('admin'));
      expect(response.statusCode).toBe(200);
      const { lenders } = response.json();
      expect(lenders).toHaveLength(14);
      const withTwo = lenders.find(
        (lender: { settlement: unknown[] }) => lender.settlement.length === 2,
      );
      // Which definition ran last depends on the time of day the demo data was seeded at (the
      // daily run is at 02:00, the weekly one at 02:30), so the order is checked by time.
      const files = withTwo.settlement as { description_short: string; time: string }[];
      expect(
        files.map((file) => file.description_short.replace(/ \d{4}-\d{2}-\d{2}$/, '')).sort(),
      ).toEqual(['Daily settlement', 'Weekly adjustments']);
      expect(Date.parse(files[0]!.time)).toBeGreaterThan(Date.parse(files[1]!.time));
      const file = lenders[0].settlement.at(-1);
      expect(file).toEqual(
        expect.objectContaining({
          definition_id: expect.stringMatching(/^\d+$/),
          status: expect.any(String),
          recipients: expect.any(Array),
          errors: expect.any(Array),
        }),
      );
      const statuses = new Set(
        lenders.flatMap((lender: { settlement: { status: string }[] }) =>
          lender.settlement.map((entry) => entry.status),
        ),
      );
      expect(statuses).toEqual(new Set(['Success', 'Generating', 'error', 'Timed out']));
    });

    it('refuses users without the settlement permission and calls without credentials', async () => {
      expect((await request('GET', '/settlement/status', as('viewer'))).statusCode).toBe(403);
      expect((await request('GET', '/settlement/status', as('lender'))).statusCode).toBe(403);
      expect((await request('GET', '/settlement/status', {})).statusCode).toBe(401);
    });
  });

  describe('the X-Api-Key scheme', () => {
    it('lets another system call the settlement operations with a valid key alone', async () => {
      const { key } = await newKey();
      expect((await request('GET', '/settlement/status', withKey(key))).statusCode).toBe(200);
      expect(
        (await request('GET', '/settlement/status/history/1002', withKey(key))).statusCode,
      ).toBe(200);
      const regenerated = await request('POST', '/settlement/manual', withKey(key), {
        definition_id: '1002',
        start_date: midnight - day,
        end_date: midnight,
      });
      expect(regenerated.statusCode).toBe(202);
      const [used] = await rows<{ last_used_at: Date | null }>(
        'SELECT last_used_at FROM service_api_keys WHERE key_hash IS NOT NULL ORDER BY api_key_id DESC LIMIT 1',
      );
      expect(used!.last_used_at).not.toBeNull();
    });

    it('refuses a wrong key, even beside a valid bearer token, and keys on other operations', async () => {
      const wrong = await request('GET', '/settlement/status', withKey('sk_not-a-key'));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe('The API key is not valid.');
      expect(
        (await request('GET', '/settlement/status', { ...as('admin'), ...withKey('sk_not-a-key') }))
          .statusCode,
      ).toBe(401);
      const { key } = await newKey();
      expect((await request('GET', '/fraud-watch-lists', withKey(key))).statusCode).toBe(401);
      expect((await request('GET', '/settlement/api-keys', withKey(key))).statusCode).toBe(401);
    });

    it('stores keys hashed; rotation keeps the old key working for its grace period only', async () => {
      const old = await newKey();
      const stored = await rows<{ key_hash: string }>('SELECT key_hash FROM service_api_keys');
      expect(stored.map((row) => row.key_hash)).not.toContain(old.key);
      expect(old.key_prefix).toBe(old.key.slice(0, 11));
      const replacement = await newKey();
      const listed = (await request('GET', '/settlement/api-keys', as('admin'))).json().items;
      expect(listed[0]).toMatchObject({
        api_key_id: replacement.api_key_id,
        state: 'active',
        expires_at: null,
      });
      expect(listed[1]).toMatchObject({
        api_key_id: old.api_key_id,
        state: 'expiring',
        created_by: 'admin',
      });
      expect(JSON.stringify(listed)).not.toContain(old.key);
      expect((await request('GET', '/settlement/status', withKey(old.key))).statusCode).toBe(200);
      await rows(
        `UPDATE service_api_keys SET expires_at = now() - interval '1 second' WHERE api_key_id = $1`,
        [old.api_key_id],
      );
      expect((await request('GET', '/settlement/status', withKey(old.key))).statusCode).toBe(401);
      expect(
        (await request('GET', '/settlement/status', withKey(replacement.key))).statusCode,
      ).toBe(200);
    });

    it('stops a revoked key at once', async () => {
      const { key, api_key_id } = await newKey();
      expect(
        (await request('DELETE', `/settlement/api-keys/${api_key_id}`, as('admin'))).statusCode,
      ).toBe(204);
      expect((await request('GET', '/settlement/status', withKey(key))).statusCode).toBe(401);
      expect((await request('DELETE', '/settlement/api-keys/99999', as('admin'))).statusCode).toBe(
        404,
      );
    });

    it('lets only administrators see, rotate and revoke keys', async () => {
      for (const user of ['viewer', 'lender'] as const) {
        expect((await request('GET', '/settlement/api-keys', as(user))).statusCode).toBe(403);
        expect((await request('POST', '/settlement/api-keys', as(user))).statusCode).toBe(403);
        expect((await request('DELETE', '/settlement/api-keys/1', as(user))).statusCode).toBe(403);
      }
    });
  });

  describe('history (GET /settlement/status/history/{definitionId})', () => {
    it('pages the definition files newest first with the total', async () => {
      const first = (
        await request('GET', '/settlement/status/history/1004?count=2&offset=0', as('admin'))
      ).json();
      const second = (
        await request('GET', '/settlement/status/history/1004?count=2&offset=2', as('admin'))
      ).json();
      const [{ total }] = (await rows<{ total: number }>(
        'SELECT count(*)::int AS total FROM settlement_files WHERE definition_id = 1004',
      )) as [{ total: number }];
      expect(first.total).toBe(total);
      expect(first.history).toHaveLength(2);
      const times = [...first.history, ...second.history].map(
        (file: { time: string }) => file.time,
      );
      expect(times).toEqual([...times].sort().reverse());
      expect(new Set(times).size).toBe(times.length);
    });

    it('answers 404 for an unknown definition and 400 for bad paging, naming it', async () => {
      expect(
        (await request('GET', '/settlement/status/history/999999', as('admin'))).statusCode,
      ).toBe(404);
      expect(
        (await request('GET', '/settlement/status/history/daily', as('admin'))).statusCode,
      ).toBe(404);
      const bad = await request('GET', '/settlement/status/history/1004?count=ten', as('admin'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.properties[0].property).toBe('count');
      const zero = await request('GET', '/settlement/status/history/1004?count=0', as('admin'));
      expect(zero.json().error.properties[0].property).toBe('count');
      expect(
        (await request('GET', '/settlement/status/history/1004', as('viewer'))).statusCode,
      ).toBe(403);
    });
  });

  describe('Regenerate & Send (POST /settlement/manual)', () => {
    it('queues a Generating file with its recipients Not started, which the job makes and delivers', async () => {
      while ((await runNextJob(jobs)) !== null);
      const outboxBefore = (
        await rows<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages')
      )[0]!.n;
      const response = await request('POST', '/settlement/manual', as('admin'), {
        definition_id: '1006',
        start_date: midnight - day,
        end_date: midnight,
      });
      expect(response.statusCode).toBe(202);
      const queued = response.json();
      expect(queued).toMatchObject({
        definition_id: '1006',
        status: 'Generating',
        file_path: null,
        trigger: 'manual',
        period_start: new Date(midnight - day).toISOString(),
        period_end: new Date(midnight).toISOString(),
        recipients: [
          { display_name: 'Finance SFTP', status: 'Not started' },
          { display_name: 'Lender operations mailbox', status: 'Not started' },
        ],
      });
      await runNextJob(jobs);
      const history = (
        await request('GET', '/settlement/status/history/1006?count=1', as('admin'))
      ).json();
      expect(history.history[0]).toMatchObject({
        settlement_file_id: queued.settlement_file_id,
        status: 'Success',
        file_path: `settlements/6/${queued.settlement_file_id}.csv`,
        recipients: [
          { display_name: 'Finance SFTP', status: 'Delivered' },
          { display_name: 'Lender operations mailbox', status: 'Delivered' },
        ],
        errors: [],
      });
      expect(
        (await rows<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages'))[0]!.n,
      ).toBe(outboxBefore + 2);
      const [audit] = await rows<{ action: string }>(
        `SELECT action FROM audit_log WHERE subject = 'settlement_definition:1006' ORDER BY audit_id DESC LIMIT 1`,
      );
      expect(audit!.action).toBe('settlement.regenerate');
    });

    it('refuses a period that ends before it starts or spans more than 31 days, and unknown definitions', async () => {
      const backwards = await request('POST', '/settlement/manual', as('admin'), {
        definition_id: '1006',
        start_date: midnight,
        end_date: midnight - day,
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().error.properties).toEqual([
        { property: 'end_date', message: 'must be after start_date' },
      ]);
      const long = await request('POST', '/settlement/manual', as('admin'), {
        definition_id: '1006',
        start_date: midnight - 32 * day,
        end_date: midnight,
      });
      expect(long.json().error.properties[0].property).toBe('start_date');
      const missing = await request('POST', '/settlement/manual', as('admin'), {
        definition_id: '1006',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.properties.map((p: { property: string }) => p.property)).toEqual([
        'start_date',
        'end_date',
      ]);
      const unknown = await request('POST', '/settlement/manual', as('admin'), {
        definition_id: '424242',
        start_date: midnight - day,
        end_date: midnight,
      });
      expect(unknown.statusCode).toBe(404);
      const filesBefore = (
        await rows<{ n: number }>('SELECT count(*)::int AS n FROM settlement_files')
      )[0]!.n;
      expect(
        (
          await request('POST', '/settlement/manual', as('viewer'), {
            definition_id: '1006',
            start_date: midnight - day,
            end_date: midnight,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await rows<{ n: number }>('SELECT count(*)::int AS n FROM settlement_files'))[0]!.n,
      ).toBe(filesBefore);
    });
  });
});
