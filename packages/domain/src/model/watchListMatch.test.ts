import { describe, expect, it } from 'vitest';
import {
  applicationMatchKeys,
  bankAccountKey,
  emailKey,
  hasMatchKeys,
  ipAddressKey,
  matchedKinds,
  namePostcodeKey,
  phoneKey,
  postcodeKey,
  watchListItemKeys,
  watchListSentrySection,
  type ApplicationMatchFacts,
} from './watchListMatch';

describe('normalised keys', () => {
  it('postcode: upper case letters and digits only', () => {
    expect(postcodeKey(' sw1a 1aa ')).toBe('SW1A1AA');
    expect(postcodeKey('SW1A-1AA')).toBe('SW1A1AA');
    expect(postcodeKey('')).toBeNull();
    expect(postcodeKey(null)).toBeNull();
  });

  it('phone: the national form, whether written with +44, 0044, (0), separators or no 0', () => {
    for (const written of [
      '07700 900123',
      '07700-900123',
      '+44 7700 900123',
      '+44 (0)7700 900123',
      '0044 7700 900123',
      '7700900123',
    ]) {
      expect(phoneKey(written)).toBe('07700900123');
    }
    expect(phoneKey('123')).toBeNull();
    expect(phoneKey(undefined)).toBeNull();
  });

  it('email: trimmed and lower case; text without @ is no address', () => {
    expect(emailKey(' Jo.Bloggs@Example.COM ')).toBe('jo.bloggs@example.com');
    expect(emailKey('not an address')).toBeNull();
  });

  it('bank account: sort code and account digits together, both needed', () => {
    expect(bankAccountKey('12-34-56', '1234 5678')).toBe('123456:12345678');
    expect(bankAccountKey('123456', null)).toBeNull();
    expect(bankAccountKey(null, '12345678')).toBeNull();
  });

  it('IP address: trimmed, lower case, IPv4 over IPv6 as IPv4', () => {
    expect(ipAddressKey(' 192.0.2.1 ')).toBe('192.0.2.1');
    expect(ipAddressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(ipAddressKey('2001:DB8::1')).toBe('2001:db8::1');
  });

  it('name and postcode: letters of the names with the postcode, all three needed', () => {
    expect(namePostcodeKey('Jo-Anne ', "O'Brien", 'ls1 4ap')).toBe('joanne obrien|LS14AP');
    expect(namePostcodeKey('Zoë', 'Smith', 'LS1 4AP')).toBe('zoe smith|LS14AP');
    expect(namePostcodeKey('Jo', null, 'LS1 4AP')).toBeNull();
    expect(namePostcodeKey('Jo', 'Smith', null)).toBeNull();
  });
});

const application: ApplicationMatchFacts = {
  forename: 'Jo',
  surname: 'Bloggs',
  postcodes: ['LS1 4AP', 'M1 1AA', null],
  phoneNumbers: ['0113 496 0000', '+44 7700 900123'],
  emailAddress: 'Jo@Example.com',
  sortCode: '12-34-56',
  accountNumber: '12345678',
  ipAddress: '::ffff:192.0.2.1',
};

describe('applicationMatchKeys', () => {
  it('gives every address and phone number its key, once', () => {
    expect(applicationMatchKeys({ ...application, postcodes: ['LS1 4AP', 'ls14ap'] })).toEqual({
      postcodes: ['LS14AP'],
      phones: ['01134960000', '07700900123'],
      email: 'jo@example.com',
      bank_account: '123456:12345678',
      ip_address: '192.0.2.1',
      name_postcodes: ['jo bloggs|LS14AP'],
    });
  });

  it('knows when there is nothing to match on', () => {
    const nothing = applicationMatchKeys({
      forename: null,
      surname: null,
      postcodes: [],
      phoneNumbers: [null],
      emailAddress: null,
      sortCode: null,
      accountNumber: null,
      ipAddress: null,
    });
    expect(hasMatchKeys(nothing)).toBe(false);
    expect(hasMatchKeys(applicationMatchKeys(application))).toBe(true);
  });
});

describe('matchedKinds', () => {
  const keys = applicationMatchKeys(application);

  it('finds each kind of hit between an item and an application', () => {
    expect(matchedKinds(watchListItemKeys({ postcode: 'm1 1aa' }), keys)).toEqual(['postcode']);
    expect(matchedKinds(watchListItemKeys({ mobilenumber: '7700900123' }), keys)).toEqual([
      'phone',
    ]);
    expect(matchedKinds(watchListItemKeys({ phonenumber: '01134960000' }), keys)).toEqual([
      'phone',
    ]);
    expect(matchedKinds(watchListItemKeys({ emailaddress: 'JO@example.com' }), keys)).toEqual([
      'email',
    ]);
    expect(
      matchedKinds(watchListItemKeys({ sortcode: '123456', currentaccount: '12345678' }), keys),
    ).toEqual(['bank_account']);
    expect(matchedKinds(watchListItemKeys({ ip_address: '192.0.2.1' }), keys)).toEqual([
      'ip_address',
    ]);
    expect(
      matchedKinds(
        watchListItemKeys({ forename: 'JO', surname: 'bloggs', postcode: 'LS1 4AP' }),
        keys,
      ),
    ).toEqual(['postcode', 'name_postcode']);
  });

  it('finds nothing when no key is shared', () => {
    expect(
      matchedKinds(
        watchListItemKeys({
          postcode: 'EH1 1AA',
          phonenumber: '0131 496 0000',
          emailaddress: 'someone@example.com',
          sortcode: '123456',
          currentaccount: '87654321',
          ip_address: '198.51.100.7',
          forename: 'Jo',
          surname: 'Bloggs',
        }),
        keys,
      ),
    ).toEqual([]);
  });
});

describe('watchListSentrySection', () => {
  it('names the list, the item and what matched', () => {
    expect(
      watchListSentrySection([
        { fraud_watch_list_id: 2, fraud_watch_list_item_id: 17, kinds: ['email', 'phone'] },
      ]),
    ).toEqual([{ display: 'Watch List 2, item 17', value: 'Email address, Phone number' }]);
  });
});
