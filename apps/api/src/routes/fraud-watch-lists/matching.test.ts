import { policyDecisions } from '@backoffice/domain/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';
import { findWatchListHits, matchingItemsSql } from './matching';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe.each(backends())('matching applications against the watch list on $name', (backend) => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    admin = (await api.signIn('admin')).access_token;
  });
  afterAll(() => api?.close());

  const call = (method: Method, url: string, payload?: object) =>
    api.request({
      method,
      url: `/api${url}`,
      headers: bearer(admin),
      ...(payload === undefined ? {} : { payload }),
    });
  const rows = <Row extends object>(text: string, params: unknown[] = []) =>
    api.server.db.query<Row>(text, params);

  /**
   * Applications of lender 2 with a consumer and a policy, not flagged by the seed, that may be
   * re-scored (a policy decides their status and no underwriter has decided by hand: ADR 0010).
   */
  const used = new Set<number>();
  async function freshApplication(): Promise<number> {
    const found = await rows<{ id: number }>(
      `SELECT a.credit_application_id::int AS id FROM credit_applications a
         JOIN credit_sentry cs USING (credit_application_id)
        WHERE a.lender_id = 2 AND NOT a.data_protection_hidden AND a.credit_policy_id IS NOT NULL
          AND a.current_status = ANY($1) AND a.manual_decision_status IS NULL
          AND NOT 'WATCH_LIST_MATCH' = ANY(cs.flags)
          AND EXISTS (SELECT 1 FROM consumers c WHERE c.credit_application_id = a.credit_application_id)
        ORDER BY 1`,
      [policyDecisions],
    );
    const free = found.find((row) => !used.has(row.id));
    if (!free) throw new Error('no unused application');
    used.add(free.id);
    return free.id;
  }
  const rescore = (id: number, consumer: object = {}) =>
    call('PATCH', `/credit-applications/${id}/piiconsumer`, { consumer, options: { score: true } });
  const sentryOf = async (id: number) =>
    (await call('GET', `/credit-applications/${id}`)).json().credit_sentry as {
      flags: string[];
      watch_list?: { display: string; value: string }[];
    };
  const newList = async (items: object[]) =>
    (await call('POST', '/fraud-watch-lists', { items })).json().fraud_watch_list_id as number;

  it('flags an application re-scored with an email on the enabled list, and shows which item', async () => {
    const id = await freshApplication();
    const before = await sentryOf(id);
    const listId = await newList([
      { emailaddress: 'repeat.fraud@example.com', forename: 'Rae' },
      { emailaddress: 'someone.else@example.com' },
    ]);
    const [{ itemId }] = (await rows<{ itemId: number }>(
      `SELECT fraud_watch_list_item_id AS "itemId" FROM fraud_watch_list_items
        WHERE fraud_watch_list_id = $1 AND emailaddress = 'repeat.fraud@example.com'`,
      [listId],
    )) as [{ itemId: number }];
    expect((await rescore(id, { email_address: 'Repeat.Fraud@Example.com' })).statusCode).toBe(200);
    const after = await sentryOf(id);
    expect(after.flags).toEqual([...before.flags, 'WATCH_LIST_MATCH']);
    expect(after.watch_list).toEqual([
      { display: `Watch List ${listId}, item ${itemId}`, value: 'Email address' },
    ]);
    const [flagged] = await rows<{ credit_sentry_flagged: boolean }>(
      'SELECT credit_sentry_flagged FROM credit_applications WHERE credit_application_id = $1',
      [id],
    );
    expect(flagged!.credit_sentry_flagged).toBe(true);
  });

  it('clears the flag when a re-score no longer matches the enabled list, keeping the other flags', async () => {
    const id = await freshApplication();
    await newList([{ emailaddress: 'gone.soon@example.com' }]);
    await rescore(id, { email_address: 'gone.soon@example.com' });
    const flagged = await sentryOf(id);
    expect(flagged.flags).toContain('WATCH_LIST_MATCH');
    await newList([{ emailaddress: 'another.person@example.com' }]);
    expect((await rescore(id, { email_address: 'changed.again@example.com' })).statusCode).toBe(
      200,
    );
    const cleared = await sentryOf(id);
    expect(cleared.flags).toEqual(flagged.flags.filter((flag) => flag !== 'WATCH_LIST_MATCH'));
    expect(cleared.watch_list).toBeUndefined();
  });

  it('matches every kind of key, however it is written', async () => {
    const id = await freshApplication();
    await rows(
      `UPDATE consumers SET forename = 'Jo-Anne', surname = 'O''Brien', phone_number = '0113 496 0000',
              mobile_number = '+44 (0)7700 900321', email_address = 'jo@example.com',
              bank_sortcode = '12-34-56', bank_current_account = '12345678'
        WHERE credit_application_id = $1`,
      [id],
    );
    await rows(
      `UPDATE addresses SET postcode = 'ls1 4ap' WHERE credit_application_id = $1 AND address_number = 1`,
      [id],
    );
    await rows(
      `UPDATE credit_applications SET ip_address = '192.0.2.44' WHERE credit_application_id = $1`,
      [id],
    );
    const listId = await newList([
      { postcode: 'LS14AP', town: 'postcode' },
      { mobilenumber: '07700900321', town: 'phone' },
      { phonenumber: '7700900321', town: 'phone as mobile' },
      { sortcode: '123456', currentaccount: '1234 5678', town: 'bank' },
      { ip_address: '::ffff:192.0.2.44', town: 'ip' },
      { forename: 'JOANNE', surname: 'obrien', postcode: 'LS1 4AP', town: 'name and postcode' },
      { emailaddress: 'not.jo@example.com', postcode: 'M1 1AA', town: 'no match' },
    ]);
    const hits = await findWatchListHits(api.server.db, id);
    const towns = await rows<{ id: number; town: string }>(
      'SELECT fraud_watch_list_item_id AS id, town FROM fraud_watch_list_items WHERE fraud_watch_list_id = $1',
      [listId],
    );
    const townOf = new Map(towns.map((row) => [row.id, row.town]));
    expect(hits.map((hit) => [townOf.get(hit.fraud_watch_list_item_id), hit.kinds])).toEqual([
      ['postcode', ['postcode']],
      ['phone', ['phone']],
      ['phone as mobile', ['phone']],
      ['bank', ['bank_account']],
      ['ip', ['ip_address']],
      ['name and postcode', ['postcode', 'name_postcode']],
    ]);
  });

  it('matches nothing while no list is enabled', async () => {
    const id = await freshApplication();
    const listId = await newList([{ emailaddress: 'disabled@example.com' }]);
    await call('PATCH', `/fraud-watch-lists/${listId}`, { enabled: false });
    await rows(
      `UPDATE consumers SET email_address = 'disabled@example.com' WHERE credit_application_id = $1`,
      [id],
    );
    expect(await findWatchListHits(api.server.db, id)).toEqual([]);
    await call('PATCH', `/fraud-watch-lists/${listId}`, { enabled: true });
    expect(await findWatchListHits(api.server.db, id)).toHaveLength(1);
  });

  it("is a data key the decision engine's rules read: credit_sentry:watch_list_match", async () => {
    const keys = (await call('GET', '/data-keys?data_provider[]=credit_sentry')).json();
    expect(keys.items).toEqual([{ data_provider: 'credit_sentry', key: 'watch_list_match' }]);
    const module = await call('POST', '/credit-policy-modules', {
      name: 'Watch list',
      lender_id: 2,
      rules: [
        {
          name: 'On the watch list',
          order: 1,
          termination_rule: false,
          conditions: [
            {
              order: 1,
              data_provider: 'credit_sentry',
              data_key: 'watch_list_match',
              operator: '==',
              value: 'true',
              override: 'FALSE',
              action_true: 'DECLINE',
              action_false: 'ACCEPT',
            },
          ],
        },
      ],
    });
    expect(module.statusCode).toBe(201);
    const policy = await call('POST', '/credit-policies', {
      name: 'Watch list policy',
      lender_id: 2,
      regulated: true,
      stages: [{ order: 1, hard_search: false, modules: [{ module_id: module.json().module_id }] }],
    });
    expect(policy.statusCode).toBe(201);
    const matching = await freshApplication();
    const clean = await freshApplication();
    await rows(
      'UPDATE credit_applications SET credit_policy_id = $1 WHERE credit_application_id = ANY($2)',
      [policy.json().credit_policy_id, [matching, clean]],
    );
    await newList([{ emailaddress: 'declined.by.rule@example.com' }]);
    await rescore(matching, { email_address: 'declined.by.rule@example.com' });
    await rescore(clean, { email_address: 'clean.applicant@example.com' });
    const decisionOf = async (id: number) =>
      (await call('GET', `/credit-applications/${id}/decision-logs`)).json().items[0].status;
    expect(await decisionOf(matching)).toBe('DECLINE');
    expect(await decisionOf(clean)).toBe('ACCEPT');
  });

  it('looks keys up in the indexes of the list, never reading the whole list', async () => {
    const items = Array.from({ length: 3_000 }, (_, index) => ({
      postcode: `ZZ${index} 1AA`,
      emailaddress: `bulk${index}@example.com`,
      mobilenumber: `07700${String(index).padStart(6, '0')}`,
      sortcode: '000000',
      currentaccount: String(index),
      ip_address: `10.0.${index >> 8}.${index & 255}`,
      forename: 'Bulk',
      surname: `Person${index}`,
    }));
    const id = (
      await call('POST', '/fraud-watch-list-uploads', { item_count: items.length })
    ).json().upload_id;
    for (let chunk = 0; chunk * 2000 < items.length; chunk += 1) {
      await call('PUT', `/fraud-watch-list-uploads/${id}/chunks/${chunk}`, {
        items: items.slice(chunk * 2000, (chunk + 1) * 2000),
      });
    }
    await call('POST', `/fraud-watch-list-uploads/${id}/commit`);
    await rows('ANALYZE fraud_watch_list_items');
    const plan = await api.server.db.transaction(async (sql) => {
      await sql.query(
        `PREPARE matching (int, text[], text[], text, text, text, text[]) AS ${matchingItemsSql}`,
      );
      // The generic plan is what a prepared statement settles on after a few runs.
      await sql.query(`SET LOCAL plan_cache_mode = force_generic_plan`);
      const lines = await sql.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN EXECUTE matching(${Number(id)}, ARRAY['ZZ71AA'], ARRAY['07700000007'], 'bulk7@example.com',
                                  '000000:7', '10.0.0.7', ARRAY['bulk person7|ZZ71AA'])`,
      );
      await sql.query('DEALLOCATE matching');
      return lines.map((line) => line['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan on fraud_watch_list_items/);
    expect(plan).toMatch(/fraud_watch_list_items_email_idx/);
    expect(plan).toMatch(/fraud_watch_list_items_name_postcode_idx/);
  });
});
