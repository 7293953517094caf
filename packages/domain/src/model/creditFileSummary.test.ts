import { describe, expect, it } from 'vitest';
import {
  accountMatch,
  accountMatchText,
  electoralRollConfirmation,
  paymentStatusLabel,
  summariseCreditFile,
  worstPaymentStatus,
  type CreditFileRecords,
} from './creditFileSummary';

const applicant = { name: 'Jane Smith', date_of_birth: '1980-02-03', address: '1 High St, York' };

const records: CreditFileRecords = {
  applicant,
  searched_at: '2026-11-01',
  addresses_submitted: 2,
  linked_addresses: [{ address: '9 Low Rd, Leeds' }],
  electoral_roll: [{ name: 'jane  SMITH', address: '1 High St York', from: '2019-04', to: null }],
  accounts: [
    { balance: 10_000, history: [{ status: '0' }, { status: '2' }] },
    { balance: null, history: [{ status: '1' }, { status: 'U' }] },
    { balance: 5_000, history: [] },
  ],
  ccjs: [
    { status: 'Active', amount: 30_000 },
    { status: 'Satisfied', amount: 12_000 },
    { status: 'Satisfied', amount: 8_000 },
  ],
  insolvencies: [{ status: 'Discharged' }, { status: 'Restricted' }],
};

describe('worstPaymentStatus', () => {
  it('orders up to date, arrears by months, then default, and ignores unknown codes', () => {
    expect(worstPaymentStatus(['0', '3', '1'])).toBe('3');
    expect(worstPaymentStatus(['6', 'D', '0'])).toBe('D');
    expect(worstPaymentStatus(['U', null, undefined])).toBeNull();
  });

  it('says each status as people say it', () => {
    expect(paymentStatusLabel('0')).toBe('Up to date');
    expect(paymentStatusLabel('1')).toBe('1 payment in arrears');
    expect(paymentStatusLabel('4')).toBe('4 payments in arrears');
    expect(paymentStatusLabel('D')).toBe('Default');
  });
});

describe('summariseCreditFile', () => {
  const summary = summariseCreditFile(records);

  it('counts the accounts listed and totals the balances they state', () => {
    expect(summary.accountCount).toBe(3);
    expect(summary.totalBalance).toBe(15_000);
  });

  it("takes the worst of each account's latest month, and the worst of every month", () => {
    expect(summary.worstCurrentStatus).toBe('1');
    expect(summary.worstHistoricStatus).toBe('2');
  });

  it('counts and values CCJs active and satisfied apart', () => {
    expect(summary.ccjs).toEqual({
      Active: { count: 1, value: 30_000 },
      Satisfied: { count: 2, value: 20_000 },
    });
  });

  it('breaks bankruptcies and insolvencies down by discharged, insolvent and restricted', () => {
    expect(summary.insolvencies).toEqual({ Discharged: 1, Insolvent: 0, Restricted: 1 });
  });

  it('sets the addresses submitted against those linked', () => {
    expect(summary.addresses).toEqual({ submitted: 2, linked: 1 });
  });

  it('has nothing to report for an empty file', () => {
    const empty = summariseCreditFile({
      ...records,
      accounts: [],
      ccjs: [],
      insolvencies: [],
      electoral_roll: [],
      linked_addresses: [],
    });
    expect(empty).toMatchObject({
      accountCount: 0,
      totalBalance: null,
      worstCurrentStatus: null,
      worstHistoricStatus: null,
      electoralRoll: { addressConfirmed: false, personConfirmed: false, years: null },
    });
  });
});

describe('electoralRollConfirmation', () => {
  it('confirms address and person, and counts whole years up to the search', () => {
    expect(electoralRollConfirmation(records)).toEqual({
      addressConfirmed: true,
      personConfirmed: true,
      years: 7,
    });
  });

  it('confirms the address without the person when someone else is registered there', () => {
    expect(
      electoralRollConfirmation({
        ...records,
        electoral_roll: [
          { name: 'John Brown', address: applicant.address, from: '2020-01', to: '2023-06' },
        ],
      }),
    ).toEqual({ addressConfirmed: true, personConfirmed: false, years: null });
  });

  it('spans the earliest to the latest registration in the name at the address', () => {
    expect(
      electoralRollConfirmation({
        ...records,
        electoral_roll: [
          { name: applicant.name, address: applicant.address, from: '2015-03', to: '2018-02' },
          { name: applicant.name, address: applicant.address, from: '2018-03', to: '2021-03' },
        ],
      }).years,
    ).toBe(6);
  });
});

describe('accountMatch', () => {
  it('matches each field the account states, and leaves out those it does not', () => {
    const match = accountMatch(
      { name: 'J Smith', date_of_birth: '1980-02-03', address: null },
      applicant,
    );
    expect(match).toEqual({ name: false, date_of_birth: true, address: null });
    expect(accountMatchText(match)).toBe('Matched: Date of Birth; Not matched: Name');
  });

  it('says N/A when the account states none of them', () => {
    expect(
      accountMatchText(accountMatch({ name: null, date_of_birth: null, address: '' }, applicant)),
    ).toBe('N/A');
  });

  it('lists every field when all match', () => {
    expect(accountMatchText(accountMatch(applicant, applicant))).toBe(
      'Matched: Name, Date of Birth, Address',
    );
  });
});
