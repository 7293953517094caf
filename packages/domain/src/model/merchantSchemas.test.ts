import { describe, expect, it } from 'vitest';
import {
  cdsSettingsSchema,
  contactCreateSchema,
  contactUpdateSchema,
  fieldErrors,
  flagSchema,
  isContactPhone,
  merchantEmailSchema,
  noteSchema,
  operatingAgreementChoicesSchema,
  retailerUpdateSchema,
  schemaProblems,
} from './merchantSchemas';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

const newContact = {
  contact_type: 'accounts',
  title: 'Mrs',
  first_name: 'Jane',
  last_name: 'Smith',
  email: 'jane@example.co.uk',
};

describe('contacts', () => {
  it('requires title, names, contact type and email for a new contact', () => {
    expect(errorsOf(contactCreateSchema.safeParse({}))).toEqual({
      contact_type: 'Contact type is required.',
      title: 'Title is required.',
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      email: 'Email is required.',
    });
    expect(contactCreateSchema.parse(newContact)).toMatchObject(newContact);
  });

  it('caps contact text at 100 characters', () => {
    expect(
      errorsOf(contactCreateSchema.safeParse({ ...newContact, last_name: 'x'.repeat(101) })),
    ).toEqual({
      last_name: 'Last name must be 100 characters or fewer.',
    });
  });

  it('takes phones of digits starting with 0 and at least 11 digits; empty clears them', () => {
    expect(isContactPhone('07700900123')).toBe(true);
    expect(isContactPhone('0770 090 0123')).toBe(false);
    expect(isContactPhone('7700900123')).toBe(false);
    expect(
      errorsOf(contactCreateSchema.safeParse({ ...newContact, mobile: '+447700900123' })),
    ).toHaveProperty('mobile');
    expect(contactCreateSchema.parse({ ...newContact, telephone: '' }).telephone).toBeNull();
  });

  it('checks the email address', () => {
    expect(errorsOf(contactCreateSchema.safeParse({ ...newContact, email: 'jane' }))).toEqual({
      email: 'Enter a valid email address.',
    });
  });

  it('requires nothing of an edit but the contact and one change', () => {
    expect(contactUpdateSchema.safeParse({ contact_id: 4, mobile: '07700900123' }).success).toBe(
      true,
    );
    expect(contactUpdateSchema.safeParse({ contact_id: 4 }).success).toBe(false);
  });
});

describe('merchant details', () => {
  it('requires a name of at most 100 and caps references at 15', () => {
    const result = retailerUpdateSchema.safeParse({
      name: ' ',
      registration_number: '1'.repeat(16),
    });
    expect(errorsOf(result)).toEqual({
      name: 'Name is required.',
      registration_number: 'Registration number must be 15 characters or fewer.',
    });
  });

  it('names nested properties by their path', () => {
    const result = retailerUpdateSchema.safeParse({
      bank_details: { settlement: { account_holder_name: 'x'.repeat(101), sort_code: '20/00/00' } },
      account_details: { sign_up_fee: 12_345_678_901 },
    });
    expect(result.success).toBe(false);
    expect(
      schemaProblems(result.error!)
        .map((problem) => problem.property)
        .sort(),
    ).toEqual([
      'account_details.sign_up_fee',
      'bank_details.settlement.account_holder_name',
      'bank_details.settlement.sort_code',
    ]);
  });

  it('clears an emptied optional text and trims the rest', () => {
    expect(retailerUpdateSchema.parse({ vat_number: '', name: ' Acme ' })).toEqual({
      vat_number: null,
      name: 'Acme',
    });
  });

  it('refuses an update that changes nothing', () => {
    expect(errorsOf(retailerUpdateSchema.safeParse({}))).toEqual({
      body: 'Change at least one field.',
    });
  });
});

describe('CDS settings', () => {
  it('requires a check factor among the proof-of-delivery options', () => {
    expect(cdsSettingsSchema.safeParse({ enabled: true, check_factor: 0.3 }).success).toBe(true);
    expect(errorsOf(cdsSettingsSchema.safeParse({ enabled: true, check_factor: 0.35 }))).toEqual({
      check_factor: 'Choose how many deliveries to check.',
    });
  });
});

describe('flags, notes and email', () => {
  it('requires flag and note text of at most 1000', () => {
    expect(errorsOf(flagSchema.safeParse({ message: '' }))).toEqual({
      message: 'Flag is required.',
    });
    expect(errorsOf(noteSchema.safeParse({ body: 'x'.repeat(1001) }))).toEqual({
      body: 'Note must be 1000 characters or fewer.',
    });
    expect(noteSchema.parse({ body: 'Called the merchant' }).note_type).toBe('internal');
  });

  it('needs a lender for a lender note', () => {
    expect(errorsOf(noteSchema.safeParse({ body: 'x', note_type: 'lender' }))).toEqual({
      lender_id: 'Choose the lender.',
    });
  });

  it('needs a chosen contact to send an email', () => {
    expect(errorsOf(merchantEmailSchema.safeParse({ body: 'Hello', correspondents: [] }))).toEqual({
      correspondents: 'Choose a contact to email.',
    });
  });
});

describe('operating agreement choices', () => {
  it('needs a document for each lender and a PDF for the custom option', () => {
    const result = operatingAgreementChoicesSchema.safeParse([
      { retailer_agreement_id: 1, selected_document: 0 },
      { retailer_agreement_id: 2, selected_document: -1, file: null },
      {
        retailer_agreement_id: 3,
        selected_document: -1,
        file: { upload_id: 4, content_type: 'application/pdf' },
      },
      { retailer_agreement_id: 4, selected_document: 12 },
    ]);
    expect(errorsOf(result)).toEqual({
      '0.selected_document': 'Choose a document for each lender.',
      '1.file': 'Upload the custom ROA as a PDF file.',
    });
  });
});
