import { describe, expect, it } from 'vitest';
import {
  DATA_KEY_CATALOGUE,
  applicationDataValues,
  personalDataKind,
  withholdDataValues,
  type ApplicationFacts,
} from './dataKeys';

const facts: ApplicationFacts = {
  advance_pence: 123456,
  deposit_pence: 25000,
  goods_total_pence: 148456,
  date_of_birth: '1990-06-15',
  salary: 32000,
  postcode: 'SW1A 1AA',
  credit_score: 640,
  ccj_count: 0,
  months_at_address: 40,
  maxmind_risk_score: 12.5,
  sanction_match: false,
  watch_list_match: true,
};
const asOf = new Date('2026-06-15T09:00:00Z');

describe('DATA_KEY_CATALOGUE', () => {
  it('lists the seeded provider:key pairs', () => {
    expect(DATA_KEY_CATALOGUE.map(({ data_provider, key }) => `${data_provider}:${key}`)).toEqual([
      'experian:credit_score',
      'experian:ccj_count',
      'experian:months_at_address',
      'application:advance',
      'application:deposit_percent',
      'application:age',
      'application:salary',
      'application:postcode',
      'maxmind:risk_score',
      'tracesmart:sanction_match',
      'credit_sentry:watch_list_match',
    ]);
  });
});

describe('applicationDataValues', () => {
  it('builds a value for every catalogue key', () => {
    expect(applicationDataValues(facts, asOf)).toEqual({
      'experian:credit_score': 640,
      'experian:ccj_count': 0,
      'experian:months_at_address': 40,
      'application:advance': 1234.56,
      'application:deposit_percent': 16.8,
      'application:age': 36,
      'application:salary': 32000,
      'application:postcode': 'SW1A 1AA',
      'maxmind:risk_score': 12.5,
      'tracesmart:sanction_match': false,
      'credit_sentry:watch_list_match': true,
    });
    expect(Object.keys(applicationDataValues(facts, asOf))).toHaveLength(DATA_KEY_CATALOGUE.length);
  });
  it('keeps unknown facts as null', () => {
    const values = applicationDataValues(
      {
        ...facts,
        advance_pence: null,
        salary: null,
        postcode: null,
        credit_score: null,
        ccj_count: null,
        months_at_address: null,
        maxmind_risk_score: null,
        sanction_match: null,
        watch_list_match: null,
      },
      asOf,
    );
    expect(values).toMatchObject({
      'application:advance': null,
      'application:salary': null,
      'application:postcode': null,
      'experian:credit_score': null,
      'experian:ccj_count': null,
      'experian:months_at_address': null,
      'maxmind:risk_score': null,
      'tracesmart:sanction_match': null,
      'credit_sentry:watch_list_match': null,
    });
  });

  describe('advance', () => {
    it('is in pounds', () => {
      expect(
        applicationDataValues({ ...facts, advance_pence: 50000 }, asOf)['application:advance'],
      ).toBe(500);
      expect(
        applicationDataValues({ ...facts, advance_pence: 5 }, asOf)['application:advance'],
      ).toBe(0.05);
    });
  });

  describe('deposit_percent', () => {
    const percent = (deposit_pence: number | null, goods_total_pence: number | null) =>
      applicationDataValues({ ...facts, deposit_pence, goods_total_pence }, asOf)[
        'application:deposit_percent'
      ];
    it('is the deposit as a percentage of the goods total, to one decimal', () => {
      expect(percent(10000, 100000)).toBe(10);
      expect(percent(1, 3)).toBe(33.3);
      expect(percent(2, 3)).toBe(66.7);
      expect(percent(12345, 100000)).toBe(12.3);
      expect(percent(100000, 100000)).toBe(100);
    });
    it('is 0 without a deposit', () => {
      expect(percent(0, 100000)).toBe(0);
      expect(percent(null, 100000)).toBe(0);
    });
    it('is 0 when there are no goods', () => {
      expect(percent(5000, 0)).toBe(0);
      expect(percent(5000, null)).toBe(0);
    });
  });

  describe('age', () => {
    const age = (date_of_birth: string | null, on: string) =>
      applicationDataValues({ ...facts, date_of_birth }, new Date(on))['application:age'];
    it('counts whole years, turning a year older on the birthday', () => {
      expect(age('1990-06-15', '2026-06-14T23:59:59Z')).toBe(35);
      expect(age('1990-06-15', '2026-06-15T00:00:00Z')).toBe(36);
      expect(age('1990-12-31', '2026-01-01T00:00:00Z')).toBe(35);
      expect(age('2008-01-01', '2026-01-01T00:00:00Z')).toBe(18);
    });
    it('turns a 29 February birthday a year older on 1 March in other years', () => {
      expect(age('2000-02-29', '2026-02-28T12:00:00Z')).toBe(25);
      expect(age('2000-02-29', '2026-03-01T12:00:00Z')).toBe(26);
      expect(age('2000-02-29', '2028-02-29T12:00:00Z')).toBe(28);
    });
    it('is null when the date of birth is unknown or not a yyyy-MM-dd date', () => {
      expect(age(null, '2026-01-01T00:00:00Z')).toBeNull();
      expect(age('15/06/1990', '2026-01-01T00:00:00Z')).toBeNull();
      expect(age('1990-02-30', '2026-01-01T00:00:00Z')).toBeNull();
      expect(age('1990-13-01', '2026-01-01T00:00:00Z')).toBeNull();
    });
  });
});

describe('personalDataKind', () => {
  it('names the permission-guarded data each catalogue key carries', () => {
    const kinds = Object.fromEntries(
      DATA_KEY_CATALOGUE.map(({ data_provider, key }) => [
        `${data_provider}:${key}`,
        personalDataKind(`${data_provider}:${key}`),
      ]),
    );
    expect(kinds).toEqual({
      'experian:credit_score': 'credit_file',
      'experian:ccj_count': 'credit_file',
      'experian:months_at_address': 'credit_file',
      'application:advance': null,
      'application:deposit_percent': null,
      'application:age': 'consumer',
      'application:salary': 'consumer',
      'application:postcode': 'consumer',
      'maxmind:risk_score': 'fraud',
      'tracesmart:sanction_match': 'fraud',
      'credit_sentry:watch_list_match': 'fraud',
    });
  });

  it("treats a key it does not know as the consumer's", () => {
    expect(personalDataKind('bank:account_name')).toBe('consumer');
    expect(personalDataKind('application:employer')).toBe('consumer');
  });
});

describe('withholdDataValues', () => {
  it('sets the values of each kind the viewer may not see to null, keeping the rest', () => {
    const values = applicationDataValues(facts, asOf);
    const withheld = withholdDataValues(values, (kind) => kind === 'credit_file');
    expect(withheld).toMatchObject({
      'experian:credit_score': 640,
      'application:advance': 1234.56,
      'application:age': null,
      'application:salary': null,
      'application:postcode': null,
      'maxmind:risk_score': null,
      'tracesmart:sanction_match': null,
    });
    expect(Object.keys(withheld)).toEqual(Object.keys(values));
  });
});
