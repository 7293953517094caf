import { PASSWORD_MAX_LENGTH } from './credentials';

/** The password rules of the specification: at least 8 characters, an upper, a lower, a digit. */
export const passwordRules = [
  { id: 'length', label: 'At least 8 characters', test: (value: string) => value.length >= 8 },
  { id: 'upper', label: 'An upper-case letter', test: (value: string) => /[A-Z]/.test(value) },
  { id: 'lower', label: 'A lower-case letter', test: (value: string) => /[a-z]/.test(value) },
  { id: 'digit', label: 'A digit', test: (value: string) => /\d/.test(value) },
] as const;

export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

/** Weak when any rule is met, Medium with three, Strong with all four; null for none. */
export function passwordStrength(password: string): PasswordStrength | null {
  const met = passwordRules.filter((rule) => rule.test(password)).length;
  if (met === passwordRules.length) return 'Strong';
  if (met === 3) return 'Medium';
  if (met >= 1) return 'Weak';
  return null;
}

/** True when the password passes every rule and equals its confirmation (when one is given). */
export function isPasswordAcceptable(password: string, confirmation?: string): boolean {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  if (!passwordRules.every((rule) => rule.test(password))) return false;
  return confirmation === undefined || confirmation === password;
}
