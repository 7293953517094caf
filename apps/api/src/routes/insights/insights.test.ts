import { insightPeriod } from '@backoffice/domain/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

interface Period {
  period_days: number;
  first_day: string;
  last_day: string;
}

type CountRow = Record<string, string | number | null>;

const byKey = (rows: CountRow[]) =>
  [...rows].map((row) => JSON.stringify(row)).sort((a, b) => a.localeCompare(b));

describe.each(backends())('insights on $name', (backend) => {
  let api: TestApi;
  let admin: string;
  let lender: string;
  let viewer: string;
  const period = insightPeriod(new Date(), 90);

  const get = (token: string, url: string) =>
    api.request({ method: 'GET', url: `/api/insights${url}`, headers: bearer(token) });
  const figures = async (token: string, url: string) => {
    const response = await get(token, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { period: Period; items: CountRow[]; declined_applications?: number };
  };
  const direct = (sql: string, params: unknown[]) => api.server.db.query<CountRow>(sql, params);

  // The same figures counted straight from the applications and decision logs.
  const directByLoanType = (lenderId: number | null) =>
    direct(
      `SELECT to_char((time_submitted AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, loan_type,
              count(*)::int AS applications
         FROM credit_applications
        WHERE (time_submitted AT TIME ZONE 'UTC')::date BETWEEN $1::date AND $2::date
          AND ($3::int IS NULL OR lender_id = $3)
        GROUP BY 1, 2`,
      [period.first_day, period.last_day, lenderId],
    );
  const directOutcomes = (lenderId: number | null) =>
    direct(
      `SELECT to_char((time_submitted AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
              current_status AS status, count(*)::int AS applications
         FROM credit_applications
        WHERE (time_submitted AT TIME ZONE 'UTC')::date BETWEEN $1::date AND $2::date
          AND ($3::int IS NULL OR lender_id = $3)
        GROUP BY 1, 2`,
      [period.first_day, period.last_day, lenderId],
    );
  const directVersions = (policyId: number) =>
    direct(
      `SELECT policy_version AS version, status, count(*)::int AS applications
         FROM decision_logs
        WHERE is_current AND credit_policy_id = $1
          AND (logged_at AT TIME ZONE 'UTC')::date BETWEEN $2::date AND $3::date
        GROUP BY 1, 2`,
      [policyId, period.first_day, period.last_day],
    );
  const directReasons = (policyId: number) =>
    direct(
      `SELECT fired ->> 'module_name' AS module_name, fired ->> 'rule_name' AS rule_name,
              count(*)::int AS declines
         FROM decision_logs l CROSS JOIN LATERAL jsonb_array_elements(l.rules) AS fired
        WHERE l.is_current AND l.credit_policy_id = $1 AND l.status = 'DECLINE'
          AND fired ->> 'outcome' = 'DECLINE'
          AND (l.logged_at AT TIME ZONE 'UTC')::date BETWEEN $2::date AND $3::date
        GROUP BY 1, 2`,
      [policyId, period.first_day, period.last_day],
    );
  const policyOfLender = async (lenderId: number) => {
    const [policy] = await api.server.db.query<{ credit_policy_id: number }>(
      `SELECT p.credit_policy_id FROM credit_policies p
        WHERE p.lender_id = $1
          AND EXISTS (SELECT 1 FROM decision_logs l
                       WHERE l.credit_policy_id = p.credit_policy_id AND l.status = 'DECLINE')
        ORDER BY p.credit_policy_id LIMIT 1`,
      [lenderId],
    );
    return policy!.credit_policy_id;
  };

  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    admin = (await api.signIn('admin')).access_token;
    lender = (await api.signIn('lender')).access_token;
    viewer = (await api.signIn('viewer')).access_token;
  });
  afterAll(() => api?.close());

  describe('the rollup against a direct count of the seeded data', () => {
    it('gives every lender’s applications per day by loan type to the provider’s staff', async () => {
      const body = await figures(admin, '/applications-by-loan-type?period_days=90');
      expect(body.period).toEqual(period);
      expect(body.items.length).toBeGreaterThan(0);
      expect(byKey(body.items)).toEqual(byKey(await directByLoanType(null)));
    });

    it('gives each day’s current outcomes', async () => {
      const body = await figures(admin, '/outcomes?period_days=90');
      expect(byKey(body.items)).toEqual(byKey(await directOutcomes(null)));
    });

    it('gives a policy’s outcomes by version and the rules that declined', async () => {
      const policyId = await policyOfLender(2);
      const versions = await figures(
        admin,
        `/credit-policies/${policyId}/outcomes-by-version?period_days=90`,
      );
      expect(byKey(versions.items)).toEqual(byKey(await directVersions(policyId)));
      const reasons = await figures(
        admin,
        `/credit-policies/${policyId}/decline-reasons?period_days=90`,
      );
      expect(reasons.items.length).toBeGreaterThan(0);
      expect(byKey(reasons.items)).toEqual(byKey(await directReasons(policyId)));
      const declined = (await directVersions(policyId))
        .filter((row) => row.status === 'DECLINE')
        .reduce((sum, row) => sum + Number(row.applications), 0);
      expect(reasons.declined_applications).toBe(declined);
    });

    it('keeps the figures as statuses change, decisions are re-made and applications go', async () => {
      const policyId = await policyOfLender(2);
      const [application] = await api.server.db.query<{ id: number }>(
        `SELECT credit_application_id AS id FROM credit_applications a
          WHERE (time_submitted AT TIME ZONE 'UTC')::date >= $1::date
            AND EXISTS (SELECT 1 FROM decision_logs l WHERE l.credit_application_id = a.credit_application_id
                          AND l.is_current AND l.credit_policy_id = $2)
          ORDER BY credit_application_id LIMIT 1`,
        [period.first_day, policyId],
      );
      await api.server.db.query(
        `UPDATE credit_applications SET current_status = 'DECLINE', loan_type = 'BL'
          WHERE credit_application_id = $1`,
        [application!.id],
      );
      await api.server.db.query(
        `UPDATE decision_logs SET is_current = false WHERE credit_application_id = $1 AND is_current`,
        [application!.id],
      );
      await api.server.db.query(
        `INSERT INTO decision_logs (credit_application_id, is_current, status, time_taken_ms, logged_at,
                                    rules, credit_policy_id, policy_version)
         VALUES ($1, true, 'DECLINE', 5, now(), $2, $3, 7)`,
        [
          application!.id,
          JSON.stringify([
            { module_name: 'Affordability', rule_name: 'Income too low', outcome: 'DECLINE' },
          ]),
          policyId,
        ],
      );
      expect(byKey((await figures(admin, '/outcomes?period_days=90')).items)).toEqual(
        byKey(await directOutcomes(null)),
      );
      expect(
        byKey((await figures(admin, '/applications-by-loan-type?period_days=90')).items),
      ).toEqual(byKey(await directByLoanType(null)));
      const reasons = await figures(
        admin,
        `/credit-policies/${policyId}/decline-reasons?period_days=7`,
      );
      expect(reasons.items).toContainEqual({
        module_name: 'Affordability',
        rule_name: 'Income too low',
        declines: 1,
      });
      expect(
        byKey(
          (await figures(admin, `/credit-policies/${policyId}/outcomes-by-version?period_days=90`))
            .items,
        ),
      ).toEqual(byKey(await directVersions(policyId)));

      await api.server.db.query(
        'DELETE FROM credit_applications WHERE credit_application_id = $1',
        [application!.id],
      );
      expect(byKey((await figures(admin, '/outcomes?period_days=90')).items)).toEqual(
        byKey(await directOutcomes(null)),
      );
      expect(
        byKey(
          (await figures(admin, `/credit-policies/${policyId}/outcomes-by-version?period_days=90`))
            .items,
        ),
      ).toEqual(byKey(await directVersions(policyId)));
    });
  });

  describe('a lender’s user', () => {
    it('sees only its own lender’s figures', async () => {
      const own = await figures(lender, '/applications-by-loan-type?period_days=90');
      expect(byKey(own.items)).toEqual(byKey(await directByLoanType(2)));
      const all = await figures(admin, '/applications-by-loan-type?period_days=90');
      const total = (rows: CountRow[]) =>
        rows.reduce((sum, row) => sum + Number(row.applications), 0);
      expect(total(own.items)).toBeLessThan(total(all.items));
      expect(byKey((await figures(lender, '/outcomes?period_days=90')).items)).toEqual(
        byKey(await directOutcomes(2)),
      );
    });

    it('lists only its own lender’s policies and cannot read another lender’s', async () => {
      const response = await get(lender, '/credit-policies');
      expect(response.statusCode).toBe(200);
      const names = new Set(
        (response.json() as { items: { lender_name: string }[] }).items.map((p) => p.lender_name),
      );
      const [own] = await api.server.db.query<{ name: string }>(
        'SELECT name FROM lenders WHERE lender_id = 2',
      );
      expect([...names]).toEqual([own!.name]);

      const [other] = await api.server.db.query<{ credit_policy_id: number }>(
        'SELECT credit_policy_id FROM credit_policies WHERE lender_id <> 2 ORDER BY 1 LIMIT 1',
      );
      const otherPolicy = other!.credit_policy_id;
      for (const figure of ['decline-reasons', 'outcomes-by-version']) {
        const refused = await get(
          lender,
          `/credit-policies/${otherPolicy}/${figure}?period_days=30`,
        );
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ error: { code: 'ERR_NOT_FOUND' } });
      }
    });
  });

  describe('refusals', () => {
    it('refuses a user without the insights permission', async () => {
      for (const url of [
        '/credit-policies',
        '/applications-by-loan-type?period_days=7',
        '/outcomes?period_days=7',
        '/credit-policies/1/decline-reasons?period_days=7',
        '/credit-policies/1/outcomes-by-version?period_days=7',
      ]) {
        expect((await get(viewer, url)).statusCode, url).toBe(403);
      }
    });

    it('refuses a period the picker does not offer, and an unknown policy, without a 500', async () => {
      for (const url of [
        '/outcomes?period_days=14',
        '/outcomes',
        '/applications-by-loan-type?period_days=seven',
        '/credit-policies/abc/decline-reasons?period_days=7',
      ]) {
        const response = await get(admin, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({
          error: { code: 'ERR_SCHEMA_VALIDATION_ERROR' },
        });
      }
      expect(
        (await get(admin, '/credit-policies/999999/decline-reasons?period_days=7')).statusCode,
      ).toBe(404);
    });
  });
});
