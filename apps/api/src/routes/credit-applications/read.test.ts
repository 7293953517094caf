import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, withTamperedSignature, type TestApi } from '../../test/harness';

describe.each(backends())('reading credit applications on $name', (backend) => {
  let api: TestApi;
  let admin: string;
  let viewer: string;
  let lender: string;
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    admin = (await api.signIn('admin')).access_token;
    viewer = (await api.signIn('viewer')).access_token;
    lender = (await api.signIn('lender')).access_token;
  });
  afterAll(() => api?.close());

  const get = (token: string, url: string) =>
    api.request({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const one = async <Row extends object>(text: string, params: unknown[] = []) => {
    const [row] = await api.server.db.query<Row>(text, params);
    if (!row) throw new Error(`no row for ${text}`);
    return row;
  };
  const auditCount = async (id: number, action: string) =>
    (
      await one<{ n: number }>(
        'SELECT count(*)::int AS n FROM audit_log WHERE subject = $1 AND action = $2',
        [`credit_application:${id}`, `credit_application.${action}`],
      )
    ).n;

  describe('the list', () => {
    it('shows the default statuses, newest status date first, 25 a page, with links', async () => {
      const response = await get(admin, '/credit-applications');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/hal+json');
      const body = response.json();
      const items = body._embedded.items as {
        current_status: { status: string; timestamp: string };
        _links: Record<string, unknown>;
      }[];
      expect(items).toHaveLength(25);
      expect(body.meta).toMatchObject({ page: 1, perPage: 25, total_capped: false });
      const { n } = await one<{ n: number }>(
        `SELECT count(*)::int AS n FROM credit_applications WHERE NOT data_protection_hidden
            AND current_status IN ('ACCEPT','ACTION-CUSTOMER','ACTION-LENDER','COMPLETE','CANCEL',
              'DECLINE','FULFILLED','INSPECT','REFER','PREDECLINE','VERIFIED','PRE-APPROVE','AMENDED')`,
      );
      expect(body.meta.total).toBe(n);
      for (const item of items) expect(item.current_status.status).not.toBe('SUBMITTED');
      const dates = items.map((item) => item.current_status.timestamp);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(items[0]!._links.self).toBeDefined();
      expect(body._links.next.href).toContain('after=');
    });

    it('keeps the credit-sentry flag in step with the credit-sentry data', async () => {
      const { id } = await one<{ id: number }>(
        `SELECT a.credit_application_id::int AS id FROM credit_applications a
           JOIN credit_sentry cs USING (credit_application_id)
          WHERE cardinality(cs.flags) > 0 AND NOT a.data_protection_hidden
            AND a.current_status = 'ACCEPT' LIMIT 1`,
      );
      const flaggedIds = async (flagged: boolean) =>
        (
          await get(
            admin,
            `/credit-applications?credit_sentry_flagged=${flagged}&status[]=ACCEPT&perPage=100&date_from=2000-01-01`,
          )
        )
          .json()
          ._embedded.items.map(
            (item: { credit_application_id: number }) => item.credit_application_id,
          );
      expect(await flaggedIds(true)).toContain(id);
      await api.server.db.query(
        "UPDATE credit_sentry SET flags = '{}' WHERE credit_application_id = $1",
        [id],
      );
      expect(await flaggedIds(true)).not.toContain(id);
      expect(await flaggedIds(false)).toContain(id);
      await api.server.db.query(
        "UPDATE credit_sentry SET flags = '{SANCTIONS}' WHERE credit_application_id = $1",
        [id],
      );
      expect(await flaggedIds(true)).toContain(id);
      await api.server.db.query('DELETE FROM credit_sentry WHERE credit_application_id = $1', [id]);
      expect(await flaggedIds(false)).toContain(id);
    });

    it('follows the keyset cursor forward and back to the same rows', async () => {
      const first = (await get(admin, '/credit-applications?perPage=10')).json();
      const second = (await get(admin, first._links.next.href)).json();
      const page2 = (await get(admin, '/credit-applications?perPage=10&page=2')).json();
      const ids = (body: { _embedded: { items: { credit_application_id: number }[] } }) =>
        body._embedded.items.map((item) => item.credit_application_id);
      expect(ids(second)).toEqual(ids(page2));
      const back = (await get(admin, second._links.prev.href)).json();
      expect(ids(back)).toEqual(ids(first));
    });

    it('filters by status, date range, historic, credit sentry flags and merchant name', async () => {
      const declined = (
        await get(admin, '/credit-applications?status[]=DECLINE&perPage=100')
      ).json();
      expect(declined._embedded.items.length).toBeGreaterThan(0);
      for (const item of declined._embedded.items)
        expect(item.current_status.status).toBe('DECLINE');

      const dated = await one<{ day: string }>(
        `SELECT to_char(status_timestamp, 'YYYY-MM-DD') AS day FROM credit_applications
          WHERE current_status = 'ACCEPT' AND NOT data_protection_hidden LIMIT 1`,
      );
      const onDay = (
        await get(
          admin,
          `/credit-applications?status[]=ACCEPT&date_from=${dated.day}&date_to=${dated.day}`,
        )
      ).json();
      expect(onDay._embedded.items.length).toBeGreaterThan(0);
      for (const item of onDay._embedded.items) {
        expect(item.current_status.timestamp.slice(0, 10)).toBe(dated.day);
      }

      const historic = (
        await get(admin, '/credit-applications?historic=true&status[]=' + 'UNKNOWN')
      ).json();
      const hidden = await one<{ id: number; status: string }>(
        `SELECT credit_application_id::int AS id, current_status AS status
           FROM credit_applications WHERE data_protection_hidden LIMIT 1`,
      );
      const historicAll = (
        await get(admin, `/credit-applications?historic=true&status[]=${hidden.status}`)
      ).json();
      expect(historic.meta.total).toBeGreaterThanOrEqual(0);
      expect(
        historicAll._embedded.items.map(
          (item: { credit_application_id: number }) => item.credit_application_id,
        ),
      ).toContain(hidden.id);
      expect(historicAll._embedded.items[0].consumer_name).toBeNull();

      const flagged = (
        await get(admin, '/credit-applications?credit_sentry_flagged=true&perPage=100')
      ).json();
      for (const item of flagged._embedded.items) expect(item.credit_sentry_flagged).toBe(true);
      const unflagged = (
        await get(admin, '/credit-applications?credit_sentry_flagged=false&perPage=100')
      ).json();
      for (const item of unflagged._embedded.items) expect(item.credit_sentry_flagged).toBe(false);

      const merchant = await one<{ name: string }>(
        `SELECT r.name FROM credit_applications a JOIN retailers r USING (retailer_id)
          WHERE a.current_status = 'ACCEPT' AND NOT a.data_protection_hidden LIMIT 1`,
      );
      const part = merchant.name.slice(1, 6).toLowerCase();
      const byName = (
        await get(
          admin,
          `/credit-applications?retailer_name=${encodeURIComponent(part)}&perPage=100`,
        )
      ).json();
      expect(byName._embedded.items.length).toBeGreaterThan(0);
      for (const item of byName._embedded.items) {
        expect(item.retailer_name.toLowerCase()).toContain(part);
      }
    });

    it('sorts by the indexed columns and adds the optional fields asked for', async () => {
      const ascending = (
        await get(
          admin,
          '/credit-applications?order[]=credit_application_id&fields[]=status_logs&fields[]=lender',
        )
      ).json();
      const ids = ascending._embedded.items.map(
        (item: { credit_application_id: number }) => item.credit_application_id,
      );
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      expect(ascending._embedded.items[0].status_logs.length).toBeGreaterThan(0);
      expect(ascending._embedded.items[0].lender).toHaveProperty('display_name');
      expect(ascending._embedded.items[0]).not.toHaveProperty('product_code');
      expect(ascending._links.next.href).toContain('page=2');
    });

    it('refuses unknown sort keys, fields and pages over 100 rows, naming the property', async () => {
      for (const [query, property] of [
        ['order[]=advance', 'order[]'],
        ['fields[]=secret', 'fields[]'],
        ['perPage=101', 'perPage'],
        ['status[]=HELD', 'status[]'],
        ['after=bm90LWEtY3Vyc29y', 'after'],
      ] as const) {
        const response = await get(admin, `/credit-applications?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.code).toBe('ERR_SCHEMA_VALIDATION_ERROR');
        expect(JSON.stringify(response.json().error.properties)).toContain(
          property.replace('[]', ''),
        );
      }
    });

    it("filters by the merchant's decision policy and product package", async () => {
      const merchant = await one<{ retailer_id: number; policy: number; package: number }>(
        `SELECT r.retailer_id, r.decision_policy_id AS policy, r.product_package_id AS package
           FROM retailers r
          WHERE r.decision_policy_id IS NOT NULL AND r.product_package_id IS NOT NULL
            AND EXISTS (SELECT 1 FROM credit_applications a WHERE a.retailer_id = r.retailer_id)
          LIMIT 1`,
      );
      for (const query of [
        `decision_policy_id[]=${merchant.policy}`,
        `product_package_id[]=${merchant.package}`,
      ]) {
        const body = (await get(admin, `/credit-applications?${query}&perPage=100`)).json();
        const retailers = await api.server.db.query<{ retailer_id: number }>(
          `SELECT retailer_id FROM retailers WHERE ${query.startsWith('decision') ? 'decision_policy_id' : 'product_package_id'} = $1`,
          [query.startsWith('decision') ? merchant.policy : merchant.package],
        );
        const allowed = new Set(retailers.map((row) => row.retailer_id));
        for (const item of body._embedded.items) expect(allowed.has(item.retailer_id)).toBe(true);
      }
    });

    it("shows a lender only its own lender's applications", async () => {
      const body = (await get(lender, '/credit-applications?perPage=100&fields[]=lender')).json();
      expect(body._embedded.items.length).toBeGreaterThan(0);
      for (const item of body._embedded.items) expect(item.lender.lender_id).toBe(2);
    });

    it('hides consumer names from users without permission 100:10', async () => {
      await api.server.db.query(
        `DELETE FROM group_permissions WHERE category_id = 100 AND rule_id = 10
           AND group_id = (SELECT group_id FROM users WHERE username = 'viewer')`,
      );
      try {
        const body = (await get(viewer, '/credit-applications')).json();
        for (const item of body._embedded.items) expect(item.consumer_name).toBeNull();
      } finally {
        await api.server.db.query(
          `INSERT INTO group_permissions (group_id, category_id, rule_id)
           SELECT group_id, 100, 10 FROM users WHERE username = 'viewer'`,
        );
      }
    });
  });

  describe('the detail', () => {
    it('answers the application as hal+json with everything the tabs show, and audits the consumer view', async () => {
      const { id } = await one<{ id: number }>(
        `SELECT a.credit_application_id::int AS id FROM credit_applications a
          WHERE a.current_status = 'REFER' AND NOT a.data_protection_hidden
            AND EXISTS (SELECT 1 FROM decision_logs d WHERE d.credit_application_id = a.credit_application_id)
          ORDER BY 1 LIMIT 1`,
      );
      const before = await auditCount(id, 'consumer_viewed');
      const response = await get(admin, `/credit-applications/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/hal+json');
      const body = response.json();
      expect(body.consumer.addresses.length).toBeGreaterThan(0);
      expect(body.finance.goods.length).toBeGreaterThan(0);
      expect(body.status_logs.at(-1).status).toBe('SUBMITTED');
      expect(body.current_decision_log_id).toEqual(expect.any(Number));
      expect(Object.keys(body._links).sort()).toEqual(
        [
          'add_note',
          'cancel',
          'edit_consumer',
          'force_id_check',
          'inspect',
          'rescore',
          'self',
          'underwrite',
        ].sort(),
      );
      expect(body._links.underwrite).toEqual({
        href: `/credit-applications/${id}/actions/underwrite`,
        method: 'PATCH',
        title: 'Underwrite',
      });
      expect(await auditCount(id, 'consumer_viewed')).toBe(before + 1);
    });

    it('offers a read-only viewer no actions', async () => {
      const { id } = await one<{ id: number }>(
        `SELECT credit_application_id::int AS id FROM credit_applications
          WHERE current_status = 'REFER' AND NOT data_protection_hidden LIMIT 1`,
      );
      const body = (await get(viewer, `/credit-applications/${id}`)).json();
      expect(Object.keys(body._links)).toEqual(['self']);
      expect(body.consumer).not.toBeNull();
    });

    it('offers the agreement for accepted applications and no notes for declined ones', async () => {
      const accepted = await one<{ id: number }>(
        `SELECT credit_application_id::int AS id FROM credit_applications
          WHERE current_status = 'ACCEPT' AND NOT data_protection_hidden LIMIT 1`,
      );
      expect(
        (await get(admin, `/credit-applications/${accepted.id}`)).json()._links.agreement,
      ).toBeDefined();
      const declined = await one<{ id: number }>(
        `SELECT credit_application_id::int AS id FROM credit_applications WHERE current_status = 'DECLINE' LIMIT 1`,
      );
      const links = (await get(admin, `/credit-applications/${declined.id}`)).json()._links;
      expect(links.add_note).toBeUndefined();
      expect(links.underwrite).toBeDefined();
    });

    it('hides the consumer of a data-protected application and does not audit a view', async () => {
      const { id } = await one<{ id: number }>(
        `SELECT credit_application_id::int AS id FROM credit_applications WHERE data_protection_hidden LIMIT 1`,
      );
      const body = (await get(admin, `/credit-applications/${id}`)).json();
      expect(body.consumer).toBeNull();
      expect(body.data_protection_hidden).toBe(true);
      expect(body._links.edit_consumer).toBeUndefined();
      expect(await auditCount(id, 'consumer_viewed')).toBe(0);
    });

    it("answers 'Credit request not found' for a missing application and another lender's", async () => {
      const missing = await get(admin, '/credit-applications/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Credit request not found');
      const { id } = await one<{ id: number }>(
        `SELECT credit_application_id::int AS id FROM credit_applications WHERE lender_id <> 2 LIMIT 1`,
      );
      const foreign = await get(lender, `/credit-applications/${id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.message).toBe('Credit request not found');
    });
  });

  describe('decisions, fraud and ID images', () => {
    it('lists decision logs newest first and the decision with its credit files', async () => {
      // One with fraud data too: another test of this file deletes one application's.
      const { id } = await one<{ id: number }>(
        `SELECT credit_application_id::int AS id
           FROM credit_files JOIN credit_sentry USING (credit_application_id)
          ORDER BY 1 LIMIT 1`,
      );
      const logs = (await get(admin, `/credit-applications/${id}/decision-logs`)).json().items;
      expect(logs.length).toBeGreaterThan(0);
      expect(logs[0]).toMatchObject({ credit_policy_id: expect.any(Number), policy_version: 1 });
      const decisions = (await get(admin, `/credit-applications/${id}/decisions`)).json().items;
      expect(decisions).toHaveLength(1);
      expect(decisions[0].credit_files[0].search_id).toMatch(/^S/);
      expect(decisions[0].current_decision_log_id).toBe(
        logs.find(
          (log: { decision_log_id: number }) =>
            log.decision_log_id === decisions[0].current_decision_log_id,
        )?.decision_log_id,
      );
      // The viewer may not read credit files (100:11) nor fraud information (100:14).
      const viewed = (await get(viewer, `/credit-applications/${id}/decisions`)).json().items;
      expect(viewed[0].credit_files).toEqual([]);
      expect(
        (await get(viewer, `/credit-applications/${id}/decisions/${id}/fraud`)).statusCode,
      ).toBe(403);
      const fraud = await get(admin, `/credit-applications/${id}/decisions/${id}/fraud`);
      expect(fraud.statusCode).toBe(200);
      expect(fraud.json().status).toBe('Active');
      expect(fraud.json().sections.map((section: { title: string }) => section.title)).toEqual([
        'Decisioning',
        'Deposit',
      ]);
      const deposit = fraud.json().sections[1].items;
      expect(deposit[0]).toEqual({ display: 'Amount', value: expect.any(Number), unit: 'pence' });
      expect(
        (await get(admin, `/credit-applications/${id}/decisions/${id + 1}/fraud`)).statusCode,
      ).toBe(404);
    });

    it('gives each stored ID upload a signed download, to those who may see it only', async () => {
      // Of a lender other than the demo lender's (2).
      const { id } = await one<{ id: number }>(
        `SELECT a.credit_application_id::int AS id FROM credit_applications a
          WHERE NOT a.data_protection_hidden AND a.lender_id <> 2
            AND EXISTS (SELECT 1 FROM id_uploads iu WHERE iu.credit_application_id = a.credit_application_id)
          ORDER BY 1 LIMIT 1`,
      );
      const uploads = (await get(admin, `/credit-applications/${id}`)).json().credit_sentry
        .idUploads as { attempt: number; name: string; url: string | null }[];
      expect(uploads[0]).toMatchObject({ attempt: 1, name: 'passport-front.png' });
      const url = uploads[0]!.url!;
      expect(url).toMatch(
        new RegExp(`^/api/credit-applications/${id}/uploads/\\d+/file\\?expires=\\d+&signature=`),
      );
      // The signed address needs no session, like an attachment's.
      const file = await api.request({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toContain('passport-front.png');
      expect(file.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
      // Tampered or moved to another application, the address is refused.
      const tampered = withTamperedSignature(url);
      expect((await api.request({ method: 'GET', url: tampered })).statusCode).toBe(403);
      const moved = url.replace(`/credit-applications/${id}/`, `/credit-applications/${id + 1}/`);
      expect((await api.request({ method: 'GET', url: moved })).statusCode).toBe(403);
      // The viewer may not see ID data (100:14): no address is handed out.
      expect((await get(viewer, `/credit-applications/${id}`)).json().credit_sentry).toBeNull();
      // Another lender's user cannot open the application at all.
      expect((await get(lender, `/credit-applications/${id}`)).statusCode).toBe(404);
    });

    it('answers the fraud service Inactive for an application it did not score', async () => {
      const { id } = await one<{ id: number }>(
        `SELECT a.credit_application_id::int AS id FROM credit_applications a
          WHERE NOT a.data_protection_hidden
            AND EXISTS (SELECT 1 FROM decision_logs d WHERE d.credit_application_id = a.credit_application_id)
          ORDER BY 1 DESC LIMIT 1`,
      );
      await api.server.db.query('DELETE FROM credit_sentry WHERE credit_application_id = $1', [id]);
      const fraud = (await get(admin, `/credit-applications/${id}/decisions/${id}/fraud`)).json();
      expect(fraud.status).toBe('Inactive');
    });

    it("withholds the rules' personal values, credit files and fraud data by permission", async () => {
      const { id } = await one<{ id: number }>(
        `SELECT a.credit_application_id::int AS id FROM credit_applications a
          WHERE NOT a.data_protection_hidden
            AND EXISTS (SELECT 1 FROM credit_files f WHERE f.credit_application_id = a.credit_application_id)
            AND EXISTS (SELECT 1 FROM credit_sentry s WHERE s.credit_application_id = a.credit_application_id)
          ORDER BY 1 LIMIT 1`,
      );
      const valuesUsed = (logs: { rules: { values_used: Record<string, unknown> }[] }[]) =>
        Object.assign({}, ...logs.flatMap((log) => log.rules.map((rule) => rule.values_used)));
      const byAdmin = valuesUsed(
        (await get(admin, `/credit-applications/${id}/decision-logs`)).json().items,
      );
      expect(byAdmin['experian:credit_score']).toEqual(expect.any(Number));
      // The viewer may see the consumer (100:10) but neither credit files nor fraud checks.
      const byViewer = valuesUsed(
        (await get(viewer, `/credit-applications/${id}/decision-logs`)).json().items,
      );
      for (const [key, value] of Object.entries(byViewer)) {
        if (
          key.startsWith('experian:') ||
          key.startsWith('maxmind:') ||
          key.startsWith('tracesmart:')
        ) {
          expect(value, key).toBeNull();
        } else {
          expect(value, key).toEqual(byAdmin[key]);
        }
      }
      const viewerDecisions = (await get(viewer, `/credit-applications/${id}/decisions`)).json();
      expect(valuesUsed(viewerDecisions.items[0].decision_logs)).toEqual(byViewer);
      const detail = (await get(viewer, `/credit-applications/${id}`)).json();
      expect(detail.credit_sentry).toBeNull();
      expect((await get(admin, `/credit-applications/${id}`)).json().credit_sentry).not.toBeNull();
      expect(await auditCount(id, 'decisions_viewed')).toBeGreaterThan(0);
    });

    it('shows nothing personal of a data-protected application in its decisions, to anyone', async () => {
      const { id } = await one<{ id: number }>(
        `SELECT a.credit_application_id::int AS id FROM credit_applications a
          WHERE a.data_protection_hidden
            AND EXISTS (SELECT 1 FROM credit_files f WHERE f.credit_application_id = a.credit_application_id)
          ORDER BY 1 LIMIT 1`,
      );
      const decisions = (await get(admin, `/credit-applications/${id}/decisions`)).json().items[0];
      expect(decisions.credit_files).toEqual([]);
      for (const log of decisions.decision_logs) {
        for (const rule of log.rules) {
          for (const [key, value] of Object.entries(rule.values_used)) {
            if (!['application:advance', 'application:deposit_percent'].includes(key)) {
              expect(value, key).toBeNull();
            }
          }
        }
      }
      const fraud = await get(admin, `/credit-applications/${id}/decisions/${id}/fraud`);
      expect(fraud.statusCode).toBe(403);
      expect(fraud.json().error.message).toBe(
        'This data is inaccessible due to data protection regulations',
      );
      const detail = (await get(admin, `/credit-applications/${id}`)).json();
      expect(detail.credit_sentry).toBeNull();
      expect(detail.related_credit_application_summaries).toEqual([]);
    });

    it("never sends the deposit's payment secrets", async () => {
      const { id } = await one<{ id: number }>(
        `SELECT credit_application_id::int AS id FROM deposits WHERE security_key IS NOT NULL LIMIT 1`,
      );
      const information = (await get(admin, `/credit-applications/${id}`)).json().finance.deposit
        .information;
      expect(information).toMatchObject({
        vpstx_id: null,
        security_key: null,
        tx_auth_number: null,
      });
      expect(information.card_ending).not.toBeNull();
    });

    it('serves the ID images of seeded references and 404 for unknown ones', async () => {
      const { reference } = await one<{ reference: string }>(
        `SELECT ev.vendor_reference AS reference FROM id_verification_events ev
           JOIN credit_applications a USING (credit_application_id)
          WHERE ev.vendor_reference IS NOT NULL AND NOT a.data_protection_hidden LIMIT 1`,
      );
      const front = await get(admin, `/jumio/image/${reference}/front`);
      expect(front.statusCode).toBe(200);
      expect(front.headers['content-type']).toBe('image/png');
      expect(front.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const back = await get(admin, `/jumio/image/${reference}/back`);
      expect(back.rawPayload.equals(front.rawPayload)).toBe(false);
      expect((await get(admin, '/jumio/image/V-unknown/front')).statusCode).toBe(404);
      expect((await get(admin, `/jumio/image/${reference}/side`)).statusCode).toBe(400);
    });
  });
});
