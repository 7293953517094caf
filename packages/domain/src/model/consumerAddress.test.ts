import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  addressYearsLabel,
  addressesValid,
  clearPreviousAddress,
  previousAddressNeeded,
  type ConsumerAddress,
} from './consumerAddress';

const address = (overrides: Partial<ConsumerAddress> = {}): ConsumerAddress => ({
  address_number: 1,
  street_number: '12',
  street: 'High Street',
  town: 'Leeds',
  postcode: 'LS1 4AB',
  time_years: 1,
  ...overrides,
});

describe('addressProblems', () => {
  it('accepts an address with a street number or a house name', () => {
    expect(addressProblems(address())).toEqual([]);
    expect(addressProblems(address({ street_number: null, house_name: 'Rose Cottage' }))).toEqual(
      [],
    );
  });

  it("names each missing mandatory field as '{field} is missing.'", () => {
    expect(
      addressProblems(address({ postcode: '', street: '  ', town: null })).map((p) => p.message),
    ).toEqual(['Postcode is missing.', 'Street is missing.', 'Town is missing.']);
  });

  it('asks for a house name or number when both are empty', () => {
    expect(addressProblems(address({ street_number: '', house_name: null }))).toEqual([
      { field: 'house_name', message: 'House name or number is missing.' },
    ]);
  });

  it('refuses years outside 0 to 10', () => {
    expect(addressProblems(address({ time_years: 11 }))[0]?.field).toBe('time_years');
    expect(addressesValid([address(), address({ address_number: 2, time_years: -1 })])).toBe(false);
  });
});

describe('addressYearsLabel', () => {
  it('reads 0 as less than a year and 10 as more than 9 years', () => {
    expect(addressYearsLabel(0)).toBe('Less than 1 year');
    expect(addressYearsLabel(1)).toBe('1 year');
    expect(addressYearsLabel(4)).toBe('4 years');
    expect(addressYearsLabel(10)).toBe('More than 9 years');
  });
});

describe('previousAddressNeeded', () => {
  it('asks for a previous address while the years recorded total less than three', () => {
    const addresses = [address({ time_years: 1 }), address({ address_number: 2, time_years: 1 })];
    expect(previousAddressNeeded(addresses, 1)).toBe(true);
    expect(previousAddressNeeded(addresses, 2)).toBe(true);
    expect(previousAddressNeeded([address({ time_years: 3 })], 1)).toBe(false);
    expect(
      previousAddressNeeded([address({ time_years: 2 }), address({ address_number: 2 })], 2),
    ).toBe(false);
  });

  it('never asks for a fourth address', () => {
    expect(previousAddressNeeded([address({ time_years: 0 })], 3)).toBe(false);
  });
});

describe('clearPreviousAddress', () => {
  it('moves previous address 2 into the place of a cleared previous address 1', () => {
    const remaining = clearPreviousAddress(
      [
        address({ time_years: 1 }),
        address({ address_number: 2, town: 'York' }),
        address({ address_number: 3, town: 'Hull' }),
      ],
      2,
    );
    expect(remaining.map((a) => [a.address_number, a.town])).toEqual([
      [1, 'Leeds'],
      [2, 'Hull'],
    ]);
  });
});
