/**
 * Rate card products (merchants.md sections 3, 5 and 9): one row schema shared by the Add Rate
 * Card Product modal, the editable product table, the CSV import and the server. A row is held
 * as people type it: rates in percent, money in pounds; the contract carries pence, and
 * `rateCardProductToRow` / `rateCardRowToProduct` convert between the two.
 */
import { z } from 'zod';
import { schemaProblems, type SchemaProblem } from './merchantSchemas';
import { formatShortDate } from './shortDate';

/** The numeric fields of a product row, in the order of the contract. */
export const rateCardNumericFields = [
  'tier_set1_rate_lender',
  'tier_set2_rate_lender',
  'tier_set2_min',
  'lender_min_fee',
  'lender_fixed_fee',
  'min_amount',
  'max_amount',
  'cut_off_point',
  'credit_sentry_fee',
  'cancel_fee',
  'amend_fee',
  'p4_l_min_fee',
  'tier_set1_rate_p4_l',
] as const;

export type RateCardNumericField = (typeof rateCardNumericFields)[number];

export const rateCardTextFields = ['product_code', 'product_name', 'display_name'] as const;
export type RateCardTextField = (typeof rateCardTextFields)[number];
export type RateCardField = RateCardTextField | RateCardNumericField;

/** How a numeric field is typed and shown: a rate (0 to 100 %), pounds to 2 decimals, or whole pounds. */
export type RateCardFieldKind = 'rate' | 'money' | 'wholeMoney';

export const rateCardFieldKinds: Record<RateCardNumericField, RateCardFieldKind> = {
  tier_set1_rate_lender: 'rate',
  tier_set2_rate_lender: 'rate',
  tier_set2_min: 'money',
  lender_min_fee: 'money',
  lender_fixed_fee: 'money',
  min_amount: 'wholeMoney',
  max_amount: 'wholeMoney',
  cut_off_point: 'wholeMoney',
  credit_sentry_fee: 'money',
  cancel_fee: 'money',
  amend_fee: 'money',
  p4_l_min_fee: 'money',
  tier_set1_rate_p4_l: 'rate',
};

/** Labels as the screens name the fields (merchants.md section 2). */
export const rateCardFieldLabels: Record<RateCardField, string> = {
  product_code: 'Product code',
  product_name: 'Product',
  display_name: 'Display name',
  tier_set1_rate_lender: 'Tier 1 rate',
  tier_set2_rate_lender: 'Tier 2 rate',
  tier_set2_min: 'Tier 2 min',
  lender_min_fee: 'Min subsidy',
  lender_fixed_fee: 'Fixed subsidy',
  min_amount: 'Min loan',
  max_amount: 'Max loan',
  cut_off_point: 'Cut off point',
  credit_sentry_fee: 'Credit-check fee',
  cancel_fee: 'Cancel fee',
  amend_fee: 'Amendment fee',
  p4_l_min_fee: 'P4L min fee',
  tier_set1_rate_p4_l: 'P4L Tier 1 rate',
};

/** The spec names the rules but gives no texts for them: short English, kept in one place. */
export const rateCardMessages = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, limit: number) => `${label} must be ${limit} characters or fewer.`,
  productCode: 'Product code may hold letters, digits, dots, hyphens and underscores only.',
  number: (label: string) => `${label} must be a number.`,
  rate: (label: string) => `${label} must be between 0 and 100.`,
  rateDecimals: (label: string) => `${label} may have at most 2 decimals.`,
  money: (label: string) => `${label} may have at most 2 decimals.`,
  wholeMoney: (label: string) => `${label} must be a whole number.`,
  notNegative: (label: string) => `${label} cannot be negative.`,
  tooLarge: (label: string) => `${label} is too large.`,
  maxBelowMin: 'Max loan cannot be below Min loan.',
  name: 'Name is required.',
  nameTooLong: 'Name must be 200 characters or fewer.',
  type: 'Type is required.',
  copyFrom: 'Choose the rate card to copy.',
  csvFile: 'Choose a CSV file to import.',
  /** merchants.md's success message once Add Rate Card Product put a product on the card. */
  productCreated: 'Rate Card Product created.',
} as const;

const messages = rateCardMessages;
/** The largest amount the server stores (pence in a 32-bit integer), in pounds. */
const MAX_POUNDS = 21_474_836;

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

function numberField(field: RateCardNumericField) {
  const label = rateCardFieldLabels[field];
  const base = z.number({ error: messages.number(label) }).refine(Number.isFinite, {
    message: messages.number(label),
  });
  switch (rateCardFieldKinds[field]) {
    case 'rate':
      return base
        .min(0, messages.rate(label))
        .max(100, messages.rate(label))
        .refine(hasAtMostTwoDecimals, { message: messages.rateDecimals(label) });
    case 'money':
      return base
        .min(0, messages.notNegative(label))
        .max(MAX_POUNDS, messages.tooLarge(label))
        .refine(hasAtMostTwoDecimals, { message: messages.money(label) });
    case 'wholeMoney':
      return base
        .min(0, messages.notNegative(label))
        .max(MAX_POUNDS, messages.tooLarge(label))
        .refine(Number.isInteger, { message: messages.wholeMoney(label) });
  }
}

const textField = (field: RateCardTextField, limit: number) =>
  z
    .string({ error: messages.required(rateCardFieldLabels[field]) })
    .trim()
    .min(1, messages.required(rateCardFieldLabels[field]))
    .max(limit, messages.tooLong(rateCardFieldLabels[field], limit));

/** A product row in the units people type: rates in percent, money in pounds. */
export const rateCardProductRowSchema = z
  .object({
    product_code: textField('product_code', 50).regex(/^[A-Za-z0-9_.-]+$/, messages.productCode),
    product_name: textField('product_name', 200),
    display_name: textField('display_name', 200),
    ...(Object.fromEntries(
      rateCardNumericFields.map((field) => [field, numberField(field)]),
    ) as Record<RateCardNumericField, ReturnType<typeof numberField>>),
  })
  .refine((row) => row.max_amount >= row.min_amount, {
    message: messages.maxBelowMin,
    path: ['max_amount'],
  });

export type RateCardProductRow = z.output<typeof rateCardProductRowSchema>;

/** A product as the contract carries it: rates in percent, amounts and fees in pence. */
export type RateCardProductValues = Record<RateCardTextField, string> &
  Record<RateCardNumericField, number>;

const isRate = (field: RateCardNumericField) => rateCardFieldKinds[field] === 'rate';

/** Pence → pounds for the money fields; rates stay as they are. */
export function rateCardProductToRow(product: RateCardProductValues): RateCardProductRow {
  const row = {
    product_code: product.product_code,
    product_name: product.product_name,
    display_name: product.display_name,
  } as RateCardProductRow;
  for (const field of rateCardNumericFields) {
    const value = product[field] ?? 0;
    row[field] = isRate(field) ? value : value / 100;
  }
  return row;
}

/** Pounds → pence for the money fields; rates stay as they are. */
export function rateCardRowToProduct(row: RateCardProductRow): RateCardProductValues {
  const product = {
    product_code: row.product_code,
    product_name: row.product_name,
    display_name: row.display_name,
  } as RateCardProductValues;
  for (const field of rateCardNumericFields) {
    product[field] = isRate(field) ? row[field] : Math.round(row[field] * 100);
  }
  return product;
}

/** A row with every numeric field at 0 (the table's and the modal's default). */
export function emptyRateCardRow(
  text: Partial<Record<RateCardTextField, string>> = {},
): RateCardProductRow {
  const row = {
    product_code: text.product_code ?? '',
    product_name: text.product_name ?? '',
    display_name: text.display_name ?? '',
  } as RateCardProductRow;
  for (const field of rateCardNumericFields) row[field] = 0;
  return row;
}

/** The problems of one row, by field (the first message of each). */
export function rateCardRowErrors(row: unknown): Partial<Record<RateCardField, string>> {
  const result = rateCardProductRowSchema.safeParse(row);
  if (result.success) return {};
  const errors: Partial<Record<RateCardField, string>> = {};
  for (const { property, message } of schemaProblems(result.error)) {
    errors[property as RateCardField] ??= message;
  }
  return errors;
}

/**
 * Checks the products the contract carries (pence) with the row schema; each problem names
 * `products.{index}.{field}`, as the server answers it.
 */
export function rateCardProductProblems(
  products: readonly RateCardProductValues[],
): SchemaProblem[] {
  return products.flatMap((product, index) => {
    const result = rateCardProductRowSchema.safeParse(rateCardProductToRow(product));
    if (result.success) return [];
    return schemaProblems(result.error).map((problem) => ({
      property: `products.${index}.${problem.property}`,
      message: problem.message,
    }));
  });
}

/** A product's identity within a card, for the duplicate check. */
export function duplicateRateCardProducts(codes: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) duplicates.add(code);
    seen.add(code);
  }
  return duplicates;
}

/** The rate card name and type (settings panel, New Rate Card modal). */
export const rateCardSettingsSchema = z.object({
  name: z
    .string({ error: messages.name })
    .trim()
    .min(1, messages.name)
    .max(200, messages.nameTooLong),
  rate_card_type_id: z.number({ error: messages.type }).int().positive(messages.type),
});

export type RateCardSettings = z.output<typeof rateCardSettingsSchema>;

/** The client-side state of a row in the editable table (merchants.md section 4). */
export type RateCardRowStatus = 'unchanged' | 'added' | 'modified' | 'deleted';

/** Shows a rate as "12.5%" and pence as "£12.50" (merchant rate card view, table cells). */
export function formatRate(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

/**
 * The merchant rate card selector's label: the type name, plus its start and end dates
 * (dd/MM/yy) once the card has ended.
 */
export function merchantRateCardLabel(card: {
  type: { name: string };
  start_time: string | null;
  end_time: string | null;
}): string {
  if (card.end_time === null) return card.type.name;
  const start = card.start_time ? formatShortDate(card.start_time) : '';
  return `${card.type.name} (${start} - ${formatShortDate(card.end_time)})`;
}
