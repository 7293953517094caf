/**
 * Whether the text looks like an email address: something, an @, a domain with a dot, and no
 * spaces. Deliverability is the mail server's to judge; this catches typing mistakes.
 */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}
