/**
 * The rate card CSV import (merchants.md section 5): headers mapped from fixed names,
 * lender_min_fee and tier_set2_min multiplied by 100 (the file gives them in pounds, the other
 * amounts in pence), every row checked with the product row schema, and problems listed per row
 * and column. Nothing is imported while any row is invalid.
 */
import { streamCsv, type ReadCsvOptions } from './csvStream';
import {
  rateCardFieldLabels,
  rateCardNumericFields,
  rateCardProductRowSchema,
  rateCardProductToRow,
  rateCardRowToProduct,
  rateCardTextFields,
  type RateCardField,
  type RateCardNumericField,
  type RateCardProductValues,
} from './rateCards';

/** The fixed header names of the file: the contract's field names. */
export const rateCardCsvHeaders: readonly RateCardField[] = [
  ...rateCardTextFields,
  ...rateCardNumericFields,
];

/** Headers a file must have; the others may be left out (their values default to 0). */
export const rateCardCsvRequiredHeaders: readonly RateCardField[] = [
  'product_code',
  'product_name',
  'display_name',
  'tier_set1_rate_lender',
  'tier_set2_rate_lender',
  'lender_min_fee',
  'lender_fixed_fee',
  'min_amount',
  'max_amount',
  'cut_off_point',
];

/** Fields the file gives in pounds, multiplied by 100 into pence on import. */
export const rateCardCsvPoundFields: readonly RateCardNumericField[] = [
  'lender_min_fee',
  'tier_set2_min',
];

export const rateCardCsvMessages = {
  empty: 'The CSV file is empty.',
  noRows: 'The csv must contain at least one row.',
  unknownColumn: (column: string) => `${column} is not an acceptable column.`,
  missingColumn: (column: string) => `'${column}' column is expected.`,
  malformed: (row: number) => `row ${row} data is malformed.`,
  duplicate: (code: string) => `Product code ${code} appears more than once.`,
} as const;

/** A problem of the file: `row` is the data row (1 = the first row after the header), 0 for the header. */
export interface RateCardCsvProblem {
  row: number;
  column: string | null;
  message: string;
}

export interface RateCardCsvResult {
  /** The rows as the contract carries them (pence); empty while any row is invalid. */
  products: RateCardProductValues[];
  rowCount: number;
  problems: RateCardCsvProblem[];
}

/**
 * The outcome as the worker hands it to the page: the products as one JSON array in a Blob, a
 * handle the page receives without copying 10,000 objects on its thread and sends as it is.
 */
export interface RateCardCsvFile {
  productCount: number;
  /** The products' JSON array (pence); null while any row is invalid. */
  productsJson: Blob | null;
  rowCount: number;
  problems: RateCardCsvProblem[];
}

/** Serialises the checked products for the page (run in the worker). */
export function packRateCardCsvResult({
  products,
  rowCount,
  problems,
}: RateCardCsvResult): RateCardCsvFile {
  return {
    productCount: products.length,
    productsJson:
      products.length > 0
        ? new Blob([JSON.stringify(products)], { type: 'application/json' })
        : null,
    rowCount,
    problems,
  };
}

/** At most this many problems are listed; a file with more is plainly the wrong one. */
export const RATE_CARD_CSV_PROBLEM_LIMIT = 200;

/**
 * Checks a file record by record (papaparse's `step`), so that a large file never sits in
 * memory as rows of strings; the console runs it in a Web Worker.
 */
export class RateCardCsvReader {
  private columns: (RateCardField | null)[] | null = null;
  private readonly products: RateCardProductValues[] = [];
  private readonly problems: RateCardCsvProblem[] = [];
  private readonly codes = new Set<string>();
  private rowCount = 0;
  private headerFailed = false;

  private problem(problem: RateCardCsvProblem) {
    if (this.problems.length < RATE_CARD_CSV_PROBLEM_LIMIT) this.problems.push(problem);
  }

  /** The first record is the header; the others are data rows. */
  record(cells: readonly string[]) {
    if (this.columns === null) {
      this.header(cells);
      return;
    }
    if (this.headerFailed) return;
    this.rowCount += 1;
    this.row(cells, this.rowCount);
  }

  /** A record papaparse could not read. */
  malformed() {
    if (this.columns === null) {
      this.columns = [];
      this.headerFailed = true;
      this.problem({ row: 0, column: null, message: rateCardCsvMessages.malformed(0) });
      return;
    }
    this.rowCount += 1;
    this.problem({
      row: this.rowCount,
      column: null,
      message: rateCardCsvMessages.malformed(this.rowCount),
    });
  }

  private header(cells: readonly string[]) {
    const names = cells.map((cell) => cell.trim());
    this.columns = names.map((name) =>
      (rateCardCsvHeaders as readonly string[]).includes(name) ? (name as RateCardField) : null,
    );
    for (const name of names) {
      if (!(rateCardCsvHeaders as readonly string[]).includes(name)) {
        this.problem({ row: 0, column: name, message: rateCardCsvMessages.unknownColumn(name) });
        this.headerFailed = true;
      }
    }
    for (const required of rateCardCsvRequiredHeaders) {
      if (!names.includes(required)) {
        this.problem({
          row: 0,
          column: required,
          message: rateCardCsvMessages.missingColumn(required),
        });
        this.headerFailed = true;
      }
    }
  }

  private row(cells: readonly string[], row: number) {
    const columns = this.columns ?? [];
    if (cells.length !== columns.length) {
      this.problem({ row, column: null, message: rateCardCsvMessages.malformed(row) });
      return;
    }
    const values: Record<string, unknown> = {};
    for (const field of rateCardNumericFields) values[field] = 0;
    const unreadable = new Set<string>();
    columns.forEach((field, index) => {
      if (field === null) return;
      const cell = (cells[index] ?? '').trim();
      if ((rateCardTextFields as readonly string[]).includes(field)) {
        values[field] = cell;
        return;
      }
      if (cell === '') return;
      const number = Number(cell);
      if (!Number.isFinite(number)) {
        unreadable.add(field);
        this.problem({
          row,
          column: field,
          message: `${rateCardFieldLabels[field]} must be a number.`,
        });
        return;
      }
      // The file gives these two in pounds; as pence they must come out whole.
      values[field] = rateCardCsvPoundFields.includes(field as RateCardNumericField)
        ? Math.round(number * 100 * 1e6) / 1e6
        : number;
    });
    const product = values as RateCardProductValues;
    const result = rateCardProductRowSchema.safeParse(rateCardProductToRow(product));
    if (!result.success) {
      // A cell already named as not a number (read as 0) is not named again.
      for (const issue of result.error.issues) {
        const column = issue.path.map(String).join('.');
        if (!unreadable.has(column)) this.problem({ row, column, message: issue.message });
      }
    }
    if (!result.success || unreadable.size > 0) return;
    if (this.codes.has(result.data.product_code)) {
      this.problem({
        row,
        column: 'product_code',
        message: rateCardCsvMessages.duplicate(result.data.product_code),
      });
      return;
    }
    this.codes.add(result.data.product_code);
    this.products.push(rateCardRowToProduct(result.data));
  }

  finish(): RateCardCsvResult {
    if (this.columns === null) {
      return {
        products: [],
        rowCount: 0,
        problems: [{ row: 0, column: null, message: rateCardCsvMessages.empty }],
      };
    }
    if (!this.headerFailed && this.rowCount === 0) {
      this.problem({ row: 0, column: null, message: rateCardCsvMessages.noRows });
    }
    const problems = [...this.problems];
    return {
      products: problems.length === 0 ? this.products : [],
      rowCount: this.rowCount,
      problems,
    };
  }
}

/** Reads a rate card CSV record by record, checking every row; the console runs it in a Web Worker. */
export async function readRateCardCsv(
  input: File | string,
  options: ReadCsvOptions = {},
): Promise<RateCardCsvResult> {
  const reader = new RateCardCsvReader();
  await streamCsv(
    input,
    { record: (cells) => reader.record(cells), malformed: () => reader.malformed() },
    options,
  );
  return reader.finish();
}
