import { describe, expect, it } from 'vitest';
import { formatPence, poundsText, poundsToPence } from './money';

describe('formatPence', () => {
  it('shows pence as pounds with thousands separators', () => {
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
  });
});

describe('poundsToPence', () => {
  it('reads typed amounts', () => {
    expect(poundsToPence('1,234.5')).toBe(123450);
    expect(poundsToPence('£12')).toBe(1200);
  });
  it('refuses what is not an amount', () => {
    expect(poundsToPence('12.345')).toBeNull();
    expect(poundsToPence('abc')).toBeNull();
  });
});

describe('poundsText', () => {
  it('writes pence as a person types pounds, and reads back as the same pence', () => {
    expect(poundsText(125000)).toBe('1250.00');
    expect(poundsText(5)).toBe('0.05');
    expect(poundsToPence(poundsText(123456))).toBe(123456);
  });
  it('leaves a missing amount empty', () => {
    expect(poundsText(null)).toBe('');
    expect(poundsText(undefined)).toBe('');
  });
});
