import type {
  TemplateBlock,
  TemplateColumnBlock,
  TemplateDoc,
  TemplateInline,
  TemplateListItem,
} from './templateSchema';

/**
 * Sample data sets a preview is rendered with: a consumer, their application, its finance and
 * goods, the retailer and the lender, with a value for every variable of the palette.
 */
export const templateSampleKeys = ['standard-purchase', 'interest-free-purchase'] as const;
export type TemplateSampleKey = (typeof templateSampleKeys)[number];

export interface TemplateSample {
  key: TemplateSampleKey;
  label: string;
  /** Values by variable name; a block variable's lines are separated by "\n". */
  values: Readonly<Record<string, string>>;
}

const shared = {
  bank_name: 'Barclays Bank UK PLC',
  bank_branch: 'Leeds City',
  bank_address: '1 Park Row\nLeeds\nLS1 5AB',
  bank_sort_code: '20-45-77',
  application_signed_ip: '203.0.113.24',
  retailer_company_number: '08812345',
  credit_intermediary_name: 'Point of Sale Finance Ltd',
  credit_intermediary_address: '12 Wharf Street\nManchester\nM1 2BN',
  credit_intermediary_fca_number: '712345',
  lender_name: 'Lender',
  lender_address: '100 Bishopsgate\nLondon\nEC2N 4AG',
  lender_signature: 'Signed on behalf of the lender by J. Patel, Head of Credit',
  lender_default_interest_rate: '8.00% a year',
  finance_payment_frequency: 'Monthly',
};

export const templateSamples: readonly TemplateSample[] = [
  {
    key: 'standard-purchase',
    label: 'Standard purchase: a sofa over 36 months at 19.9% APR',
    values: {
      ...shared,
      consumer_title: 'Mrs',
      consumer_first_name: 'Jane',
      consumer_middle_names: 'Elizabeth',
      consumer_surname: 'Smith',
      consumer_full_name: 'Mrs Jane Smith',
      consumer_address: '14 Acacia Avenue\nHeadingley\nLeeds\nLS6 3HN',
      consumer_postcode: 'LS6 3HN',
      consumer_email: 'jane.smith@example.com',
      consumer_phone: '07700 900321',
      consumer_signature: 'Signed electronically by Jane Smith on 12/03/2026 at 14:22',
      bank_account_name: 'Mrs J E Smith',
      bank_account_number: '41235678',
      bank_account_number_obscured: '****5678',
      application_id: '100234',
      application_agreement_reference: 'AGR-100234',
      application_direct_debit_number: 'DD-100234-01',
      application_signed_at: '12/03/2026 14:22:05',
      application_invoice_id: 'INV-55821',
      finance_credit_amount: '£1,800.00',
      finance_deposit: '£200.00',
      finance_term: '36',
      finance_apr: '19.9%',
      finance_cost_of_loan: '£588.24',
      finance_interest: '£588.24',
      finance_interest_rate: '18.29% fixed',
      finance_instalment_amount: '£66.34',
      finance_instalment_count: '36',
      finance_first_instalment_date: '12/04/2026',
      finance_processing_fee: '£0.00',
      finance_total_payable: '£2,588.24',
      finance_cash_price: '£2,000.00',
      goods_price: '£2,000.00',
      goods_quantity: '1',
      goods_description: 'Three-seater sofa',
      goods_details:
        '1 × Three-seater sofa, grey weave — £1,850.00\n1 × Fabric protection — £150.00',
      retailer_name: 'Oakwood Furniture Ltd',
      retailer_address: '22 Kirkgate\nLeeds\nLS2 7DJ',
      retailer_url: 'https://oakwood-furniture.example',
      retailer_phone: '0113 496 0000',
      retailer_contact: 'Tom Hughes',
      retailer_signature: 'Signed electronically by Tom Hughes, Director',
      lender_interest_rate: '18.29% fixed',
      promotion_interest_free_period: '0',
    },
  },
  {
    key: 'interest-free-purchase',
    label: 'Interest-free purchase: an e-bike over 12 months at 0% APR',
    values: {
      ...shared,
      consumer_title: 'Mr',
      consumer_first_name: 'Rhys',
      consumer_middle_names: '',
      consumer_surname: 'Evans',
      consumer_full_name: 'Mr Rhys Evans',
      consumer_address: 'Flat 3, 9 Bute Street\nCardiff\nCF10 5AF',
      consumer_postcode: 'CF10 5AF',
      consumer_email: 'rhys.evans@example.com',
      consumer_phone: '07700 900654',
      consumer_signature: 'Signed electronically by Rhys Evans on 02/06/2026 at 10:05',
      bank_account_name: 'Mr R Evans',
      bank_account_number: '90817263',
      bank_account_number_obscured: '****7263',
      application_id: '100871',
      application_agreement_reference: 'AGR-100871',
      application_direct_debit_number: 'DD-100871-01',
      application_signed_at: '02/06/2026 10:05:41',
      application_invoice_id: 'INV-60112',
      finance_credit_amount: '£1,200.00',
      finance_deposit: '£0.00',
      finance_term: '12',
      finance_apr: '0%',
      finance_cost_of_loan: '£0.00',
      finance_interest: '£0.00',
      finance_interest_rate: '0% fixed',
      finance_instalment_amount: '£100.00',
      finance_instalment_count: '12',
      finance_first_instalment_date: '02/07/2026',
      finance_processing_fee: '£0.00',
      finance_total_payable: '£1,200.00',
      finance_cash_price: '£1,200.00',
      goods_price: '£1,200.00',
      goods_quantity: '1',
      goods_description: 'Electric bicycle',
      goods_details: '1 × Electric hybrid bicycle — £1,200.00',
      retailer_name: 'Severn Cycles',
      retailer_address: '4 Castle Arcade\nCardiff\nCF10 1BU',
      retailer_url: 'https://severn-cycles.example',
      retailer_phone: '029 2018 0000',
      retailer_contact: 'Ffion Price',
      retailer_signature: 'Signed electronically by Ffion Price, Owner',
      lender_interest_rate: '0% fixed',
      promotion_interest_free_period: '12',
    },
  },
];

export function templateSampleFor(key: TemplateSampleKey): TemplateSample {
  return (
    templateSamples.find((sample) => sample.key === key) ?? (templateSamples[0] as TemplateSample)
  );
}

/** A variable the values do not fill. */
export class UnresolvedVariableError extends Error {
  constructor(readonly variableName: string) {
    super(`No value for the variable {{ ${variableName} }}.`);
    this.name = 'UnresolvedVariableError';
  }
}

function resolveInlines(
  content: readonly TemplateInline[] | undefined,
  values: Readonly<Record<string, string>>,
): TemplateInline[] | undefined {
  if (!content) return content;
  return content.flatMap((node): TemplateInline[] => {
    if (node.type !== 'variable') return [node];
    const value = values[node.attrs.name];
    if (value === undefined) throw new UnresolvedVariableError(node.attrs.name);
    const marks = node.marks ? { marks: node.marks } : {};
    return value
      .split('\n')
      .flatMap((line, index): TemplateInline[] => [
        ...(index > 0 ? [{ type: 'hardBreak' as const, ...marks }] : []),
        ...(line === '' ? [] : [{ type: 'text' as const, text: line, ...marks }]),
      ]);
  });
}

function resolveListItem(
  item: TemplateListItem,
  values: Readonly<Record<string, string>>,
): TemplateListItem {
  return {
    type: 'listItem',
    content: item.content.map(
      (block) => resolveBlock(block, values) as TemplateListItem['content'][number],
    ),
  };
}

function resolveBlock<T extends TemplateBlock | TemplateColumnBlock>(
  block: T,
  values: Readonly<Record<string, string>>,
): T {
  switch (block.type) {
    case 'paragraph':
    case 'heading': {
      const content = resolveInlines(block.content, values);
      return (content ? { ...block, content } : block) as T;
    }
    case 'bulletList':
    case 'orderedList':
      return { ...block, content: block.content.map((item) => resolveListItem(item, values)) } as T;
    case 'ldmTable':
    case 'ddTemplate':
      return {
        ...block,
        content: block.content.map((row) => ({
          ...row,
          content: row.content.map((column) => ({
            ...column,
            content: column.content.map((inner) => resolveBlock(inner, values)),
          })),
        })),
      } as T;
    default:
      return block;
  }
}

/** The template with every variable replaced by its value (a block value's lines by breaks). */
export function resolveTemplateVariables(
  doc: TemplateDoc,
  values: Readonly<Record<string, string>>,
): TemplateDoc {
  return { type: 'doc', content: doc.content.map((block) => resolveBlock(block, values)) };
}
