import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it('accepts an address with a dotted domain', () => {
    expect(isEmailAddress('alex.smith@example.co.uk')).toBe(true);
  });

  it('refuses text with no @, no dotted domain, spaces or two @', () => {
    for (const text of ['alex', 'alex@example', 'alex smith@example.com', 'a@b@c.com', '']) {
      expect(isEmailAddress(text)).toBe(false);
    }
  });
});
