import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, pageOf, type JsonBody, type RequestJson } from './contract';

type Schemas = components['schemas'];
type RateCard = Schemas['RateCard'];
type RateCardProduct = Schemas['RateCardProduct'];
type RateCardProductInput = Schemas['RateCardProductInput'];
type RateCardType = Schemas['RateCardType'];

export const rateCardTypes: RateCardType[] = [
  { rate_card_type_id: 1, name: 'Standard' },
  { rate_card_type_id: 2, name: 'Secondary' },
];

const productCodes = ['ISIF6', 'ISIF12', 'IS-9.9-24', 'IS-14.9-36', 'ONIF12', 'IH-14.9-60'];

/** Product `index` of a card (amounts in pence, rates in percent). */
export function makeRateCardProduct(
  index = 0,
  overrides: Partial<RateCardProduct> = {},
): RateCardProduct {
  const code = productCodes[index % productCodes.length]!;
  return {
    product_code: index < productCodes.length ? code : `${code}-${index}`,
    product_name: `${code} product`,
    display_name: code,
    tier_set1_rate_lender: 4.5 + index,
    tier_set2_rate_lender: 6.25 + index,
    tier_set2_min: 50_000,
    lender_min_fee: 250,
    lender_fixed_fee: 1_000 + index * 50,
    min_amount: 25_000,
    max_amount: 1_000_000 + index * 100_000,
    cut_off_point: 500_000,
    credit_sentry_fee: 150,
    cancel_fee: 1_000,
    amend_fee: 500,
    p4_l_min_fee: 0,
    tier_set1_rate_p4_l: 2.5,
    ...overrides,
  };
}

/** Card 1, a current Standard card with three products, unless told otherwise. */
export function makeRateCard(overrides: Partial<RateCard> = {}): RateCard {
  return {
    rate_card_id: 1,
    name: 'Retail rate card 1',
    template_name: null,
    type: rateCardTypes[0]!,
    date_created: '2026-03-02T09:00:00Z',
    last_modified: '2026-10-14T15:30:00Z',
    start_time: '2026-03-02T09:00:00Z',
    end_time: null,
    products: [0, 1, 2].map((index) => makeRateCardProduct(index)),
    ...overrides,
  };
}

export interface RateCardMockStore {
  cards: RateCard[];
  /** Which merchants hold which cards. */
  holders: Record<number, number[]>;
}

export function createRateCardStore(overrides: Partial<RateCardMockStore> = {}): RateCardMockStore {
  return {
    cards: [
      makeRateCard(),
      makeRateCard({
        rate_card_id: 2,
        name: 'Secondary rate card',
        type: rateCardTypes[1]!,
        products: [makeRateCardProduct(3)],
      }),
      makeRateCard({
        rate_card_id: 3,
        name: 'Retail rate card 2024',
        end_time: '2025-10-01T00:00:00Z',
        products: [makeRateCardProduct(4)],
      }),
      makeRateCard({ rate_card_id: 4, name: 'Empty rate card', products: [] }),
    ],
    holders: { 1: [1, 2, 3] },
    ...overrides,
  };
}

const summaryOf = ({ products: _products, ...summary }: RateCard) => summary;

/**
 * The fields a saved row may have left out (the contract's defaults; the generated input type
 * marks them present because they have defaults), which the server stores as 0.
 */
const productDefaults = {
  tier_set2_min: 0,
  credit_sentry_fee: 0,
  cancel_fee: 0,
  amend_fee: 0,
  p4_l_min_fee: 0,
  tier_set1_rate_p4_l: 0,
} satisfies Partial<RateCardProduct>;

const savedProduct = (input: RateCardProductInput): RateCardProduct => ({
  ...productDefaults,
  ...input,
});

/**
 * The rate card endpoints as the server answers them: the report newest first (name and type
 * filters), a card, create from a copy or rows, replace keeping the dates, delete (409 while a
 * merchant holds the card), the types, the products and a merchant's cards.
 */
export function rateCardsHandlers(store = createRateCardStore()) {
  const find = (id: unknown) => store.cards.find((card) => card.rate_card_id === Number(id));
  const typeOf = (id: number) => rateCardTypes.find((type) => type.rate_card_type_id === id);
  const notFound = () => errorJson(404, 'ERR_NOT_FOUND', 'Rate card not found.');
  return [
    http.get(apiUrl('/rate-cards'), ({ request }) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('name')?.toLowerCase() ?? '';
      const types = url.searchParams.getAll('rate_card_type_id[]').map(Number);
      const cards = store.cards
        .filter((card) => card.name.toLowerCase().includes(name))
        .filter((card) => types.length === 0 || types.includes(card.type.rate_card_type_id))
        .map(summaryOf);
      return HttpResponse.json<JsonBody<'/rate-cards', 'get'>>(pageOf(cards, url, 100));
    }),
    http.get(apiUrl('/rate-cards/{rateCardId}'), ({ params }) => {
      const card = find(params.rateCardId);
      return card
        ? HttpResponse.json<JsonBody<'/rate-cards/{rateCardId}', 'get'>>(card)
        : notFound();
    }),
    http.post(apiUrl('/rate-cards'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<'/rate-cards', 'post'>;
      const type = typeOf(body.rate_card_type_id);
      if (!type) return errorJson(400, 'ERR_SCHEMA_VALIDATION_ERROR', 'The request is not valid.');
      const source = 'copy_from_rate_card_id' in body ? find(body.copy_from_rate_card_id) : null;
      if ('copy_from_rate_card_id' in body && !source) return notFound();
      const now = new Date().toISOString();
      const card: RateCard = {
        rate_card_id: Math.max(0, ...store.cards.map((entry) => entry.rate_card_id)) + 1,
        name: body.name.trim(),
        template_name: null,
        type,
        date_created: now,
        last_modified: now,
        start_time: now,
        end_time: null,
        products: source
          ? source.products
          : 'products' in body
            ? body.products.map(savedProduct)
            : [],
      };
      store.cards.unshift(card);
      return HttpResponse.json<JsonBody<'/rate-cards', 'post', 201>>(card, { status: 201 });
    }),
    http.put(apiUrl('/rate-cards/{rateCardId}'), async ({ params, request }) => {
      const card = find(params.rateCardId);
      if (!card) return notFound();
      const body = (await request.json()) as RequestJson<'/rate-cards/{rateCardId}', 'put'>;
      const saved: RateCard = {
        ...card,
        name: body.name.trim(),
        type: typeOf(body.rate_card_type_id) ?? card.type,
        last_modified: new Date().toISOString(),
        products: body.products.map(savedProduct),
      };
      store.cards = store.cards.map((entry) => (entry === card ? saved : entry));
      return HttpResponse.json<JsonBody<'/rate-cards/{rateCardId}', 'put'>>(saved);
    }),
    http.delete(apiUrl('/rate-cards/{rateCardId}'), ({ params }) => {
      const card = find(params.rateCardId);
      if (!card) return notFound();
      const held = Object.values(store.holders).some((ids) => ids.includes(card.rate_card_id));
      if (held) {
        return errorJson(
          409,
          'ERR_CONFLICT',
          'This rate card is used by merchants and cannot be deleted. Give them another rate card first.',
        );
      }
      store.cards = store.cards.filter((entry) => entry !== card);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiUrl('/rate-card-types/'), ({ request }) =>
      HttpResponse.json<JsonBody<'/rate-card-types/', 'get'>>(
        pageOf(rateCardTypes, new URL(request.url), 100),
      ),
    ),
    http.get(apiUrl('/rate-card-products/'), ({ request }) => {
      const options = productCodes.map((_, index) => {
        const { product_code, product_name, display_name } = makeRateCardProduct(index);
        return { product_code, product_name, display_name };
      });
      return HttpResponse.json<JsonBody<'/rate-card-products/', 'get'>>(
        pageOf(options, new URL(request.url), 100),
      );
    }),
    http.get(apiUrl('/retailers/{retailerId}/rate-cards'), ({ params, request }) => {
      const held = Object.entries(store.holders)
        .filter(([, retailers]) => retailers.includes(Number(params.retailerId)))
        .map(([rateCardId]) => find(rateCardId))
        .filter((card): card is RateCard => card !== undefined)
        .sort(
          (a, b) =>
            (b.end_time ?? '9999').localeCompare(a.end_time ?? '9999') ||
            a.type.name.localeCompare(b.type.name),
        );
      return HttpResponse.json<JsonBody<'/retailers/{retailerId}/rate-cards', 'get'>>(
        pageOf(held, new URL(request.url), 100),
      );
    }),
  ];
}
