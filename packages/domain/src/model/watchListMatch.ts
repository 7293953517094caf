/**
 * How a credit application is matched against the enabled fraud watch list: both sides are
 * reduced to normalised keys (postcode, phone, email, sort code with account, IP address, name
 * with postcode) and a hit on any key is a match. The server stores each item's keys in indexed
 * columns and looks an application's keys up there, so matching never reads the whole list.
 */
import type { WatchListItemInput } from './watchList';

export const watchListMatchKinds = [
  'postcode',
  'phone',
  'email',
  'bank_account',
  'ip_address',
  'name_postcode',
] as const;
export type WatchListMatchKind = (typeof watchListMatchKinds)[number];

/** How each kind of hit reads in the application's Credit Sentry tab. */
export const watchListMatchLabels: Record<WatchListMatchKind, string> = {
  postcode: 'Postcode',
  phone: 'Phone number',
  email: 'Email address',
  bank_account: 'Sort code and account number',
  ip_address: 'IP address',
  name_postcode: 'Name and postcode',
};

/** The Credit Sentry flag a hit raises. */
export const WATCH_LIST_MATCH_FLAG = 'WATCH_LIST_MATCH';

const blank = (text: string | null | undefined) => text === null || text === undefined;

/** "sw1a 1aa" and "SW1A1AA" alike: upper case letters and digits only. */
export function postcodeKey(postcode: string | null | undefined): string | null {
  if (blank(postcode)) return null;
  const key = postcode!.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return key.length >= 2 ? key : null;
}

/**
 * A UK number in its national form, digits only: "+44 (0)7700 900123", "0044 7700 900123",
 * "7700900123" and "07700-900123" are all 07700900123. Fewer than six digits is no number.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  if (blank(phone)) return null;
  let digits = phone!.replace(/\D/g, '');
  if (digits.startsWith('0044')) digits = digits.slice(4);
  else if (/^\s*\+/.test(phone!) && digits.startsWith('44')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.replace(/^0+/, '');
  return digits.length >= 6 ? `0${digits}` : null;
}

export function emailKey(email: string | null | undefined): string | null {
  if (blank(email)) return null;
  const key = email!.trim().toLowerCase();
  return key.includes('@') ? key : null;
}

/** Sort code and account number together ("12-34-56" and "123456" alike); both are needed. */
export function bankAccountKey(
  sortCode: string | null | undefined,
  accountNumber: string | null | undefined,
): string | null {
  const sort = (sortCode ?? '').replace(/\D/g, '');
  const account = (accountNumber ?? '').replace(/\D/g, '');
  return sort.length > 0 && account.length > 0 ? `${sort}:${account}` : null;
}

/** An IPv4 address reached over IPv6 ("::ffff:192.0.2.1") is the IPv4 address. */
export function ipAddressKey(address: string | null | undefined): string | null {
  if (blank(address)) return null;
  const key = address!
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return key === '' ? null : key;
}

const nameKey = (name: string | null | undefined) =>
  (name ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Forename, surname and postcode together; all three are needed. */
export function namePostcodeKey(
  forename: string | null | undefined,
  surname: string | null | undefined,
  postcode: string | null | undefined,
): string | null {
  const first = nameKey(forename);
  const last = nameKey(surname);
  const place = postcodeKey(postcode);
  return first && last && place ? `${first} ${last}|${place}` : null;
}

/** The keys of one watch list item, as the server stores them beside it. */
export interface WatchListItemKeys {
  postcode: string | null;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  bank_account: string | null;
  ip_address: string | null;
  name_postcode: string | null;
}

export function watchListItemKeys(item: WatchListItemInput): WatchListItemKeys {
  return {
    postcode: postcodeKey(item.postcode),
    phone: phoneKey(item.phonenumber),
    mobile: phoneKey(item.mobilenumber),
    email: emailKey(item.emailaddress),
    bank_account: bankAccountKey(item.sortcode, item.currentaccount),
    ip_address: ipAddressKey(item.ip_address),
    name_postcode: namePostcodeKey(item.forename, item.surname, item.postcode),
  };
}

/** What of an application is matched: its consumer, every address it gives and where it came from. */
export interface ApplicationMatchFacts {
  forename: string | null;
  surname: string | null;
  postcodes: readonly (string | null)[];
  phoneNumbers: readonly (string | null)[];
  emailAddress: string | null;
  sortCode: string | null;
  accountNumber: string | null;
  ipAddress: string | null;
}

/** An application's keys: lists where it may have several (addresses, phone numbers). */
export interface ApplicationMatchKeys {
  postcodes: string[];
  phones: string[];
  email: string | null;
  bank_account: string | null;
  ip_address: string | null;
  name_postcodes: string[];
}

const distinct = (keys: (string | null)[]) => [
  ...new Set(keys.filter((key): key is string => key !== null)),
];

export function applicationMatchKeys(facts: ApplicationMatchFacts): ApplicationMatchKeys {
  return {
    postcodes: distinct(facts.postcodes.map(postcodeKey)),
    phones: distinct(facts.phoneNumbers.map(phoneKey)),
    email: emailKey(facts.emailAddress),
    bank_account: bankAccountKey(facts.sortCode, facts.accountNumber),
    ip_address: ipAddressKey(facts.ipAddress),
    name_postcodes: distinct(
      facts.postcodes.map((postcode) => namePostcodeKey(facts.forename, facts.surname, postcode)),
    ),
  };
}

export function hasMatchKeys(keys: ApplicationMatchKeys): boolean {
  return (
    keys.postcodes.length > 0 ||
    keys.phones.length > 0 ||
    keys.email !== null ||
    keys.bank_account !== null ||
    keys.ip_address !== null ||
    keys.name_postcodes.length > 0
  );
}

/** Which kinds of key an item shares with an application (none: no match). */
export function matchedKinds(
  item: WatchListItemKeys,
  application: ApplicationMatchKeys,
): WatchListMatchKind[] {
  const hits: WatchListMatchKind[] = [];
  const has = (list: readonly string[], key: string | null) => key !== null && list.includes(key);
  if (has(application.postcodes, item.postcode)) hits.push('postcode');
  if (has(application.phones, item.phone) || has(application.phones, item.mobile)) {
    hits.push('phone');
  }
  if (item.email !== null && item.email === application.email) hits.push('email');
  if (item.bank_account !== null && item.bank_account === application.bank_account) {
    hits.push('bank_account');
  }
  if (item.ip_address !== null && item.ip_address === application.ip_address) {
    hits.push('ip_address');
  }
  if (has(application.name_postcodes, item.name_postcode)) hits.push('name_postcode');
  return hits;
}

/** One item an application matched, and on what. */
export interface WatchListHit {
  fraud_watch_list_id: number;
  fraud_watch_list_item_id: number;
  kinds: WatchListMatchKind[];
}

/**
 * The Credit Sentry section that explains the hits ({display, value} pairs like the other
 * sources), or an empty list when the application matched nothing.
 */
export function watchListSentrySection(hits: readonly WatchListHit[]) {
  return hits.map((hit) => ({
    display: `Watch List ${hit.fraud_watch_list_id}, item ${hit.fraud_watch_list_item_id}`,
    value: hit.kinds.map((kind) => watchListMatchLabels[kind]).join(', '),
  }));
}
