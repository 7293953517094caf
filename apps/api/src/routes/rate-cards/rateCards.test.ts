import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import {
  CURRENT_STANDARD_RATE_CARD_ID,
  ENDED_STANDARD_RATE_CARD_ID,
  RATE_CARD_MERCHANT_ID,
  UNUSED_RATE_CARD_ID,
} from '../../seed/merchants';
import { lenderScopes, startMerchantTestKit, type MerchantTestKit } from '../retailers/testKit';

const product = (code: string, overrides: object = {}) => ({
  product_code: code,
  product_name: `${code} product`,
  display_name: code,
  tier_set1_rate_lender: 9.9,
  tier_set2_rate_lender: 12.5,
  lender_min_fee: 125,
  lender_fixed_fee: 250,
  min_amount: 10_000,
  max_amount: 500_000,
  cut_off_point: 100_000,
  ...overrides,
});

describe.each(backends())('rate cards on $name', (backend) => {
  let kit: MerchantTestKit;
  beforeAll(async () => {
    kit = await startMerchantTestKit(await backend.freshDatabase());
  });
  afterAll(() => kit?.api.close());

  const properties = (response: { json(): unknown }) =>
    (
      (response.json() as { error: { properties?: { property: string }[] } }).error.properties ?? []
    ).map((problem) => problem.property);
  const snapshot = async () =>
    JSON.stringify(
      await kit.rows(
        `SELECT (SELECT json_agg(c ORDER BY rate_card_id) FROM rate_cards c) AS cards,
                (SELECT json_agg(p ORDER BY rate_card_product_id) FROM rate_card_products p) AS products`,
      ),
    );

  describe('permissions', () => {
    it.each([
      ['GET', '/rate-cards'],
      ['GET', '/rate-cards/1'],
      ['GET', '/rate-card-types/'],
      ['GET', '/rate-card-products/'],
      ['POST', '/rate-cards'],
      ['PUT', '/rate-cards/1'],
      ['DELETE', `/rate-cards/${UNUSED_RATE_CARD_ID}`],
    ] as const)('refuses %s %s to the lender and the viewer (403)', async (method, url) => {
      const payload =
        method === 'POST' || method === 'PUT'
          ? { name: 'X', rate_card_type_id: 1, products: [product('A')] }
          : undefined;
      const before = await snapshot();
      for (const token of [kit.tokens.lender, kit.tokens.viewer]) {
        expect((await kit.call(token, method, url, payload)).statusCode).toBe(403);
      }
      expect(await snapshot()).toBe(before);
    });
  });

  describe('listRateCards', () => {
    it('lists the cards without products, filtered by name, type and created date', async () => {
      const all = await kit.call(kit.tokens.admin, 'GET', '/rate-cards');
      expect(all.statusCode).toBe(200);
      // Every seeded card, whichever seeds (rate cards, health check showcase) added them.
      const [seeded] = await kit.rows<{ cards: number }>(
        'SELECT count(*)::int AS cards FROM rate_cards',
      );
      expect(all.json().meta.total).toBe(seeded?.cards);
      const secondary = await kit.call(
        kit.tokens.admin,
        'GET',
        '/rate-cards?rate_card_type_id[]=2&name=spare',
      );
      expect(secondary.json().items.map((card: { name: string }) => card.name)).toEqual([
        'Spare secondary rate card',
      ]);
      const future = await kit.call(kit.tokens.admin, 'GET', '/rate-cards?date_from=2999-01-01');
      expect(future.json().meta.total).toBe(0);
    });
  });

  describe('createRateCard', () => {
    it('creates a card from CSV rows, defaulting the left-out numbers to 0, and audits it', async () => {
      const response = await kit.call(kit.tokens.admin, 'POST', '/rate-cards', {
        name: '  Imported card ',
        rate_card_type_id: 1,
        products: [product('NEW1'), product('NEW2')],
      });
      expect(response.statusCode).toBe(201);
      const card = response.json();
      expect(card.name).toBe('Imported card');
      expect(card.products).toHaveLength(2);
      expect(card.products[0]).toMatchObject({
        ...product('NEW1'),
        cancel_fee: 0,
        tier_set1_rate_p4_l: 0,
      });
      const audits = await kit.rows(`SELECT action FROM audit_log WHERE subject = $1`, [
        `rate_card:${card.rate_card_id}`,
      ]);
      expect(audits).toEqual([{ action: 'rate_card.created' }]);
    });

    it('copies the products of an existing card', async () => {
      const source = (await kit.call(kit.tokens.admin, 'GET', '/rate-cards/1')).json();
      const copy = await kit.call(kit.tokens.admin, 'POST', '/rate-cards', {
        name: 'Copy of 1',
        rate_card_type_id: 2,
        copy_from_rate_card_id: 1,
      });
      expect(copy.statusCode).toBe(201);
      expect(copy.json().products).toEqual(source.products);
      expect(copy.json().type).toEqual({ rate_card_type_id: 2, name: 'Secondary' });
    });

    it('answers 400 naming the property, with nothing written', async () => {
      const before = await snapshot();
      const cases: [object, string][] = [
        [{ name: '', rate_card_type_id: 1, products: [product('A')] }, 'name'],
        [{ name: 'X', rate_card_type_id: 99, products: [product('A')] }, 'rate_card_type_id'],
        [
          {
            name: 'X',
            rate_card_type_id: 1,
            products: [product('A'), product('B', { max_amount: 100 })],
          },
          'products.1.max_amount',
        ],
        [
          { name: 'X', rate_card_type_id: 1, products: [product('A', { cut_off_point: 150 })] },
          'products.0.cut_off_point',
        ],
        [
          { name: 'X', rate_card_type_id: 1, products: [product('A'), product('A')] },
          'products.1.product_code',
        ],
      ];
      for (const [payload, property] of cases) {
        const response = await kit.call(kit.tokens.admin, 'POST', '/rate-cards', payload);
        expect(response.statusCode, property).toBe(400);
        expect(properties(response).join(' '), property).toContain(property);
      }
      expect(await snapshot()).toBe(before);
    });

    it('answers 404 for a card to copy that does not exist', async () => {
      const response = await kit.call(kit.tokens.admin, 'POST', '/rate-cards', {
        name: 'X',
        rate_card_type_id: 1,
        copy_from_rate_card_id: 999_999,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('replaceRateCard', () => {
    it('replaces name, type and every product in one go and keeps the dates', async () => {
      const before = (
        await kit.call(kit.tokens.admin, 'GET', `/rate-cards/${ENDED_STANDARD_RATE_CARD_ID}`)
      ).json();
      const response = await kit.call(
        kit.tokens.admin,
        'PUT',
        `/rate-cards/${ENDED_STANDARD_RATE_CARD_ID}`,
        {
          name: 'Renamed',
          rate_card_type_id: 2,
          products: [product('ONLY', { tier_set1_rate_lender: 3.25 })],
        },
      );
      expect(response.statusCode).toBe(200);
      const saved = response.json();
      expect(saved).toMatchObject({
        name: 'Renamed',
        type: { rate_card_type_id: 2, name: 'Secondary' },
        start_time: before.start_time,
        end_time: before.end_time,
        date_created: before.date_created,
      });
      expect(saved.last_modified).not.toBeNull();
      expect(saved.products.map((row: { product_code: string }) => row.product_code)).toEqual([
        'ONLY',
      ]);
      expect(saved.products[0].tier_set1_rate_lender).toBe(3.25);
    });

    it('refuses start and end time, and a bad row, with nothing written', async () => {
      const before = await snapshot();
      const withDates = await kit.call(kit.tokens.admin, 'PUT', '/rate-cards/1', {
        name: 'X',
        rate_card_type_id: 1,
        products: [],
        start_time: '2020-01-01T00:00:00Z',
      });
      expect(withDates.statusCode).toBe(400);
      const badRate = await kit.call(kit.tokens.admin, 'PUT', '/rate-cards/1', {
        name: 'X',
        rate_card_type_id: 1,
        products: [product('A'), product('B', { tier_set2_rate_lender: 100.5 })],
      });
      expect(badRate.statusCode).toBe(400);
      expect(properties(badRate).join(' ')).toContain('products.1.tier_set2_rate_lender');
      expect(await snapshot()).toBe(before);
    });

    it('saves 10,000 products (a body beyond the 1 MiB default) and refuses 10,001', async () => {
      const products = Array.from({ length: 10_000 }, (_, index) =>
        product(`Z-BULK-${index}`, { product_name: `Bulk product number ${index} of the card` }),
      );
      expect(JSON.stringify(products).length).toBeGreaterThan(1024 * 1024);
      const before = await snapshot();
      const tooMany = await kit.call(kit.tokens.admin, 'PUT', '/rate-cards/1', {
        name: 'Bulk',
        rate_card_type_id: 1,
        products: [...products, product('ONE-TOO-MANY')],
      });
      expect(tooMany.statusCode).toBe(400);
      expect(properties(tooMany)).toContain('products');
      expect(await snapshot()).toBe(before);
      const saved = await kit.call(kit.tokens.admin, 'PUT', `/rate-cards/${UNUSED_RATE_CARD_ID}`, {
        name: 'Bulk',
        rate_card_type_id: 1,
        products,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().products).toHaveLength(10_000);
    });

    it('answers 404 for a card that does not exist', async () => {
      const response = await kit.call(kit.tokens.admin, 'PUT', '/rate-cards/999999', {
        name: 'X',
        rate_card_type_id: 1,
        products: [],
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('deleteRateCard', () => {
    it('refuses a card merchants still use (409) and deletes an unused one', async () => {
      const [used] = await kit.rows<{ rate_card_id: number }>(
        'SELECT rate_card_id FROM retailer_rate_cards LIMIT 1',
      );
      const refused = await kit.call(
        kit.tokens.admin,
        'DELETE',
        `/rate-cards/${used!.rate_card_id}`,
      );
      expect(refused.statusCode).toBe(409);
      const deleted = await kit.call(
        kit.tokens.admin,
        'DELETE',
        `/rate-cards/${UNUSED_RATE_CARD_ID}`,
      );
      expect(deleted.statusCode).toBe(204);
      expect(
        (await kit.call(kit.tokens.admin, 'GET', `/rate-cards/${UNUSED_RATE_CARD_ID}`)).statusCode,
      ).toBe(404);
      expect(
        await kit.rows('SELECT 1 FROM rate_card_products WHERE rate_card_id = $1', [
          UNUSED_RATE_CARD_ID,
        ]),
      ).toEqual([]);
    });
  });

  describe('types and products', () => {
    it('lists the two types and the products known to the cards', async () => {
      const types = await kit.call(kit.tokens.admin, 'GET', '/rate-card-types/');
      expect(types.json().items).toEqual([
        { rate_card_type_id: 1, name: 'Standard' },
        { rate_card_type_id: 2, name: 'Secondary' },
      ]);
      const products = (await kit.call(kit.tokens.admin, 'GET', '/rate-card-products/')).json();
      const codes = products.items.map((item: { product_code: string }) => item.product_code);
      expect(codes).toContain('ISIF6');
      expect(new Set(codes).size).toBe(codes.length);
    });
  });

  describe('listRetailerRateCards', () => {
    it('lists the merchant cards with products, current before ended, then by type name', async () => {
      const [holder] = await kit.rows<{ retailer_id: number }>(
        'SELECT retailer_id FROM retailer_rate_cards WHERE rate_card_id = $1 ORDER BY retailer_id LIMIT 1',
        [ENDED_STANDARD_RATE_CARD_ID],
      );
      const response = await kit.call(
        kit.tokens.viewer,
        'GET',
        `/retailers/${holder!.retailer_id}/rate-cards`,
      );
      expect(response.statusCode).toBe(200);
      const cards = response.json().items as {
        end_time: string | null;
        type: { name: string };
        products: unknown[];
      }[];
      expect(cards.length).toBeGreaterThan(1);
      const current = cards.filter((card) => card.end_time === null);
      expect(cards.slice(0, current.length)).toEqual(current);
      expect(current.map((card) => card.type.name)).toEqual(
        current.map((card) => card.type.name).sort(),
      );
      expect(cards.at(-1)!.end_time).not.toBeNull();
      expect(cards.at(-1)!.products.length).toBeGreaterThan(0);
    });

    it('gives the seeded rate card merchant one current Standard card, beside the ended one', async () => {
      const response = await kit.call(
        kit.tokens.admin,
        'GET',
        `/retailers/${RATE_CARD_MERCHANT_ID}/rate-cards`,
      );
      const cards = response.json().items as {
        rate_card_id: number;
        end_time: string | null;
        type: { name: string };
      }[];
      const currentStandard = cards.filter(
        (card) => card.type.name === 'Standard' && card.end_time === null,
      );
      expect(currentStandard.map((card) => card.rate_card_id)).toEqual([
        CURRENT_STANDARD_RATE_CARD_ID,
      ]);
      // Ended (an earlier test may have changed its name and type).
      expect(
        cards.find((card) => card.rate_card_id === ENDED_STANDARD_RATE_CARD_ID)?.end_time,
      ).not.toBeNull();
    });

    it('shows the lender only the merchants its lender deals with', async () => {
      const scopes = await lenderScopes(kit);
      const dealt = await kit.call(
        kit.tokens.lender,
        'GET',
        `/retailers/${scopes.dealt[0]}/rate-cards`,
      );
      expect(dealt.statusCode).toBe(200);
      const notDealt = await kit.call(
        kit.tokens.lender,
        'GET',
        `/retailers/${scopes.notDealt[0]}/rate-cards`,
      );
      expect(notDealt.statusCode).toBe(404);
    });
  });
});
