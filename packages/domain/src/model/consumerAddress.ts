/**
 * The consumer's address rules (credit-applications-and-policies.md, sections 4, 5 and 9): the
 * console's address editor and the server's consumer update apply the same ones.
 */

/** The fields of an address as the consumer editor holds them. */
export interface ConsumerAddress {
  /** 1 current, 2 and 3 previous. */
  address_number: number;
  flat?: string | null;
  house_name?: string | null;
  street_number?: string | null;
  street?: string | null;
  town?: string | null;
  district?: string | null;
  county?: string | null;
  postcode?: string | null;
  time_years: number;
  time_months?: number;
}

export interface AddressProblem {
  field: 'postcode' | 'street' | 'town' | 'house_name' | 'time_years';
  message: string;
}

/** Three years of address history are needed. */
export const ADDRESS_COVER_YEARS = 3;
/** Years at an address run from 0 ('Less than 1 year') to 10 ('More than 9 years'). */
export const MAX_ADDRESS_YEARS = 10;
export const MAX_ADDRESSES = 3;

const mandatoryFields = [
  ['postcode', 'Postcode'],
  ['street', 'Street'],
  ['town', 'Town'],
] as const;

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** The label of a years option: 0 is 'Less than 1 year' and the top one 'More than 9 years'. */
export function addressYearsLabel(years: number): string {
  if (years <= 0) return 'Less than 1 year';
  if (years >= MAX_ADDRESS_YEARS) return `More than ${MAX_ADDRESS_YEARS - 1} years`;
  return years === 1 ? '1 year' : `${years} years`;
}

/** What is wrong with one address, with the spec's messages; empty when it is valid. */
export function addressProblems(address: ConsumerAddress): AddressProblem[] {
  const problems: AddressProblem[] = mandatoryFields
    .filter(([field]) => blank(address[field]))
    .map(([field, label]) => ({ field, message: `${label} is missing.` }));
  if (blank(address.house_name) && blank(address.street_number)) {
    problems.push({ field: 'house_name', message: 'House name or number is missing.' });
  }
  if (
    !Number.isInteger(address.time_years) ||
    address.time_years < 0 ||
    address.time_years > MAX_ADDRESS_YEARS
  ) {
    problems.push({
      field: 'time_years',
      message: `Time at address must be 0 to ${MAX_ADDRESS_YEARS} years.`,
    });
  }
  return problems;
}

/** Whether every address is valid: the editor's invalid-addresses flag is its negation. */
export function addressesValid(addresses: readonly ConsumerAddress[]): boolean {
  return addresses.every((address) => addressProblems(address).length === 0);
}

const byNumber = (addresses: readonly ConsumerAddress[]) =>
  [...addresses].sort((a, b) => a.address_number - b.address_number);

/**
 * Whether the address after `addressNumber` is asked for: only while the years recorded at the
 * current address and the previous ones up to it total less than three.
 */
export function previousAddressNeeded(
  addresses: readonly ConsumerAddress[],
  addressNumber: number,
): boolean {
  if (addressNumber >= MAX_ADDRESSES) return false;
  const covered = byNumber(addresses)
    .filter((address) => address.address_number <= addressNumber)
    .reduce((total, address) => total + address.time_years, 0);
  return covered < ADDRESS_COVER_YEARS;
}

/**
 * The addresses that remain when one previous address is cleared: a later previous address
 * moves up into its place (clearing previous address 1 makes previous 2 the new previous 1).
 */
export function clearPreviousAddress<T extends ConsumerAddress>(
  addresses: readonly T[],
  addressNumber: number,
): T[] {
  return byNumber(addresses)
    .filter((address) => address.address_number !== addressNumber)
    .map((address, index) => ({ ...address, address_number: index + 1 }) as T);
}
