// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { packRateCardCsvResult, rateCardCsvMessages, readRateCardCsv } from './rateCardCsv';
import {
  rateCardProductProblems,
  rateCardRowErrors,
  rateCardRowToProduct,
  emptyRateCardRow,
} from './rateCards';

const header =
  'product_code,product_name,display_name,tier_set1_rate_lender,tier_set2_rate_lender,tier_set2_min,lender_min_fee,lender_fixed_fee,min_amount,max_amount,cut_off_point';

describe('readRateCardCsv', () => {
  it('maps the fixed headers and multiplies lender_min_fee and tier_set2_min by 100', async () => {
    const result = await readRateCardCsv(
      `${header}\nISIF12,Interest free 12,IF 12,9.9,12.5,2.5,1.25,150,50000,1000000,300000\n`,
    );
    expect(result.problems).toEqual([]);
    expect(result.products).toEqual([
      {
        product_code: 'ISIF12',
        product_name: 'Interest free 12',
        display_name: 'IF 12',
        tier_set1_rate_lender: 9.9,
        tier_set2_rate_lender: 12.5,
        tier_set2_min: 250,
        lender_min_fee: 125,
        lender_fixed_fee: 150,
        min_amount: 50000,
        max_amount: 1000000,
        cut_off_point: 300000,
        credit_sentry_fee: 0,
        cancel_fee: 0,
        amend_fee: 0,
        p4_l_min_fee: 0,
        tier_set1_rate_p4_l: 0,
      },
    ]);
  });

  it('lists each bad row and column and imports nothing while any row is invalid', async () => {
    const result = await readRateCardCsv(
      `${header}\nOK1,A,A,1,1,0,0,0,100,200,100\nBAD,B,B,101,1,0,0,0,100,abc,100\nOK1,C,C,1,1,0,0,0,100,200,100\n`,
    );
    expect(result.products).toEqual([]);
    expect(result.rowCount).toBe(3);
    expect(result.problems).toEqual([
      { row: 2, column: 'max_amount', message: 'Max loan must be a number.' },
      {
        row: 2,
        column: 'tier_set1_rate_lender',
        message: 'Tier 1 rate must be between 0 and 100.',
      },
      { row: 3, column: 'product_code', message: rateCardCsvMessages.duplicate('OK1') },
    ]);
  });

  it('names a rate over 100 and amounts that are not whole pounds', async () => {
    const result = await readRateCardCsv(`${header}\nX,B,B,101,1,0,0,0,150,200,100\n`);
    expect(result.problems).toEqual([
      {
        row: 1,
        column: 'tier_set1_rate_lender',
        message: 'Tier 1 rate must be between 0 and 100.',
      },
      { row: 1, column: 'min_amount', message: 'Min loan must be a whole number.' },
    ]);
  });

  it('refuses unknown and missing columns, and a file without rows', async () => {
    const unknown = await readRateCardCsv('product_code,colour\n');
    expect(unknown.problems.map((problem) => problem.message)).toContain(
      rateCardCsvMessages.unknownColumn('colour'),
    );
    expect(unknown.problems.map((problem) => problem.message)).toContain(
      rateCardCsvMessages.missingColumn('max_amount'),
    );
    expect((await readRateCardCsv(`${header}\n`)).problems).toEqual([
      { row: 0, column: null, message: rateCardCsvMessages.noRows },
    ]);
    expect((await readRateCardCsv('')).problems[0]?.message).toBe(rateCardCsvMessages.empty);
  });

  it('reports progress up to the whole file', async () => {
    const fractions: number[] = [];
    await readRateCardCsv(`${header}\nA,A,A,1,1,0,0,0,100,200,100\n`, {
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(fractions.at(-1)).toBe(1);
  });
});

describe('the product row schema', () => {
  it('requires the texts and keeps max loan at or above min loan', () => {
    expect(rateCardRowErrors({ ...emptyRateCardRow(), min_amount: 10, max_amount: 5 })).toEqual({
      product_code: 'Product code is required.',
      product_name: 'Product is required.',
      display_name: 'Display name is required.',
      max_amount: 'Max loan cannot be below Min loan.',
    });
  });

  it('allows money to 2 decimals only', () => {
    const row = {
      ...emptyRateCardRow({ product_code: 'A', product_name: 'A', display_name: 'A' }),
    };
    expect(rateCardRowErrors({ ...row, lender_fixed_fee: 1.25 })).toEqual({});
    expect(rateCardRowErrors({ ...row, lender_fixed_fee: 1.255 })).toEqual({
      lender_fixed_fee: 'Fixed subsidy may have at most 2 decimals.',
    });
  });

  it('names the product and field of pence the server receives', () => {
    const good = rateCardRowToProduct({
      ...emptyRateCardRow({ product_code: 'A', product_name: 'A', display_name: 'A' }),
      max_amount: 10,
    });
    expect(rateCardProductProblems([good, { ...good, cut_off_point: 150 }])).toEqual([
      { property: 'products.1.cut_off_point', message: 'Cut off point must be a whole number.' },
    ]);
  });
});

describe('packRateCardCsvResult', () => {
  it('hands the page the products as one JSON array, and none while any row is invalid', async () => {
    const valid = await readRateCardCsv(
      `${header}\nA1,A,A,1,1,0,0,0,100,200,100\nB2,B,B,2,1,0,0,0,100,200,100\n`,
    );
    const packed = packRateCardCsvResult(valid);
    expect(packed).toMatchObject({ productCount: 2, rowCount: 2, problems: [] });
    expect(JSON.parse(await packed.productsJson!.text())).toEqual(valid.products);

    const invalid = packRateCardCsvResult(
      await readRateCardCsv(`${header}\nA1,A,A,101,1,0,0,0,100,200,100\n`),
    );
    expect(invalid).toMatchObject({ productCount: 0, productsJson: null, rowCount: 1 });
    expect(invalid.problems).toHaveLength(1);
  });
});
