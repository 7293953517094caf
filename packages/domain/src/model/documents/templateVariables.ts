import type { DocumentType } from './documentTypes';

/**
 * The variable palette (platform-shell.md section 3): groups of variables offered by document
 * type. A variable appears in a document as a non-editable placeholder, written in HTML as its
 * name inside double braces with a space on each side: `{{ consumer_first_name }}`.
 */
export interface TemplateVariableDefinition {
  /** The name written in the document. */
  name: string;
  /** What the palette and the placeholder show. */
  display: string;
  /** A longer explanation, when the display needs one. */
  label?: string;
  /** 'block' variables are inserted as a paragraph of their own; the others inline. */
  type: 'inline' | 'block';
}

export interface TemplateVariableGroup {
  /** Stable key of the group. */
  key: TemplateVariableGroupKey;
  label: string;
  /** Whether the group starts expanded in the palette. */
  expanded: boolean;
  variables: readonly TemplateVariableDefinition[];
}

export const templateVariableGroupKeys = [
  'consumer',
  'bank',
  'application',
  'finance',
  'goods',
  'retailer',
  'credit_intermediary',
  'lender',
  'promotion',
] as const;
export type TemplateVariableGroupKey = (typeof templateVariableGroupKeys)[number];

const inline = (name: string, display: string, label?: string): TemplateVariableDefinition => ({
  name,
  display,
  type: 'inline',
  ...(label ? { label } : {}),
});
const block = (name: string, display: string, label?: string): TemplateVariableDefinition => ({
  name,
  display,
  type: 'block',
  ...(label ? { label } : {}),
});

const groups: Record<TemplateVariableGroupKey, Omit<TemplateVariableGroup, 'expanded'>> = {
  consumer: {
    key: 'consumer',
    label: 'Consumer',
    variables: [
      inline('consumer_title', 'Title'),
      inline('consumer_first_name', 'First name'),
      inline('consumer_middle_names', 'Middle names'),
      inline('consumer_surname', 'Surname'),
      inline('consumer_full_name', 'Full name', 'Title, first name and surname'),
      block('consumer_address', 'Address', 'The current address, one line per part'),
      inline('consumer_postcode', 'Postcode'),
      inline('consumer_email', 'Email address'),
      inline('consumer_phone', 'Phone number'),
      block('consumer_signature', 'Signature', 'The consumer’s electronic signature'),
    ],
  },
  bank: {
    key: 'bank',
    label: 'Bank',
    variables: [
      inline('bank_name', 'Bank name'),
      inline('bank_branch', 'Branch'),
      block('bank_address', 'Bank address'),
      inline('bank_account_name', 'Account name'),
      inline('bank_account_number', 'Account number'),
      inline('bank_account_number_obscured', 'Obscured account number', 'Only the last 4 digits'),
      inline('bank_sort_code', 'Sort code'),
    ],
  },
  application: {
    key: 'application',
    label: 'Application',
    variables: [
      inline('application_id', 'Application id'),
      inline('application_agreement_reference', 'Agreement reference'),
      inline('application_direct_debit_number', 'Direct debit reference'),
      inline('application_signed_at', 'Signed on', 'Date and time the agreement was signed'),
      inline('application_signed_ip', 'Signed from IP address'),
      inline('application_invoice_id', 'Invoice id'),
    ],
  },
  finance: {
    key: 'finance',
    label: 'Finance',
    variables: [
      inline('finance_credit_amount', 'Amount of credit'),
      inline('finance_deposit', 'Deposit'),
      inline('finance_term', 'Term (months)'),
      inline('finance_apr', 'APR'),
      inline('finance_cost_of_loan', 'Cost of the loan'),
      inline('finance_interest', 'Interest payable'),
      inline('finance_interest_rate', 'Fixed interest rate'),
      inline('finance_instalment_amount', 'Monthly instalment'),
      inline('finance_instalment_count', 'Number of instalments'),
      inline('finance_first_instalment_date', 'First instalment date'),
      inline('finance_payment_frequency', 'Payment frequency'),
      inline('finance_processing_fee', 'Processing fee'),
      inline('finance_total_payable', 'Total amount payable'),
      inline('finance_cash_price', 'Cash price'),
    ],
  },
  goods: {
    key: 'goods',
    label: 'Goods',
    variables: [
      inline('goods_price', 'Price'),
      inline('goods_quantity', 'Quantity'),
      inline('goods_description', 'Description'),
      block('goods_details', 'Goods details', 'A line per item: quantity, description and price'),
    ],
  },
  retailer: {
    key: 'retailer',
    label: 'Retailer',
    variables: [
      inline('retailer_name', 'Trading name'),
      inline('retailer_company_number', 'Company number'),
      block('retailer_address', 'Address'),
      inline('retailer_url', 'Website'),
      inline('retailer_phone', 'Phone number'),
      inline('retailer_contact', 'Contact name'),
      block('retailer_signature', 'Signature', 'The merchant’s electronic signature'),
    ],
  },
  credit_intermediary: {
    key: 'credit_intermediary',
    label: 'Credit intermediary',
    variables: [
      inline('credit_intermediary_name', 'Name'),
      block('credit_intermediary_address', 'Address'),
      inline('credit_intermediary_fca_number', 'FCA firm reference number'),
    ],
  },
  lender: {
    key: 'lender',
    label: 'Lender',
    variables: [
      inline('lender_name', 'Lender name'),
      block('lender_address', 'Lender address'),
      block('lender_signature', 'Signature', 'Signed on behalf of the lender'),
      inline('lender_interest_rate', 'Interest rate'),
      inline('lender_default_interest_rate', 'Default interest rate'),
    ],
  },
  promotion: {
    key: 'promotion',
    label: 'Promotion',
    variables: [inline('promotion_interest_free_period', 'Interest free period (months)')],
  },
};

/** Which groups each document type offers, in palette order; the first ones start expanded. */
const groupsByType: Record<DocumentType, readonly TemplateVariableGroupKey[]> = {
  direct_debit: ['consumer', 'bank', 'application', 'lender'],
  precontract_explanation: [
    'consumer',
    'finance',
    'goods',
    'retailer',
    'credit_intermediary',
    'lender',
    'promotion',
  ],
  precontract: [
    'consumer',
    'application',
    'finance',
    'goods',
    'retailer',
    'credit_intermediary',
    'lender',
    'promotion',
  ],
  customer_declaration: ['consumer', 'application', 'finance', 'goods', 'retailer', 'lender'],
  precontract_information: [
    'consumer',
    'finance',
    'goods',
    'retailer',
    'credit_intermediary',
    'lender',
    'promotion',
  ],
  retailer_operating_agreement: ['retailer', 'lender'],
};

/** How many groups start expanded. */
const EXPANDED_GROUPS = 2;

/** The palette of a document type: its groups in order, the first ones expanded. */
export function variableGroupsFor(type: DocumentType): TemplateVariableGroup[] {
  return groupsByType[type].map((key, index) => ({
    ...groups[key],
    expanded: index < EXPANDED_GROUPS,
  }));
}

/** Every variable of the palette of a document type, by name. */
export function variablesFor(type: DocumentType): Map<string, TemplateVariableDefinition> {
  return new Map(
    variableGroupsFor(type).flatMap((group) =>
      group.variables.map((variable) => [variable.name, variable] as const),
    ),
  );
}

/** Every variable any document type knows, by name. */
export const allTemplateVariables: ReadonlyMap<string, TemplateVariableDefinition> = new Map(
  templateVariableGroupKeys.flatMap((key) =>
    groups[key].variables.map((variable) => [variable.name, variable] as const),
  ),
);

/** How a variable is written: its name in double braces with a space on each side. */
export function writeTemplateVariable(name: string): string {
  return `{{ ${name} }}`;
}

/** A variable as written in text, with or without the spaces; group 1 is the name. */
export const templateVariablePattern = /\{\{\s*([A-Za-z][A-Za-z0-9_.]*)\s*\}\}/g;
