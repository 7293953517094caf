import { describe, expect, it } from 'vitest';
import {
  addRateCardDraftRow,
  editRateCardDraftCell,
  formatRateCardCell,
  isRateCardDraftChanged,
  parseRateCardCell,
  rateCardDraftCodes,
  rateCardDraftErrors,
  rateCardDraftFromProducts,
  rateCardDraftFromProductsInChunks,
  rateCardDraftProducts,
  RATE_CARD_DRAFT_CHUNK_SIZE,
  rateCardServerErrors,
  removeRateCardDraftRow,
  restoreRateCardDraftRow,
} from './rateCardDraft';
import { emptyRateCardRow, type RateCardProductValues } from './rateCards';

const product = (code: string, overrides: Partial<RateCardProductValues> = {}) =>
  ({
    product_code: code,
    product_name: `${code} product`,
    display_name: code,
    tier_set1_rate_lender: 4.5,
    tier_set2_rate_lender: 6.25,
    tier_set2_min: 50_000,
    lender_min_fee: 250,
    lender_fixed_fee: 1_000,
    min_amount: 25_000,
    max_amount: 1_000_000,
    cut_off_point: 500_000,
    credit_sentry_fee: 150,
    cancel_fee: 1_000,
    amend_fee: 500,
    p4_l_min_fee: 0,
    tier_set1_rate_p4_l: 2.5,
    ...overrides,
  }) satisfies RateCardProductValues;

const saved = () => rateCardDraftFromProducts([product('A'), product('B')]);

describe('rateCardDraftFromProductsInChunks', () => {
  const many = Array.from({ length: RATE_CARD_DRAFT_CHUNK_SIZE * 2 + 3 }, (_, index) =>
    product(`P${index}`, { max_amount: 1_000_000 + index }),
  );

  it('builds over several tasks the same rows as rateCardDraftFromProducts', async () => {
    expect(await rateCardDraftFromProductsInChunks(many)).toEqual(rateCardDraftFromProducts(many));
  });

  it('gives up with null once the signal aborts', async () => {
    const abort = new AbortController();
    const building = rateCardDraftFromProductsInChunks(many, abort.signal);
    // The first chunk is built at once; the abort is seen before the second.
    abort.abort();
    expect(await building).toBeNull();
  });
});

describe('parseRateCardCell', () => {
  it('reads an emptied cell as 0, and allows % and £ with thousands separators', () => {
    expect(parseRateCardCell('')).toBe(0);
    expect(parseRateCardCell(' 12.5% ')).toBe(12.5);
    expect(parseRateCardCell('£1,250.50')).toBe(1250.5);
  });
  it('keeps text that is not a number, for the schema to name', () => {
    expect(parseRateCardCell('abc')).toBe('abc');
  });
});

describe('formatRateCardCell', () => {
  it('shows rates with %, money to 2 decimals and loan amounts as whole pounds', () => {
    expect(formatRateCardCell('tier_set1_rate_lender', 4.5)).toBe('4.5%');
    expect(formatRateCardCell('lender_fixed_fee', 10)).toBe('£10.00');
    expect(formatRateCardCell('max_amount', 10000)).toBe('£10,000');
  });
});

describe('row statuses', () => {
  it('marks an edited saved row modified, and unchanged again when the value is put back', () => {
    const edited = editRateCardDraftCell(saved(), 'saved-0', 'tier_set1_rate_lender', 9);
    expect(edited[0]!.status).toBe('modified');
    expect(isRateCardDraftChanged(edited)).toBe(true);
    const back = editRateCardDraftCell(edited, 'saved-0', 'tier_set1_rate_lender', 4.5);
    expect(back[0]!.status).toBe('unchanged');
    expect(isRateCardDraftChanged(back)).toBe(false);
  });

  it('marks a removed saved row deleted, leaves it out of the products, and restores it', () => {
    const removed = removeRateCardDraftRow(saved(), 'saved-1');
    expect(removed.map((row) => row.status)).toEqual(['unchanged', 'deleted']);
    expect(rateCardDraftProducts(removed).map((entry) => entry.product_code)).toEqual(['A']);
    expect(rateCardDraftCodes(removed)).toEqual(new Set(['A']));
    expect(restoreRateCardDraftRow(removed, 'saved-1')[1]!.status).toBe('unchanged');
  });

  it('takes an added row away outright when it is removed before saving', () => {
    const added = addRateCardDraftRow(saved(), {
      ...emptyRateCardRow({ product_code: 'C', product_name: 'C', display_name: 'C' }),
    });
    expect(added[2]!.status).toBe('added');
    const edited = editRateCardDraftCell(added, 'added-C', 'min_amount', 100);
    expect(edited[2]!.status).toBe('added');
    expect(removeRateCardDraftRow(edited, 'added-C')).toHaveLength(2);
  });
});

describe('rateCardDraftErrors', () => {
  it('names the invalid cells of the rows still on the card', () => {
    let rows = editRateCardDraftCell(saved(), 'saved-0', 'tier_set1_rate_lender', 101);
    rows = editRateCardDraftCell(rows, 'saved-1', 'lender_fixed_fee', 'ten');
    expect(rateCardDraftErrors(rows)).toEqual({
      'saved-0': { tier_set1_rate_lender: 'Tier 1 rate must be between 0 and 100.' },
      'saved-1': { lender_fixed_fee: 'Fixed subsidy must be a number.' },
    });
    expect(rateCardDraftErrors(removeRateCardDraftRow(rows, 'saved-1'))).not.toHaveProperty(
      'saved-1',
    );
  });

  it('wants whole pounds for the loan amounts and at most 2 decimals for money', () => {
    let rows = editRateCardDraftCell(saved(), 'saved-0', 'min_amount', 10.5);
    rows = editRateCardDraftCell(rows, 'saved-0', 'lender_min_fee', 1.005);
    expect(rateCardDraftErrors(rows)['saved-0']).toEqual({
      min_amount: 'Min loan must be a whole number.',
      lender_min_fee: 'Min subsidy may have at most 2 decimals.',
    });
  });
});

describe('rateCardDraftProducts', () => {
  it('sends pounds as pence and rates as they are', () => {
    const rows = editRateCardDraftCell(saved(), 'saved-0', 'lender_fixed_fee', 12.34);
    expect(rateCardDraftProducts(rows)[0]).toMatchObject({
      lender_fixed_fee: 1234,
      tier_set1_rate_lender: 4.5,
      max_amount: 1_000_000,
    });
  });
});

describe('rateCardServerErrors', () => {
  it('finds the row of products.{index} among the rows sent, skipping deleted ones', () => {
    const rows = removeRateCardDraftRow(saved(), 'saved-0');
    const { cells, other } = rateCardServerErrors(rows, [
      { property: 'products.0.max_amount', message: 'Too big.' },
      { property: 'name', message: 'Name is required.' },
    ]);
    expect(cells).toEqual({ 'saved-1': { max_amount: 'Too big.' } });
    expect(other).toEqual([{ property: 'name', message: 'Name is required.' }]);
  });
});
