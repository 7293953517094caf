import { describe, expect, it } from 'vitest';
import {
  applicationDetailTabs,
  customerEmailNote,
  notesAndChecksTabs,
  type ApplicationTabContents,
} from './creditApplicationTabs';

const empty: ApplicationTabContents = {
  csns: 0,
  decisionLogs: 0,
  charges: 0,
  customDataItems: 0,
  hasCurrentRules: false,
  creditFiles: 0,
  fraudSections: 0,
  idUploads: 0,
  idVerificationEvents: 0,
  attachments: 0,
};
const full: ApplicationTabContents = {
  csns: 1,
  decisionLogs: 2,
  charges: 1,
  customDataItems: 3,
  hasCurrentRules: true,
  creditFiles: 2,
  fraudSections: 2,
  idUploads: 1,
  idVerificationEvents: 0,
  attachments: 1,
};
const labels = (tabs: { label: string }[]) => tabs.map((tab) => tab.label);

describe('applicationDetailTabs', () => {
  it('always shows Customer, Finance and Deposit', () => {
    expect(labels(applicationDetailTabs(empty))).toEqual(['Customer', 'Finance', 'Deposit']);
  });

  it('adds CSNs, Decision Log, Charges and Custom data when there is something in them', () => {
    expect(labels(applicationDetailTabs(full))).toEqual([
      'Customer',
      'Finance',
      'Deposit',
      'CSNs',
      'Decision Log',
      'Charges',
      'Custom data',
    ]);
  });
});

describe('notesAndChecksTabs', () => {
  it('always shows Notes, Credit Sentry and Email Customer', () => {
    expect(labels(notesAndChecksTabs(empty))).toEqual(['Notes', 'Credit Sentry', 'Email Customer']);
  });

  it('adds Rules, a numbered Credit File per file, Fraud Info, Identification and Attachments', () => {
    expect(notesAndChecksTabs(full).map((tab) => `${tab.id}:${tab.label}`)).toEqual([
      'notes:Notes',
      'credit-sentry:Credit Sentry',
      'rules:Rules',
      'credit-file-0:Credit File 1',
      'credit-file-1:Credit File 2',
      'fraud:Fraud Info',
      'identification:Identification',
      'attachments:Attachments',
      'email:Email Customer',
    ]);
  });

  it('names a single credit file without a number', () => {
    expect(labels(notesAndChecksTabs({ ...empty, creditFiles: 1 }))).toContain('Credit File');
  });

  it('shows Identification for verification events alone', () => {
    expect(labels(notesAndChecksTabs({ ...empty, idVerificationEvents: 1 }))).toContain(
      'Identification',
    );
  });
});

describe('customerEmailNote', () => {
  it("sends the message as an internal note to the customer's address", () => {
    expect(
      customerEmailNote(
        { message: 'Please call us.', reply_to: 'team@example.co.uk' },
        'jane@example.co.uk',
      ),
    ).toEqual({
      long_text: 'Please call us.',
      noteType: 'Internal Note',
      reply_to: 'team@example.co.uk',
      recipients: ['jane@example.co.uk'],
    });
  });

  it('leaves reply_to out when replies go to the default address, and has no recipient without an address', () => {
    expect(customerEmailNote({ message: 'Hello', reply_to: '' }, null)).toEqual({
      long_text: 'Hello',
      noteType: 'Internal Note',
      recipients: [],
    });
  });
});
