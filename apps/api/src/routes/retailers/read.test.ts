import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { lenderScopes, startMerchantTestKit, type MerchantTestKit } from './testKit';

interface ListBody {
  _links: { self: { href: string }; next?: { href: string }; prev?: { href: string } };
  _embedded: {
    items: {
      retailer_id: number;
      name: string;
      account_status: string;
      lender_status: string | null;
      lender_statuses: { lender_id: number; status: string | null }[];
      flag_count: number;
      flags: { message: string; resolved: boolean }[];
      notes?: { note_type: string; body: string }[];
      note_count?: number;
      account_manager: { user_id: number } | null;
      created_at: string;
      _links: Record<string, { href: string }>;
    }[];
  };
  meta: { page: number; perPage: number; total: number; total_capped?: boolean };
}

describe.each(backends())('reading merchants on $name', (backend) => {
  let kit: MerchantTestKit;
  let scopes: Awaited<ReturnType<typeof lenderScopes>>;
  beforeAll(async () => {
    kit = await startMerchantTestKit(await backend.freshDatabase());
    scopes = await lenderScopes(kit);
  });
  afterAll(() => kit?.api.close());

  const list = async (token: string, query = '', path = '/retailers') => {
    const response = await kit.call(token, 'GET', `${path}?${query}`);
    return { status: response.statusCode, body: response.json() as ListBody };
  };
  const ids = (body: ListBody) => body._embedded.items.map((item) => item.retailer_id);

  describe('the merchant list', () => {
    it('lists every merchant without filters, newest first, with the columns of the list', async () => {
      const { status, body } = await list(kit.tokens.admin);
      expect(status).toBe(200);
      const [{ count }] = (await kit.rows<{ count: number }>(
        'SELECT count(*)::int AS count FROM retailers',
      )) as [{ count: number }];
      expect(body.meta).toMatchObject({ page: 1, perPage: 100, total: count, total_capped: false });
      const created = body._embedded.items.map((item) => item.created_at);
      expect(created).toEqual([...created].sort().reverse());
      expect(body._embedded.items[0]!._links.self!.href).toBe(
        `/retailers/${body._embedded.items[0]!.retailer_id}`,
      );
    });

    it('filters by account status, account manager, decision policy and name', async () => {
      const live = await list(
        kit.tokens.admin,
        'account_status[]=live&account_status[]=provisional',
      );
      expect(live.body._embedded.items.length).toBeGreaterThan(0);
      expect(
        live.body._embedded.items.every((item) =>
          ['live', 'provisional'].includes(item.account_status),
        ),
      ).toBe(true);

      const [managed] = (await kit.rows<{ manager: number }>(
        `SELECT account_manager_user_id AS manager FROM retailers
          WHERE account_manager_user_id IS NOT NULL ORDER BY retailer_id LIMIT 1`,
      )) as [{ manager: number }];
      const byManager = await list(kit.tokens.admin, `account_manager_id[]=${managed.manager}`);
      expect(
        byManager.body._embedded.items.every(
          (item) => item.account_manager?.user_id === managed.manager,
        ),
      ).toBe(true);

      const expected = await kit.rows<{ retailer_id: number }>(
        'SELECT retailer_id FROM retailers WHERE decision_policy_id = 3 ORDER BY created_at DESC, retailer_id DESC',
      );
      const byPolicy = await list(kit.tokens.admin, 'decision_policy_id[]=3');
      expect(ids(byPolicy.body)).toEqual(expected.map((row) => row.retailer_id));

      const [seven] = (await kit.rows<{ name: string }>(
        'SELECT name FROM retailers WHERE retailer_id = 7',
      )) as [{ name: string }];
      const byName = await list(kit.tokens.admin, 'name=leisure%20superstore');
      expect(byName.body._embedded.items.map((item) => item.name)).toEqual([seven.name]);
      expect(ids((await list(kit.tokens.admin, 'name=7')).body)).toContain(7);
      // A like-search takes % and _ literally.
      expect((await list(kit.tokens.admin, 'name=%25')).body._embedded.items).toEqual([]);
    });

    it('filters by creation date, both days included', async () => {
      const [oldest] = (await kit.rows<{ day: string }>(
        `SELECT to_char(min(created_at), 'YYYY-MM-DD') AS day FROM retailers`,
      )) as [{ day: string }];
      const { body } = await list(
        kit.tokens.admin,
        `date_from=${oldest.day}&date_to=${oldest.day}`,
      );
      expect(body._embedded.items.length).toBeGreaterThan(0);
      expect(body._embedded.items.every((item) => item.created_at.startsWith(oldest.day))).toBe(
        true,
      );
    });

    it("matches 'null' lender status to merchants with a lender not yet submitted to", async () => {
      const expected = await kit.rows<{ retailer_id: number }>(
        `SELECT r.retailer_id FROM retailers r
          WHERE EXISTS (SELECT 1 FROM retailer_lenders rl WHERE rl.retailer_id = r.retailer_id
                          AND (rl.lender_status IS NULL OR rl.lender_status = 'INFO NEEDED'))
          ORDER BY r.created_at DESC, r.retailer_id DESC`,
      );
      const { body } = await list(
        kit.tokens.admin,
        'lender_status[]=null&lender_status[]=INFO%20NEEDED',
      );
      expect(ids(body)).toEqual(expected.map((row) => row.retailer_id));
    });

    it('pages by keyset cursor in the default order and by number otherwise', async () => {
      const whole = ids((await list(kit.tokens.admin)).body);
      const first = await list(kit.tokens.admin, 'perPage=7');
      expect(ids(first.body)).toEqual(whole.slice(0, 7));
      expect(first.body._links.next!.href).toMatch(/after=/);
      const second = await kit.call(kit.tokens.admin, 'GET', first.body._links.next!.href);
      const secondBody = second.json() as ListBody;
      expect(ids(secondBody)).toEqual(whole.slice(7, 14));
      const back = await kit.call(kit.tokens.admin, 'GET', secondBody._links.prev!.href);
      expect(ids(back.json() as ListBody)).toEqual(whole.slice(0, 7));

      const byName = await list(kit.tokens.admin, 'order[]=name&perPage=5&page=2');
      const names = await kit.rows<{ retailer_id: number }>(
        'SELECT retailer_id FROM retailers ORDER BY name, retailer_id LIMIT 5 OFFSET 5',
      );
      expect(ids(byName.body)).toEqual(names.map((row) => row.retailer_id));
      expect(byName.body._links.next!.href).toMatch(/page=3/);
    });

    it('refuses more than 100 a page, an unknown order and a cursor for another order', async () => {
      expect((await list(kit.tokens.admin, 'perPage=101')).status).toBe(400);
      const unknown = await list(kit.tokens.admin, 'order[]=flag_count');
      expect(unknown.status).toBe(400);
      expect(JSON.stringify(unknown.body)).toContain('order[]');
      const mixed = await list(kit.tokens.admin, 'order[]=name&after=bm9wZQ');
      expect(mixed.status).toBe(400);
      expect((await list(kit.tokens.admin, 'after=bm9wZQ')).status).toBe(400);
      expect((await list(kit.tokens.admin, 'account_status[]=closed')).status).toBe(400);
      expect((await list(kit.tokens.admin, 'fields[]=contacts')).status).toBe(400);
    });

    it("shows the quick view's unresolved flags, and the latest notes when asked", async () => {
      expect((await list(kit.tokens.admin)).body._embedded.items[0]).not.toHaveProperty('notes');
      const { body } = await list(kit.tokens.admin, 'fields[]=notes');
      const flagged = body._embedded.items.find((item) => item.flag_count > 0)!;
      expect(flagged.flags).toHaveLength(flagged.flag_count);
      expect(flagged.flags.every((flag) => !flag.resolved)).toBe(true);
      const noted = body._embedded.items.find((item) => (item.note_count ?? 0) > 0)!;
      expect(noted.notes!.length).toBe(Math.min(noted.note_count!, 5));
    });

    it('shows a lender only the merchants its lender deals with, and its own status', async () => {
      const { status, body } = await list(kit.tokens.lender, 'fields[]=notes');
      expect(status).toBe(200);
      expect(ids(body).sort((a, b) => a - b)).toEqual(scopes.dealt);
      for (const item of body._embedded.items) {
        expect(item.lender_statuses.map((entry) => entry.lender_id)).toEqual([2]);
        expect(item.lender_status).toBe(item.lender_statuses[0]!.status);
        // Internal notes are the provider's: a lender sees retailer notes and its own.
        expect(item.notes!.every((note) => note.note_type !== 'internal')).toBe(true);
      }
      const pending = await list(
        kit.tokens.lender,
        'lender_status[]=PENDING',
        '/retailer-applications',
      );
      const expected = await kit.rows<{ retailer_id: number }>(
        `SELECT retailer_id FROM retailer_lenders WHERE lender_id = 2 AND lender_status = 'PENDING'
          ORDER BY retailer_id`,
      );
      expect(ids(pending.body).sort((a, b) => a - b)).toEqual(
        expected.map((row) => row.retailer_id),
      );
    });

    it('opens New Merchants with 200:5 and the merchant list with 200:4', async () => {
      expect((await list(kit.tokens.viewer, '', '/retailer-applications')).status).toBe(403);
      expect((await list(kit.tokens.viewer)).status).toBe(200);
      expect((await list(kit.tokens.admin, '', '/retailer-applications')).status).toBe(200);
    });

    it('links each row to its merchant only: the quick view offers no actions', async () => {
      for (const token of [kit.tokens.admin, kit.tokens.viewer]) {
        const { body } = await list(token);
        for (const item of body._embedded.items) {
          expect(item._links).toEqual({
            self: { href: `/retailers/${item.retailer_id}`, method: 'GET' },
          });
        }
      }
    });
  });

  describe('a merchant', () => {
    const get = (token: string, id: number) => kit.call(token, 'GET', `/retailers/${id}`);

    it('has every part of the page and audits the view', async () => {
      const response = await get(kit.tokens.admin, 5);
      expect(response.statusCode).toBe(200);
      const merchant = response.json();
      expect(merchant).toMatchObject({
        retailer_id: 5,
        account_status: 'live',
        vat_number: merchant.ccl_number,
        settings: { cds: { enabled: expect.any(Boolean), check_factor: expect.any(Number) } },
      });
      expect(Object.keys(merchant.bank_details).sort()).toEqual(['direct_debit', 'settlement']);
      expect(merchant.bank_details.direct_debit.address).toEqual({
        address_line_1: '2 Market Street',
        address_line_2: null,
        address_line_3: 'Leeds',
        post_code: 'LS1 6DT',
      });
      expect(merchant.ratecards.length).toBeGreaterThan(0);
      const custom = merchant.lender_agreements.find(
        (agreement: { type: string }) => agreement.type === 'pre_agreed_upload',
      );
      expect(custom).toMatchObject({ editable: false, url: expect.stringContaining('/file?') });
      const download = await kit.api.request({ method: 'GET', url: custom.url });
      expect(download.statusCode).toBe(200);
      expect(download.body.startsWith('%PDF-')).toBe(true);
      const attached = merchant.notes.find(
        (note: { attachments: unknown[] }) => note.attachments.length,
      );
      expect(attached.attachments[0]).toMatchObject({ name: 'Application form.pdf' });
      const emailed = merchant.notes.find(
        (note: { correspondents: unknown[] }) => note.correspondents.length,
      );
      expect(emailed.correspondents[0].type).toBe('retailer_contact');
      expect((await kit.audits(5, 'viewed')).length).toBeGreaterThan(0);
    });

    it("offers the admin the actions of the merchant's state", async () => {
      const links = async (id: number) =>
        Object.keys((await get(kit.tokens.admin, id)).json()._links);
      // Live with users and contacts: suspend, assignments, edits, ghost.
      expect(await links(5)).toEqual(
        expect.arrayContaining([
          'suspend',
          'assign_product_package',
          'assign_account_manager',
          'edit',
          'edit_bank_details',
          'settings',
          'add_contact',
          'add_flag',
          'add_note',
          'contact_merchant',
          'ghost',
        ]),
      );
      expect(await links(5)).not.toContain('accept');
      // Provisional, signed and approved: accept; provisional unsigned: re-assign agreements.
      expect(await links(16)).toEqual(expect.arrayContaining(['accept', 'reject']));
      const unsigned = await get(kit.tokens.admin, 4);
      expect(Object.keys(unsigned.json()._links)).toEqual(
        expect.arrayContaining(['assign_operating_agreement', 'reject']),
      );
      expect(unsigned.json()._links.accept).toBeUndefined();
      // An application under a regulated policy without a CCL number still offers the link.
      expect(await links(1)).toEqual(
        expect.arrayContaining(['provisionally_approve', 'reject', 'submit_to_lender']),
      );
      // A merchant without users cannot be ghosted; a rejected one takes no action.
      expect(await links(3)).not.toContain('ghost');
      expect(await links(12)).not.toEqual(
        expect.arrayContaining(['accept', 'reject', 'provisionally_approve', 'suspend']),
      );
    });

    it("shows a lender its lender's part only and offers it the decision policy", async () => {
      const id = scopes.dealt[0]!;
      const merchant = (await get(kit.tokens.lender, id)).json();
      expect(
        merchant.lender_statuses.map((entry: { lender_id: number }) => entry.lender_id),
      ).toEqual([2]);
      expect(
        merchant.lender_agreements.every(
          (agreement: { lender_id: number }) => agreement.lender_id === 2,
        ),
      ).toBe(true);
      expect(Object.keys(merchant._links)).toEqual(
        expect.arrayContaining(['assign_decision_policy', 'add_note']),
      );
      for (const staffOnly of ['edit', 'add_contact', 'add_flag', 'ghost', 'suspend', 'reject']) {
        expect(merchant._links[staffOnly]).toBeUndefined();
      }
    });

    it('answers 404 for a merchant outside the lender, as for a missing one', async () => {
      expect(scopes.notDealt.length).toBeGreaterThan(0);
      {
        const outside = await get(kit.tokens.lender, scopes.notDealt[0]!);
        expect(outside.statusCode).toBe(404);
        expect(outside.json().error.message).toBe('Merchant not found.');
        expect(
          (await kit.call(kit.tokens.lender, 'GET', `/retailers/${scopes.notDealt[0]}/notes`))
            .statusCode,
        ).toBe(404);
        expect(
          (await kit.call(kit.tokens.lender, 'GET', `/retailers/${scopes.notDealt[0]}/contacts`))
            .statusCode,
        ).toBe(404);
      }
      expect((await get(kit.tokens.admin, 99_999)).statusCode).toBe(404);
    });

    it('lists contacts and audits the view of their personal data', async () => {
      const response = await kit.call(kit.tokens.viewer, 'GET', '/retailers/5/contacts');
      expect(response.statusCode).toBe(200);
      expect(response.json().items.length).toBeGreaterThan(0);
      const audits = await kit.audits(5, 'contacts_viewed');
      expect(audits[0]!.user_id).toBeGreaterThan(0);
    });

    it('lists notes newest first; a lender sees no internal notes', async () => {
      const admin = (
        await kit.call(kit.tokens.admin, 'GET', '/retailers/4/notes?perPage=1000')
      ).json();
      expect(admin.items.some((note: { note_type: string }) => note.note_type === 'internal')).toBe(
        true,
      );
      const timestamps = admin.items.map((note: { timestamp: string }) => note.timestamp);
      expect(timestamps).toEqual([...timestamps].sort().reverse());
      const id = scopes.dealt.find((dealt) => dealt !== 4) ?? scopes.dealt[0]!;
      const lender = (await kit.call(kit.tokens.lender, 'GET', `/retailers/${id}/notes`)).json();
      expect(
        lender.items.every((note: { note_type: string }) => note.note_type !== 'internal'),
      ).toBe(true);
    });
  });

  describe('quick search', () => {
    const search = async (token: string, term: string) =>
      (await kit.call(token, 'GET', `/search/${encodeURIComponent(term)}?perPage=100`)).json() as {
        results: { type: string; id: number }[];
      };

    it('finds for a lender only the merchants its lender deals with', async () => {
      const merchants = (await search(kit.tokens.lender, 'Ltd')).results.filter(
        (result) => result.type === 'retailers',
      );
      expect(merchants.every((result) => scopes.dealt.includes(result.id))).toBe(true);
      const admin = (await search(kit.tokens.admin, 'Ltd')).results.filter(
        (result) => result.type === 'retailers',
      );
      expect(admin.length).toBeGreaterThanOrEqual(merchants.length);
    });

    it("records a lender's visit only to a merchant its lender deals with", async () => {
      const [{ user_id: lenderId }] = (await kit.rows<{ user_id: number }>(
        `SELECT user_id FROM users WHERE username = 'lender'`,
      )) as [{ user_id: number }];
      const visit = (retailerId: number) =>
        kit.call(kit.tokens.lender, 'POST', `/backoffice/users/${lenderId}/browsing-history`, {
          retailer_id: retailerId,
        });
      expect((await visit(scopes.dealt[0]!)).statusCode).toBe(201);
      expect((await visit(scopes.notDealt[0]!)).statusCode).toBe(404);
    });

    it('finds no merchants for a user without the merchant lists', async () => {
      const id = await kit.api.addUser('no.merchants');
      await kit.rows(
        `UPDATE users SET group_id = (SELECT group_id FROM user_groups WHERE group_name = 'Fraud Team')
          WHERE user_id = $1`,
        [id],
      );
      const token = (await kit.api.signIn('no.merchants')).access_token;
      const [seven] = (await kit.rows<{ name: string }>(
        'SELECT name FROM retailers WHERE retailer_id = 7',
      )) as [{ name: string }];
      const found = await search(token, seven.name.slice(0, 8));
      expect(found.results.filter((result) => result.type === 'retailers')).toEqual([]);
    });
  });
});
