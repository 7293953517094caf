import { describe, expect, it } from 'vitest';
import { checkAddRateCardProduct } from './AddRateCardProductDialog';

const form = {
  product_code: 'ISIF12',
  product_name: 'Interest free 12',
  display_name: 'IF 12',
  tier_set1_rate_lender: '9.9',
  tier_set2_rate_lender: '12.5',
  lender_min_fee: '2.50',
  lender_fixed_fee: '10',
  min_amount: '250',
  max_amount: '10000',
  cut_off_point: '5000',
};

describe('checkAddRateCardProduct', () => {
  it('accepts a complete product, in pounds and percent', () => {
    const { row, errors } = checkAddRateCardProduct(form, new Set());
    expect(errors).toEqual({});
    expect(row).toMatchObject({
      tier_set1_rate_lender: 9.9,
      lender_min_fee: 2.5,
      max_amount: 10000,
    });
  });

  it('requires the numbers the spec requires, and names a code already on the card', () => {
    const { errors } = checkAddRateCardProduct(
      { ...form, cut_off_point: '', lender_fixed_fee: '1.234' },
      new Set(['ISIF12']),
    );
    expect(errors).toEqual({
      product_code: 'Product code ISIF12 is already on this rate card.',
      cut_off_point: 'Cut off point is required.',
      lender_fixed_fee: 'Fixed subsidy may have at most 2 decimals.',
    });
  });
});
