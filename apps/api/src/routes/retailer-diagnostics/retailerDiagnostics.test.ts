import { productHealth, retailerInOrder, type RetailerDiagnosis } from '@backoffice/domain/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { healthShowcaseMerchants as showcase, ORANGE_PRODUCT } from '../../seed/retailerHealth';
import { startMerchantTestKit, type MerchantTestKit } from '../retailers/testKit';

type Diagnosis = RetailerDiagnosis & { RetailerName: string };

const products = (diagnosis: Diagnosis) =>
  diagnosis.RateCardProducts.DecisionPolicy.flatMap((rule) => rule.Products);
const colours = (diagnosis: Diagnosis) => products(diagnosis).map(productHealth);

describe.each(backends())('the retailer health checker on $name', (backend) => {
  let kit: MerchantTestKit;
  beforeAll(async () => {
    kit = await startMerchantTestKit(await backend.freshDatabase());
  });
  afterAll(() => kit?.api.close());

  const path = (retailerId: number, rest = '') =>
    `/backoffice/retailer-diagnostics/${retailerId}${rest}`;
  const diagnose = async (retailerId: number) => {
    const response = await kit.call(kit.tokens.admin, 'GET', path(retailerId));
    expect(response.statusCode).toBe(200);
    return response.json() as Diagnosis;
  };
  const errorOf = (response: { json(): unknown }) =>
    (response.json() as { error: { code: string; message: string; properties?: unknown[] } }).error;
  /** Everything a fix may write, to show that a refused one wrote nothing. */
  const snapshot = async (retailerId: number) =>
    JSON.stringify(
      await kit.rows(
        `SELECT (SELECT json_agg(p ORDER BY product_code) FROM retailer_product_permissions p WHERE retailer_id = $1) AS permissions,
                (SELECT json_agg(u ORDER BY retailer_user_id) FROM retailer_users u WHERE retailer_id = $1) AS users,
                (SELECT json_agg(json_build_object('g', g.group_name, 'p', p.category_id || ':' || p.rule_id) ORDER BY g.group_name, p.category_id, p.rule_id)
                   FROM retailers r JOIN user_groups g USING (organisation_id) LEFT JOIN group_permissions p USING (group_id)
                  WHERE r.retailer_id = $1) AS groups,
                (SELECT count(*) FROM audit_log WHERE subject = 'retailer:' || $1) AS audits`,
        [retailerId],
      ),
    );

  describe('getRetailerDiagnostics', () => {
    it('shows a merchant in order all green, with its name and its unused products unchecked', async () => {
      const diagnosis = await diagnose(showcase.green);
      const [merchant] = await kit.rows<{ name: string }>(
        'SELECT name FROM retailers WHERE retailer_id = $1',
        [showcase.green],
      );
      expect(diagnosis.RetailerName).toBe(merchant!.name);
      expect(diagnosis.RateCardProducts.DecisionPolicy.map((rule) => rule.Reference)).toEqual([
        'R1 Interest free',
        'R2 Interest bearing',
      ]);
      expect(new Set(colours(diagnosis))).toEqual(new Set(['green']));
      expect(diagnosis.RateCardProducts.Unused.length).toBeGreaterThan(0);
      expect(diagnosis.RateCardProducts.Unused.every((product) => !product.Permission)).toBe(true);
      expect(diagnosis.Users.length).toBeGreaterThan(0);
      expect(retailerInOrder(diagnosis)).toBe(true);
    });

    it('shows orange for a product on the rate card without its permission', async () => {
      const diagnosis = await diagnose(showcase.orange);
      const orange = products(diagnosis).filter((product) => productHealth(product) === 'orange');
      expect(orange.map((product) => product.Code)).toEqual([ORANGE_PRODUCT]);
    });

    it('shows red products, an enabled unused product, an admin and a group out of order', async () => {
      const diagnosis = await diagnose(showcase.red);
      expect(
        products(diagnosis)
          .filter((product) => productHealth(product) === 'red')
          .map((product) => product.Code),
      ).toEqual(['IS-29.9-60']);
      expect(diagnosis.RateCardProducts.Unused).toContainEqual({
        Code: 'ONIF12',
        Permission: true,
      });
      expect(diagnosis.Users).toEqual([
        expect.objectContaining({ RetailerBaseGroup: false, RetailerGroup: true }),
      ]);
      expect(diagnosis.BackofficeGroups).toEqual([
        { Name: 'Managers', Permission: true },
        { Name: 'Sales', Permission: false },
      ]);
    });

    it("shows 'No Data' for a rule's product without a code", async () => {
      expect(colours(await diagnose(showcase.noData))).toEqual(['green', 'no-data']);
    });

    it('answers 404 for a merchant that does not exist', async () => {
      const response = await kit.call(kit.tokens.admin, 'GET', path(999_999));
      expect(response.statusCode).toBe(404);
    });

    it('refuses the lender and the viewer, who lack Tools (200:10)', async () => {
      for (const token of [kit.tokens.lender, kit.tokens.viewer]) {
        const response = await kit.call(token, 'GET', path(showcase.green));
        expect(response.statusCode).toBe(403);
      }
    });
  });

  describe('the fixes', () => {
    const fixes = [
      { method: 'POST', rest: '/product-permissions', payload: { product_code: 'ISIF6' } },
      { method: 'DELETE', rest: '/product-permissions/ONIF12', payload: undefined },
      { method: 'POST', rest: '/base-groups', payload: { username: 'someone' } },
      { method: 'POST', rest: '/groups', payload: { name: 'Sales' } },
    ] as const;

    it('refuses the lender and the viewer every fix, writing nothing', async () => {
      const before = await snapshot(showcase.red);
      for (const token of [kit.tokens.lender, kit.tokens.viewer]) {
        for (const fix of fixes) {
          const response = await kit.call(
            token,
            fix.method,
            path(showcase.red, fix.rest),
            fix.payload,
          );
          expect(response.statusCode, `${fix.method} ${fix.rest}`).toBe(403);
        }
      }
      expect(await snapshot(showcase.red)).toBe(before);
    });

    it('Add permission turns the orange product green, audited', async () => {
      const response = await kit.call(
        kit.tokens.admin,
        'POST',
        path(showcase.orange, '/product-permissions'),
        {
          product_code: ORANGE_PRODUCT,
        },
      );
      expect(response.statusCode).toBe(200);
      const diagnosis = response.json() as Diagnosis;
      expect(new Set(colours(diagnosis))).toEqual(new Set(['green']));
      expect(await diagnose(showcase.orange)).toEqual(diagnosis);
      const [entry] = await kit.audits(showcase.orange, 'health_permission_added');
      expect(entry?.detail).toEqual({ product_code: ORANGE_PRODUCT });
    });

    it('Add permission answers 409 where it does not apply and 400 for a bad code, writing nothing', async () => {
      const before = await snapshot(showcase.red);
      const cases: [unknown, number, string][] = [
        [
          { product_code: 'IS-29.9-60' },
          409,
          "Product IS-29.9-60 is not on the merchant's rate card.",
        ],
        [{ product_code: 'IHIF10' }, 409, 'Product IHIF10 is already enabled for the merchant.'],
        [
          { product_code: 'ISIF24' },
          409,
          "Product ISIF24 is not supported by the merchant's decision policy.",
        ],
        [{ product_code: 'not a code!' }, 400, 'The request is not valid.'],
        [{}, 400, 'The request is not valid.'],
      ];
      for (const [payload, status, message] of cases) {
        const response = await kit.call(
          kit.tokens.admin,
          'POST',
          path(showcase.red, '/product-permissions'),
          payload as object,
        );
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(errorOf(response).message).toBe(message);
      }
      expect(await snapshot(showcase.red)).toBe(before);
    });

    it('Remove permission takes an unused enabled product away, audited; a used or missing one is refused', async () => {
      const used = await kit.call(
        kit.tokens.admin,
        'DELETE',
        path(showcase.red, '/product-permissions/IHIF10'),
      );
      expect(used.statusCode).toBe(409);
      const missing = await kit.call(
        kit.tokens.admin,
        'DELETE',
        path(showcase.red, '/product-permissions/ISIF24'),
      );
      expect(missing.statusCode).toBe(404);

      const response = await kit.call(
        kit.tokens.admin,
        'DELETE',
        path(showcase.red, '/product-permissions/ONIF12'),
      );
      expect(response.statusCode).toBe(200);
      const diagnosis = response.json() as Diagnosis;
      expect(diagnosis.RateCardProducts.Unused).toContainEqual({
        Code: 'ONIF12',
        Permission: false,
      });
      expect(await kit.audits(showcase.red, 'health_permission_removed')).toHaveLength(1);
    });

    it('Create Group restores the basic group with its permission, audited; again it is 409', async () => {
      const unknown = await kit.call(kit.tokens.admin, 'POST', path(showcase.red, '/groups'), {
        name: 'Cleaners',
      });
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).properties).toEqual([
        { property: 'name', message: 'This is not one of the retailer basic groups.' },
      ]);

      const response = await kit.call(kit.tokens.admin, 'POST', path(showcase.red, '/groups'), {
        name: 'Sales',
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as Diagnosis).BackofficeGroups).toEqual([
        { Name: 'Managers', Permission: true },
        { Name: 'Sales', Permission: true },
      ]);
      expect(await kit.audits(showcase.red, 'health_group_created')).toHaveLength(1);

      const again = await kit.call(kit.tokens.admin, 'POST', path(showcase.red, '/groups'), {
        name: 'Sales',
      });
      expect(again.statusCode).toBe(409);
    });

    it('Create Group gives a merchant without users an organisation and its groups', async () => {
      const [merchant] = await kit.rows<{ retailer_id: number }>(
        'SELECT retailer_id FROM retailers WHERE organisation_id IS NULL ORDER BY retailer_id LIMIT 1',
      );
      const before = await diagnose(merchant!.retailer_id);
      expect(before.Users).toEqual([]);
      expect(before.BackofficeGroups.every((group) => !group.Permission)).toBe(true);
      for (const name of ['Managers', 'Sales']) {
        const response = await kit.call(
          kit.tokens.admin,
          'POST',
          path(merchant!.retailer_id, '/groups'),
          { name },
        );
        expect(response.statusCode).toBe(200);
      }
      const after = await diagnose(merchant!.retailer_id);
      expect(after.BackofficeGroups.every((group) => group.Permission)).toBe(true);
    });

    it('Add base groups puts the admin back into both groups, audited; again it is 409', async () => {
      const [admin] = (await diagnose(showcase.red)).Users;
      const unknown = await kit.call(kit.tokens.admin, 'POST', path(showcase.red, '/base-groups'), {
        username: 'nobody-here',
      });
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).properties).toEqual([
        { property: 'username', message: 'No admin user of the merchant has this username.' },
      ]);
      const empty = await kit.call(kit.tokens.admin, 'POST', path(showcase.red, '/base-groups'), {
        username: '',
      });
      expect(empty.statusCode).toBe(400);

      const response = await kit.call(
        kit.tokens.admin,
        'POST',
        path(showcase.red, '/base-groups'),
        {
          username: admin!.Username,
        },
      );
      expect(response.statusCode).toBe(200);
      expect((response.json() as Diagnosis).Users).toEqual([
        { Username: admin!.Username, RetailerBaseGroup: true, RetailerGroup: true },
      ]);
      const [entry] = await kit.audits(showcase.red, 'health_base_groups_added');
      expect(entry?.detail).toEqual({ username: admin!.Username });

      const again = await kit.call(kit.tokens.admin, 'POST', path(showcase.red, '/base-groups'), {
        username: admin!.Username,
      });
      expect(again.statusCode).toBe(409);
    });

    it('Add base groups is refused while the admin group lacks its permission', async () => {
      const [merchant] = await kit.rows<{ retailer_id: number; organisation_id: number }>(
        `SELECT r.retailer_id, r.organisation_id FROM retailers r
          WHERE r.organisation_id IS NOT NULL AND r.retailer_id <> ALL($1::int[])
          ORDER BY r.retailer_id LIMIT 1`,
        [Object.values(showcase)],
      );
      await kit.rows(
        `UPDATE retailer_users SET base_group = NULL WHERE retailer_id = $1 AND is_admin`,
        [merchant!.retailer_id],
      );
      await kit.rows(
        `DELETE FROM group_permissions p USING user_groups g
          WHERE p.group_id = g.group_id AND g.organisation_id = $1 AND g.group_name = 'Managers'`,
        [merchant!.organisation_id],
      );
      const [admin] = (await diagnose(merchant!.retailer_id)).Users;
      const before = await snapshot(merchant!.retailer_id);
      const response = await kit.call(
        kit.tokens.admin,
        'POST',
        path(merchant!.retailer_id, '/base-groups'),
        {
          username: admin!.Username,
        },
      );
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(
        'Create the Managers group before adding base groups.',
      );
      expect(await snapshot(merchant!.retailer_id)).toBe(before);
    });
  });
});
