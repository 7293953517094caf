/**
 * The editable product table's state (merchants.md sections 2 and 4): each row carries its
 * client-side status — added, modified or deleted — against the card as saved. An added row
 * removed before saving disappears; a deleted row stays, marked, until the card is saved.
 * Values are held as people type them (rates in percent, money in pounds) and checked with the
 * one product row schema.
 */
import { formatPence } from './money';
import {
  formatRate,
  rateCardFieldKinds,
  rateCardNumericFields,
  rateCardProductToRow,
  rateCardRowErrors,
  rateCardRowToProduct,
  rateCardProductRowSchema,
  type RateCardField,
  type RateCardNumericField,
  type RateCardProductRow,
  type RateCardProductValues,
  type RateCardRowStatus,
} from './rateCards';

/** A numeric cell holds a number, or the text typed when it was not one (shown as invalid). */
export type RateCardCellValue = number | string;

export type RateCardDraftValues = Omit<RateCardProductRow, RateCardNumericField> &
  Record<RateCardNumericField, RateCardCellValue>;

export interface RateCardDraftRow {
  /** Stable while the card is edited: the saved row's position, or the added product's code. */
  key: string;
  status: RateCardRowStatus;
  values: RateCardDraftValues;
  /** The row as saved; null for an added row. */
  saved: RateCardProductRow | null;
}

function savedDraftRow(product: RateCardProductValues, index: number): RateCardDraftRow {
  const saved = rateCardProductToRow(product);
  return { key: `saved-${index}`, status: 'unchanged', values: { ...saved }, saved };
}

/** The card's saved products as unchanged rows. */
export function rateCardDraftFromProducts(
  products: readonly RateCardProductValues[],
): RateCardDraftRow[] {
  return products.map(savedDraftRow);
}

/**
 * How many products become draft rows in one task: converting a 10,000-product card at once
 * held the page's main thread for over 50 ms; 1,000 take a few milliseconds.
 */
export const RATE_CARD_DRAFT_CHUNK_SIZE = 1000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The same rows as rateCardDraftFromProducts, built {@link RATE_CARD_DRAFT_CHUNK_SIZE} products
 * a task with the browser free to paint and handle input in between. Resolves to null if
 * `signal` aborts first (the card was closed or replaced).
 */
export async function rateCardDraftFromProductsInChunks(
  products: readonly RateCardProductValues[],
  signal?: AbortSignal,
): Promise<RateCardDraftRow[] | null> {
  const rows: RateCardDraftRow[] = [];
  for (let start = 0; start < products.length; start += RATE_CARD_DRAFT_CHUNK_SIZE) {
    if (start > 0) await nextTask();
    if (signal?.aborted) return null;
    const end = Math.min(start + RATE_CARD_DRAFT_CHUNK_SIZE, products.length);
    for (let index = start; index < end; index += 1) {
      rows.push(savedDraftRow(products[index]!, index));
    }
  }
  return signal?.aborted ? null : rows;
}

/**
 * What a typed cell means: empty is 0 (numeric fields default to 0), a '%' or '£' and thousands
 * separators are allowed; anything else is kept as typed, for the schema to name.
 */
export function parseRateCardCell(text: string): RateCardCellValue {
  const cleaned = text.trim().replace(/^£/, '').replace(/%$/, '').replace(/,/g, '').trim();
  if (cleaned === '') return 0;
  const number = Number(cleaned);
  return Number.isFinite(number) ? number : text.trim();
}

/** A cell as the table shows it: '4.5%', '£10.00', whole amounts as '£2,500'. */
export function formatRateCardCell(field: RateCardNumericField, value: RateCardCellValue): string {
  if (typeof value === 'string') return value;
  switch (rateCardFieldKinds[field]) {
    case 'rate':
      return formatRate(value);
    case 'money':
      return formatPence(Math.round(value * 100));
    case 'wholeMoney':
      return `£${value.toLocaleString('en-GB')}`;
  }
}

/** A cell's text when editing starts: the plain number, without '%' or '£'. */
export function rateCardCellInput(value: RateCardCellValue): string {
  return String(value);
}

const sameValues = (values: RateCardDraftValues, saved: RateCardProductRow) =>
  rateCardNumericFields.every((field) => values[field] === saved[field]) &&
  values.product_name === saved.product_name &&
  values.display_name === saved.display_name;

const statusAfterEdit = (row: RateCardDraftRow, values: RateCardDraftValues): RateCardRowStatus =>
  row.saved === null ? 'added' : sameValues(values, row.saved) ? 'unchanged' : 'modified';

export function editRateCardDraftCell(
  rows: readonly RateCardDraftRow[],
  key: string,
  field: RateCardNumericField,
  value: RateCardCellValue,
): RateCardDraftRow[] {
  return rows.map((row) => {
    if (row.key !== key || row.status === 'deleted') return row;
    const values = { ...row.values, [field]: value };
    return { ...row, values, status: statusAfterEdit(row, values) };
  });
}

/** Remove: an added row disappears, a saved row is marked deleted until the card is saved. */
export function removeRateCardDraftRow(
  rows: readonly RateCardDraftRow[],
  key: string,
): RateCardDraftRow[] {
  return rows.flatMap((row) => {
    if (row.key !== key) return [row];
    if (row.saved === null) return [];
    return [{ ...row, status: 'deleted' as const }];
  });
}

/** Undoes a delete: the row is modified again if it was before. */
export function restoreRateCardDraftRow(
  rows: readonly RateCardDraftRow[],
  key: string,
): RateCardDraftRow[] {
  return rows.map((row) =>
    row.key === key && row.status === 'deleted'
      ? { ...row, status: statusAfterEdit(row, row.values) }
      : row,
  );
}

/** A product from the Add Rate Card Product modal, at the end of the table. */
export function addRateCardDraftRow(
  rows: readonly RateCardDraftRow[],
  product: RateCardProductRow,
): RateCardDraftRow[] {
  return [
    ...rows,
    { key: `added-${product.product_code}`, status: 'added', values: { ...product }, saved: null },
  ];
}

/** The codes a new product may not take: those of the rows still on the card. */
export function rateCardDraftCodes(rows: readonly RateCardDraftRow[]): Set<string> {
  return new Set(
    rows.filter((row) => row.status !== 'deleted').map((row) => row.values.product_code),
  );
}

export const isRateCardDraftChanged = (rows: readonly RateCardDraftRow[]) =>
  rows.some((row) => row.status !== 'unchanged');

export type RateCardCellErrors = Record<string, Partial<Record<RateCardField, string>>>;

/**
 * Each row's problems, by its values: an edit gives its row new values and leaves the others'
 * alone, so after an edit to a 10,000-product card only the edited row is checked again.
 */
const rowErrorsByValues = new WeakMap<
  RateCardDraftValues,
  Partial<Record<RateCardField, string>>
>();

function checkedRowErrors(values: RateCardDraftValues) {
  let errors = rowErrorsByValues.get(values);
  if (!errors) {
    errors = rateCardRowErrors(values);
    rowErrorsByValues.set(values, errors);
  }
  return errors;
}

/**
 * The schema's problems of every added or modified row, by row key and field. A row unchanged
 * since it was saved is as the server checked it with the same schema, so it is not checked
 * again (opening a 10,000-product card checks nothing).
 */
export function rateCardDraftErrors(rows: readonly RateCardDraftRow[]): RateCardCellErrors {
  const errors: RateCardCellErrors = {};
  for (const row of rows) {
    if (row.status === 'deleted' || row.status === 'unchanged') continue;
    const rowErrors = checkedRowErrors(row.values);
    if (Object.keys(rowErrors).length > 0) errors[row.key] = rowErrors;
  }
  return errors;
}

/** The rows that are saved (deleted ones left out), in table order. */
const keptRows = (rows: readonly RateCardDraftRow[]) =>
  rows.filter((row) => row.status !== 'deleted');

/**
 * The products the PUT sends (pence); throws if an added or modified row is invalid, so check
 * errors first. Unchanged rows go as they were saved.
 */
export function rateCardDraftProducts(rows: readonly RateCardDraftRow[]): RateCardProductValues[] {
  return keptRows(rows).map((row) =>
    rateCardRowToProduct(
      row.status === 'unchanged' && row.saved
        ? row.saved
        : rateCardProductRowSchema.parse(row.values),
    ),
  );
}

/**
 * The server's 400 names `products.{index}.{field}` of the list it was sent; this finds the row
 * and cell each names. Problems naming anything else come back in `other`.
 */
export function rateCardServerErrors(
  rows: readonly RateCardDraftRow[],
  properties: readonly { property: string; message: string }[],
): { cells: RateCardCellErrors; other: { property: string; message: string }[] } {
  const kept = keptRows(rows);
  const cells: RateCardCellErrors = {};
  const other: { property: string; message: string }[] = [];
  for (const problem of properties) {
    const match = /^\/?products[./](\d+)[./](\w+)$/.exec(problem.property);
    const row = match ? kept[Number(match[1])] : undefined;
    if (!match || !row) {
      other.push(problem);
      continue;
    }
    (cells[row.key] ??= {})[match[2] as RateCardField] ??= problem.message;
  }
  return { cells, other };
}
