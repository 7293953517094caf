import { describe, expect, it } from 'vitest';
import { isPhoneNumber, PHONE_NUMBER_PATTERN } from './phoneNumber';

describe('isPhoneNumber', () => {
  it.each([
    '07916491234',
    '0791 649 1234',
    '020 7946 0958',
    '+44 7916491234',
    '+44 (0)7916491234',
    '0044 7916 491234',
    '791649123',
  ])('accepts %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each(['0791649', '', '07916-abc-123', '++447916491234', '0791649123456789012345'])(
    'refuses %j',
    (phone) => {
      expect(isPhoneNumber(phone)).toBe(false);
    },
  );

  it('is a pattern a JSON Schema can carry (no flags)', () => {
    expect(PHONE_NUMBER_PATTERN.flags).toBe('');
  });
});
