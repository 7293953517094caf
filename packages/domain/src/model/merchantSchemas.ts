/**
 * Validation of the merchant forms and calls (merchants.md section 5), shared by the console's
 * forms and the server: each schema takes the body the contract sends, and parsing normalises it
 * (text trimmed; an emptied optional text becomes null). The specification gives limits but no
 * texts for these fields, so the messages are short English named in `merchantValidationMessages`.
 */
import { z } from 'zod';
import { isEmailAddress } from './email';
import {
  accountTypes,
  legalStatuses,
  merchantTextLimits,
  proofOfDeliveryValues,
  timeToReceiptValues,
} from './merchants';

const limits = merchantTextLimits;

export const merchantValidationMessages = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, limit: number) => `${label} must be ${limit} characters or fewer.`,
  email: 'Enter a valid email address.',
  phone: 'Enter a phone number of digits only, starting with 0 and at least 11 digits long.',
  contactType: 'Contact type must be lower-case letters, such as primary or accounts.',
  accountNumber: 'Account number must be digits.',
  sortCode: 'Sort code must be digits, spaces or hyphens.',
  wholePence: (label: string) => `${label} must be a whole amount in pence.`,
  pounds: (label: string) => `${label} must be an amount in pounds, such as 1250.00.`,
  digits: (label: string, digits: number) => `${label} must be at most ${digits} digits.`,
  notNegative: (label: string) => `${label} cannot be negative.`,
  date: (label: string) => `${label} must be a date (yyyy-MM-dd).`,
  choose: (label: string) => `Choose ${label}.`,
  checkFactor: 'Choose how many deliveries to check.',
  chooseContact: 'Choose a contact to email.',
  somethingToChange: 'Change at least one field.',
  documentPerLender: 'Choose a document for each lender.',
  customPdf: 'Upload the custom ROA as a PDF file.',
} as const;

const messages = merchantValidationMessages;

/** Required text: trimmed, at least one character, at most `limit`. */
const requiredText = (label: string, limit: number) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .max(limit, messages.tooLong(label, limit));

/** Optional text: trimmed; empty or null clears it (null). */
const optionalText = (label: string, limit: number) =>
  z
    .string({ error: messages.tooLong(label, limit) })
    .trim()
    .max(limit, messages.tooLong(label, limit))
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/**
 * A contact phone number: digits only, and in the national form, 0 followed by at least ten
 * more digits (the two readings of section 5 taken together). Empty clears it.
 */
export const CONTACT_PHONE_PATTERN = /^0[0-9]{10,}$/;

export function isContactPhone(text: string): boolean {
  return CONTACT_PHONE_PATTERN.test(text);
}

const phone = (label: string) =>
  optionalText(label, limits.contact).refine(
    (value) => value === null || value === undefined || isContactPhone(value),
    messages.phone,
  );

const email = (label: string) =>
  requiredText(label, limits.contact).refine(isEmailAddress, messages.email);

const contactType = z
  .string({ error: messages.required('Contact type') })
  .trim()
  .min(1, messages.required('Contact type'))
  .max(50, messages.tooLong('Contact type', 50))
  .regex(/^[a-z][a-z_]*$/, messages.contactType);

/** A new contact: title, names, contact type and email required; the rest optional. */
export const contactCreateSchema = z.object({
  contact_type: contactType,
  title: requiredText('Title', limits.contact),
  first_name: requiredText('First name', limits.contact),
  last_name: requiredText('Last name', limits.contact),
  email: email('Email'),
  telephone: phone('Telephone'),
  mobile: phone('Mobile'),
  address: optionalText('Address', limits.contact),
});
export type ContactCreateInput = z.input<typeof contactCreateSchema>;

/** An edited contact: its contact_id and the changed fields, none of them required. */
export const contactUpdateSchema = contactCreateSchema
  .partial()
  .extend({ contact_id: z.number().int().positive() })
  .refine((update) => Object.keys(update).length > 1, { message: messages.somethingToChange });

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.date('CCL start date'))
  .refine((text) => !Number.isNaN(Date.parse(text)), messages.date('CCL start date'));

/** Whole pence, at most `digits` digits (the form's field caps), never negative unless allowed. */
const pence = (label: string, digits: number, { negative = false } = {}) => {
  const largest = 10 ** digits - 1;
  return z
    .number({ error: messages.wholePence(label) })
    .int(messages.wholePence(label))
    .min(
      negative ? -(10 ** (digits - 1) - 1) : 0,
      negative ? messages.digits(label, digits) : messages.notNegative(label),
    )
    .max(largest, messages.digits(label, digits));
};

export const addressUpdateSchema = z.object({
  address_line_1: optionalText('Address line 1', limits.contact),
  address_line_2: optionalText('Address line 2', limits.contact),
  address_line_3: optionalText('Address line 3', limits.contact),
  post_code: optionalText('Post code', limits.reference),
});

/** Company Information: name required (at most 100); registration and CCL numbers at most 15. */
export const companyDetailsSchema = z.object({
  name: requiredText('Name', limits.contact),
  registration_number: optionalText('Registration number', limits.reference),
  vat_number: optionalText('CCL number', limits.reference),
  ccl_number: optionalText('CCL number', limits.reference),
  ccl_start_date: isoDate.nullable(),
  legal_status: z.enum(legalStatuses, { error: messages.choose('a legal status') }),
  principle_trading_url: optionalText('Trading URL', limits.name),
  description_type_goods: optionalText('Type of goods', limits.name),
  address: addressUpdateSchema.partial(),
});

/** Account details: account type, and sign-up fee and monthly cost of at most 10 digits. */
export const accountDetailsSchema = z.object({
  account_type: z.enum(accountTypes, { error: messages.choose('an account type') }),
  sign_up_fee: pence('Sign-up fee', limits.fee),
  monthly_cost: pence('Monthly cost', limits.fee),
});

/** Finance information: amounts in pence of at most 15 digits; net worth and profit may be negative. */
export const financeDetailsSchema = z.object({
  average_time_receipt_goods: z.enum(timeToReceiptValues, {
    error: messages.choose('the average time to receipt of goods'),
  }),
  annual_sales_turnover: pence('Annual sales turnover', limits.reference),
  annual_finance_turnover: pence('Annual finance turnover', limits.reference),
  net_worth: pence('Net worth', limits.reference, { negative: true }),
  net_profit: pence('Net profit', limits.reference, { negative: true }),
  average_order_value: pence('Average order value', limits.reference),
});

/** One kind of bank details: names at most 100; account number, sort code, post code at most 15. */
export const bankDetailsSchema = z.object({
  name: requiredText('Bank name', limits.contact),
  account_holder_name: requiredText('Account holder name', limits.contact),
  account_number: requiredText('Account number', limits.reference).regex(
    /^[0-9 ]+$/,
    messages.accountNumber,
  ),
  sort_code: requiredText('Sort code', limits.reference).regex(/^[0-9 -]+$/, messages.sortCode),
  address: addressUpdateSchema.partial(),
});

/** PATCH /retailers/{id}: any changed part of the company, account, finance and bank details. */
export const retailerUpdateSchema = companyDetailsSchema
  .partial()
  .extend({
    account_details: accountDetailsSchema.partial().optional(),
    company_finance_details: financeDetailsSchema.partial().optional(),
    bank_details: z
      .record(z.string().regex(/^[a-z][a-z0-9_]{0,49}$/), bankDetailsSchema.partial())
      .optional(),
  })
  .refine((update) => Object.keys(update).length > 0, { message: messages.somethingToChange });
export type RetailerUpdateInput = z.input<typeof retailerUpdateSchema>;

/** CDS settings as the form holds them: enabled and a check factor, both required. */
export const cdsSettingsSchema = z.object({
  enabled: z.boolean({ error: messages.required('Enabled') }),
  check_factor: z
    .number({ error: messages.checkFactor })
    .refine((value) => proofOfDeliveryValues.includes(value), messages.checkFactor),
});

/** PATCH /retailers/{id}/settings: the changed CDS settings. */
export const cdsSettingsUpdateSchema = cdsSettingsSchema
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: messages.somethingToChange });

export const flagSchema = z.object({
  message: requiredText('Flag', limits.message),
  type: z.literal('retailer').default('retailer'),
});

const attachmentsSchema = z
  .array(z.object({ upload_id: z.number().int().positive() }))
  .max(10, 'Attach at most 10 files.')
  .optional();

/**
 * A note: text required (at most 1000). Retailer notes are for everyone, lender notes for the
 * provider's staff and that lender (so they name it), internal notes for the staff only.
 */
export const noteSchema = z
  .object({
    body: requiredText('Note', limits.message),
    note_type: z.enum(['retailer', 'lender', 'internal']).default('internal'),
    lender_id: z.number().int().positive().optional(),
    attachments: attachmentsSchema,
  })
  .refine((note) => note.note_type !== 'lender' || note.lender_id !== undefined, {
    message: messages.choose('the lender'),
    path: ['lender_id'],
  });

/** Contact Merchant: a message (at most 1000) emailed to at least one chosen contact. */
export const merchantEmailSchema = z.object({
  body: requiredText('Message', limits.message),
  correspondents: z
    .array(
      z.object({ type: z.literal('retailer_contact'), type_id: z.number().int().positive() }),
      { error: messages.chooseContact },
    )
    .min(1, messages.chooseContact),
  attachments: attachmentsSchema,
});

/** The assignment modals: a selection is required. */
export const accountManagerAssignmentSchema = z.object({
  user_id: z
    .number({ error: messages.choose('an account manager') })
    .int()
    .positive(),
});
export const decisionPolicyAssignmentSchema = z.object({
  decision_policy_id: z
    .number({ error: messages.choose('a decision policy') })
    .int()
    .positive(),
});
export const productPackageAssignmentSchema = z.object({
  product_package_id: z
    .number({ error: messages.choose('a decision policy') })
    .int()
    .positive(),
});
export const ghostUserSchema = z.object({
  user_id: z
    .number({ error: messages.choose('a user') })
    .int()
    .positive(),
});

/**
 * The Assign operating agreement modal: every lender needs a chosen document; the custom option
 * (-1) needs an uploaded PDF.
 */
export const operatingAgreementChoicesSchema = z.array(
  z
    .object({
      retailer_agreement_id: z.number().int().positive(),
      selected_document: z.number({ error: messages.documentPerLender }).int(),
      file: z
        .object({ upload_id: z.number().int().positive(), content_type: z.string() })
        .nullable()
        .optional(),
    })
    .superRefine((choice, context) => {
      if (choice.selected_document === -1) {
        if (choice.file?.content_type !== 'application/pdf') {
          context.addIssue({ code: 'custom', message: messages.customPdf, path: ['file'] });
        }
      } else if (choice.selected_document < 1) {
        context.addIssue({
          code: 'custom',
          message: messages.documentPerLender,
          path: ['selected_document'],
        });
      }
    }),
);

export interface SchemaProblem {
  /** The property's path, dot-separated (`address.post_code`, `bank_details.settlement.name`). */
  property: string;
  message: string;
}

/** Problems of a failed parse, one per property, in the server's error shape. */
export function schemaProblems(error: z.ZodError): SchemaProblem[] {
  return error.issues.map((issue) => ({
    property: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
}

export type SchemaCheck<T> =
  { success: true; data: T } | { success: false; problems: SchemaProblem[] };

/** Parses with a schema; a failure lists its problems in the server's error shape. */
export function checkWithSchema<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): SchemaCheck<z.output<Schema>> {
  const result = schema.safeParse(value);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, problems: schemaProblems(result.error) };
}

/** The problems by property for a form (the first message of each). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { property, message } of schemaProblems(error)) errors[property] ??= message;
  return errors;
}
