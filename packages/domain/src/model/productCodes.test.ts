import { describe, expect, it } from 'vitest';
import { parseProductCode, productCodeLabel } from './productCodes';

describe('parseProductCode', () => {
  it('reads the channel, interest free and the term', () => {
    expect(parseProductCode('ISIF12')).toEqual({
      code: 'ISIF12',
      channel: 'In-store',
      aprPercent: null,
      months: 12,
    });
  });

  it('reads a rate after a dash as the APR in percent', () => {
    expect(parseProductCode('IH-14.9-60')).toEqual({
      code: 'IH-14.9-60',
      channel: 'In-home',
      aprPercent: 14.9,
      months: 60,
    });
  });

  it.each(['', 'XXIF12', 'ONIF', 'ON-9.9', 'ON-9.9-', 'ONIF12X', 'BL-9-12'])(
    'answers null for %j, which does not follow the format',
    (code) => {
      expect(parseProductCode(code)).toBeNull();
    },
  );
});

describe('productCodeLabel', () => {
  it.each([
    ['ONIF12', 'Online, interest free, 12 months (ONIF12)'],
    ['ISIF6', 'In-store, interest free, 6 months (ISIF6)'],
    ['IHIF10', 'In-home, interest free, 10 months (IHIF10)'],
    ['ON-9.9-12', 'Online, 9.9% APR, 12 months (ON-9.9-12)'],
    ['IS-29.9-60', 'In-store, 29.9% APR, 60 months (IS-29.9-60)'],
    ['IH-14.9-60', 'In-home, 14.9% APR, 60 months (IH-14.9-60)'],
    ['ONIF1', 'Online, interest free, 1 month (ONIF1)'],
  ])('says %s as %j', (code, label) => {
    expect(productCodeLabel(code)).toBe(label);
  });

  it('shows a code in another format as it is, and a missing one as N/A', () => {
    expect(productCodeLabel('LEGACY-7')).toBe('LEGACY-7');
    expect(productCodeLabel(null)).toBe('N/A');
    expect(productCodeLabel('')).toBe('N/A');
  });
});
