/**
 * The phone pattern of the specification (merchants.md section 5, New user; the credit
 * application's phone and mobile follow it too): an optional international prefix (+ and a
 * country code, optionally with (0), or 00 and a country code) or a leading 0, then 9 digits, or
 * 10 or more digits, spaces and hyphens. The contract's `pattern` for the consumer's phone and
 * mobile is this pattern's source, so the server refuses what the console refuses.
 */
export const PHONE_NUMBER_PATTERN =
  /^(?:\+[0-9]{1,3} ?(?:\(0\))?|00[0-9]{1,3}|0)? ?(?:[0-9]{9}|[0-9][0-9 -]{9,16})$/;

/** The message beside a phone or mobile number the pattern refuses. */
export const PHONE_NUMBER_MESSAGE = 'Enter a valid phone number.';

/** Whether the text is a phone number by the specification's pattern (empty is not). */
export function isPhoneNumber(text: string): boolean {
  return PHONE_NUMBER_PATTERN.test(text);
}
