import { describe, expect, it } from 'vitest';
import { formatPence, poundsToPence } from './money';

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
