import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { startMerchantTestKit, type MerchantTestKit } from './testKit';

describe.each(backends())('merchant actions on $name', (backend) => {
  let kit: MerchantTestKit;
  beforeAll(async () => {
    kit = await startMerchantTestKit(await backend.freshDatabase());
  });
  afterAll(() => kit?.api.close());

  const act = (retailerId: number, action: string, body: object = {}, token = kit.tokens.admin) =>
    kit.call(token, 'POST', `/retailers/${retailerId}/${action}`, body);
  const statusOf = async (retailerId: number) =>
    (
      (await kit.rows<{ account_status: string }>(
        'SELECT account_status FROM retailers WHERE retailer_id = $1',
        [retailerId],
      )) as [{ account_status: string }]
    )[0].account_status;
  const messageOf = (response: { json(): unknown }) =>
    (response.json() as { error: { message: string } }).error.message;
  /** A merchant no earlier test has changed, put into the status the test needs. */
  const used = new Set<number>([1, 2, 4, 5, 13, 16, 25, 28]);
  async function merchantIn(status: string) {
    const found = await kit.rows<{ retailer_id: number }>(
      'SELECT retailer_id FROM retailers ORDER BY retailer_id',
    );
    const free = found.find((row) => !used.has(row.retailer_id));
    if (!free) throw new Error('no unused merchant');
    used.add(free.retailer_id);
    await kit.rows('UPDATE retailers SET account_status = $2 WHERE retailer_id = $1', [
      free.retailer_id,
      status,
    ]);
    return free.retailer_id;
  }

  describe('provisional approval', () => {
    it('is refused under a regulated policy without a valid CCL number, with the message', async () => {
      for (const id of [1, 13]) {
        const response = await act(id, 'provisionally-approve');
        expect(response.statusCode).toBe(400);
        expect(messageOf(response)).toBe(
          'As merchant is on a regulated decision policy, a valid CCL number must be provided.',
        );
        expect(await statusOf(id)).toBe('application');
      }
    });

    it('approves once a valid CCL number is entered, and audits it', async () => {
      expect(
        (await kit.call(kit.tokens.admin, 'PATCH', '/retailers/13', { vat_number: 'CCL123456' }))
          .statusCode,
      ).toBe(200);
      const response = await act(13, 'provisionally-approve');
      expect(response.statusCode).toBe(200);
      expect(response.json().account_status).toBe('provisional');
      expect(response.json()._links.provisionally_approve).toBeUndefined();
      const [audit] = await kit.audits(13, 'provisionally_approve');
      expect(audit!.detail).toEqual({ from: 'application', to: 'provisional' });
    });

    it('approves under an unregulated policy without a CCL number', async () => {
      expect((await act(25, 'provisionally-approve')).json().account_status).toBe('provisional');
    });

    it('answers 409 from a status it does not start from', async () => {
      const live = await merchantIn('live');
      const response = await act(live, 'provisionally-approve');
      expect(response.statusCode).toBe(409);
      expect(await statusOf(live)).toBe('live');
    });
  });

  describe('accept', () => {
    it('sets live a provisional merchant that signed, with a lender approval', async () => {
      const response = await act(16, 'accept');
      expect(response.statusCode).toBe(200);
      expect(response.json().account_status).toBe('live');
      expect((await kit.audits(16, 'accept')).length).toBe(1);
    });

    it('waits for the merchant to sign', async () => {
      const response = await act(4, 'accept');
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(
        'The merchant must sign their agreement in order to proceed.',
      );
      expect(await statusOf(4)).toBe('provisional');
    });
  });

  describe('reject', () => {
    it('rejects an application, and nothing moves a rejected merchant again', async () => {
      const id = await merchantIn('pending');
      expect((await act(id, 'reject')).json().account_status).toBe('rejected');
      for (const [action, body] of [
        ['accept', {}],
        ['provisionally-approve', {}],
        ['reject', {}],
        ['suspend', { type: '' }],
        ['assign-account-manager', { user_id: 1 }],
      ] as const) {
        const again = await act(id, action, body);
        expect(again.statusCode, action).toBe(409);
      }
      expect(await statusOf(id)).toBe('rejected');
    });
  });

  describe('suspend', () => {
    it('suspends generally, for trading or for settlement', async () => {
      const id = await merchantIn('live');
      expect((await act(id, 'suspend', {})).json().account_status).toBe('suspended');
      expect((await act(id, 'suspend', { type: 'trading' })).json().account_status).toBe(
        'suspended-trading',
      );
      expect((await act(id, 'suspend', { type: 'settlement' })).json().account_status).toBe(
        'suspended-settlement',
      );
      const again = await act(id, 'suspend', { type: 'settlement' });
      expect(again.statusCode).toBe(409);
      expect((await kit.audits(id, 'suspend'))[0]!.detail).toEqual({
        from: 'suspended-trading',
        to: 'suspended-settlement',
        type: 'settlement',
      });
    });

    it('refuses an unknown suspension type, naming it', async () => {
      const id = await merchantIn('live');
      const response = await act(id, 'suspend', { type: 'holiday' });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('type');
      expect(await statusOf(id)).toBe('live');
    });
  });

  describe('submit to lender', () => {
    it('submits to a lender not yet submitted to; the application becomes pending', async () => {
      const [lender] = (await kit.rows<{ lender_id: number }>(
        `SELECT lender_id FROM retailer_lenders WHERE retailer_id = 1 AND lender_status IS NULL ORDER BY lender_id LIMIT 1`,
      )) as [{ lender_id: number }];
      const response = await act(1, 'submit-to-lender', { lender_id: lender.lender_id });
      expect(response.statusCode).toBe(200);
      const merchant = response.json();
      expect(merchant.account_status).toBe('pending');
      expect(
        merchant.lender_statuses.find(
          (entry: { lender_id: number }) => entry.lender_id === lender.lender_id,
        ).status,
      ).toBe('PENDING');
      // The list's lender status filter follows at once (the keys kept by migration 0020's triggers).
      const listed = async (status: string) =>
        (
          await kit.call(
            kit.tokens.admin,
            'GET',
            `/retailers?lender_status[]=${encodeURIComponent(status)}`,
          )
        )
          .json()
          ._embedded.items.map((item: { retailer_id: number }) => item.retailer_id);
      expect(await listed('PENDING')).toContain(1);
      const stillNotSet = merchant.lender_statuses.some(
        (entry: { status: string | null }) => entry.status === null,
      );
      expect((await listed('null')).includes(1)).toBe(stillNotSet);
      const again = await act(1, 'submit-to-lender', { lender_id: lender.lender_id });
      expect(again.statusCode).toBe(409);
      expect(await statusOf(1)).toBe('pending');
    });

    it('refuses a lender the merchant does not deal with', async () => {
      const [stranger] = (await kit.rows<{ lender_id: number }>(
        `SELECT lender_id FROM lenders WHERE lender_id NOT IN (SELECT lender_id FROM retailer_lenders WHERE retailer_id = 1)
          LIMIT 1`,
      )) as [{ lender_id: number }];
      const response = await act(1, 'submit-to-lender', { lender_id: stranger.lender_id });
      expect(response.statusCode).toBe(409);
    });
  });

  describe('assignments', () => {
    it('assigns a product package, a decision policy (lenders) and an account manager', async () => {
      const [dealt] = (await kit.rows<{ retailer_id: number }>(
        `SELECT retailer_id FROM retailer_lenders WHERE lender_id = 2 AND retailer_id NOT IN (1, 4, 13, 16)
          ORDER BY retailer_id LIMIT 1`,
      )) as [{ retailer_id: number }];
      const pack = await act(dealt.retailer_id, 'assign-product-package', {
        product_package_id: 3,
      });
      expect(pack.json().product_package.product_package_id).toBe(3);
      const policy = await act(
        dealt.retailer_id,
        'assign-decision-policy',
        { decision_policy_id: 5 },
        kit.tokens.lender,
      );
      expect(policy.statusCode).toBe(200);
      expect(policy.json().decision_policy).toMatchObject({
        decision_policy_id: 5,
        is_regulated: true,
      });
      const managers = (
        await kit.call(kit.tokens.admin, 'GET', '/account-managers?perPage=100')
      ).json().items as {
        user_id: number;
        name: string;
      }[];
      expect(managers.length).toBeGreaterThan(1);
      const manager = managers[1]!;
      const assigned = await act(dealt.retailer_id, 'assign-account-manager', {
        user_id: manager.user_id,
      });
      expect(assigned.json().account_details.account_manager).toEqual(manager);
      for (const action of [
        'assign_product_package',
        'assign_decision_policy',
        'assign_account_manager',
      ]) {
        expect((await kit.audits(dealt.retailer_id, action)).length, action).toBe(1);
      }
    });

    it('refuses unknown packages, policies and users, and a merchant user as account manager', async () => {
      const id = await merchantIn('live');
      expect(
        (await act(id, 'assign-product-package', { product_package_id: 999 })).statusCode,
      ).toBe(404);
      const [merchantUser] = (await kit.rows<{ user_id: number }>(
        `SELECT u.user_id FROM users u JOIN organisations o USING (organisation_id)
          WHERE o.organisation_type = 'retailer' LIMIT 1`,
      )) as [{ user_id: number }];
      expect(
        (await act(id, 'assign-account-manager', { user_id: merchantUser.user_id })).statusCode,
      ).toBe(404);
      const managers = (
        await kit.call(kit.tokens.admin, 'GET', '/account-managers?perPage=1000')
      ).json().items as {
        user_id: number;
      }[];
      expect(managers.map((manager) => manager.user_id)).not.toContain(merchantUser.user_id);
    });

    it('keeps product packages and account managers to staff, decision policies to lenders', async () => {
      const id = await merchantIn('live');
      expect((await act(id, 'assign-decision-policy', { decision_policy_id: 1 })).statusCode).toBe(
        403,
      );
      const [dealt] = (await kit.rows<{ retailer_id: number }>(
        `SELECT retailer_id FROM retailer_lenders WHERE lender_id = 2 ORDER BY retailer_id DESC LIMIT 1`,
      )) as [{ retailer_id: number }];
      expect(
        (
          await act(
            dealt.retailer_id,
            'assign-product-package',
            { product_package_id: 1 },
            kit.tokens.lender,
          )
        ).statusCode,
      ).toBe(403);
      expect((await kit.call(kit.tokens.lender, 'GET', '/account-managers')).statusCode).toBe(403);
    });
  });

  describe('permissions', () => {
    it('refuses every status action to the viewer and the lender, changing nothing', async () => {
      const id = await merchantIn('application');
      const [dealt] = (await kit.rows<{ retailer_id: number }>(
        `SELECT r.retailer_id FROM retailers r JOIN retailer_lenders rl USING (retailer_id)
          WHERE rl.lender_id = 2 AND r.account_status IN ('application', 'pending', 'provisional')
          ORDER BY 1 DESC LIMIT 1`,
      )) as [{ retailer_id: number }];
      for (const [token, target] of [
        [kit.tokens.viewer, id],
        [kit.tokens.lender, dealt.retailer_id],
      ] as const) {
        const before = await statusOf(target);
        for (const action of ['accept', 'provisionally-approve', 'reject']) {
          expect((await act(target, action, {}, token)).statusCode, action).toBe(403);
        }
        expect(await statusOf(target)).toBe(before);
      }
    });

    it("refuses a lender whose group holds the staff permissions: they are the service user type's", async () => {
      await kit.rows(
        `INSERT INTO group_permissions (group_id, category_id, rule_id)
         SELECT u.group_id, p.category_id, p.rule_id FROM users u,
                (VALUES (201, 10), (201, 12), (201, 15), (201, 16)) AS p(category_id, rule_id)
          WHERE u.username = 'lender' ON CONFLICT DO NOTHING`,
      );
      try {
        const token = (await kit.api.signIn('lender')).access_token;
        const [dealt] = (await kit.rows<{ retailer_id: number }>(
          `SELECT r.retailer_id FROM retailers r JOIN retailer_lenders rl USING (retailer_id)
            WHERE rl.lender_id = 2 AND r.account_status = 'live' ORDER BY 1 LIMIT 1`,
        )) as [{ retailer_id: number }];
        const id = dealt.retailer_id;
        const refusals = [
          await kit.call(token, 'PATCH', `/retailers/${id}`, { name: 'Taken over' }),
          await kit.call(token, 'PATCH', `/retailers/${id}/settings`, { enabled: true }),
          await kit.call(token, 'POST', `/retailers/${id}/contacts`, {
            contact_type: 'support',
            title: 'Mr',
            first_name: 'A',
            last_name: 'B',
            email: 'a.b@example.com',
          }),
          await act(id, 'suspend', {}, token),
          await kit.call(token, 'GET', `/retailers/${id}/users`),
        ];
        expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
        expect(messageOf(refusals[0]!)).toBe('Only the service user type may do this.');
        expect(await statusOf(id)).toBe('live');
      } finally {
        await kit.rows(
          `DELETE FROM group_permissions WHERE category_id = 201 AND rule_id IN (10, 12, 15, 16)
              AND group_id = (SELECT group_id FROM users WHERE username = 'lender')`,
        );
      }
    });

    it('answers 404 for a merchant that does not exist', async () => {
      expect((await act(99_999, 'reject')).statusCode).toBe(404);
    });
  });
});
