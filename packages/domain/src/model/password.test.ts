import { describe, expect, it } from 'vitest';
import { isPasswordAcceptable, passwordStrength } from './password';

describe('passwordStrength', () => {
  it('is null when no rule is met', () => expect(passwordStrength('')).toBeNull());
  it('is Weak with one or two rules', () => {
    expect(passwordStrength('a')).toBe('Weak');
    expect(passwordStrength('aB')).toBe('Weak');
  });
  it('is Medium with three rules', () => expect(passwordStrength('aB1')).toBe('Medium'));
  it('is Strong with all four', () => expect(passwordStrength('Demo-pass-1')).toBe('Strong'));
});

describe('isPasswordAcceptable', () => {
  it('needs every rule', () => {
    expect(isPasswordAcceptable('short1A')).toBe(false);
    expect(isPasswordAcceptable('Longenough1')).toBe(true);
  });
  it('needs the confirmation to match', () => {
    expect(isPasswordAcceptable('Longenough1', 'Longenough2')).toBe(false);
    expect(isPasswordAcceptable('Longenough1', 'Longenough1')).toBe(true);
  });
});
