/**
 * The watch list item schema the server checks every uploaded item against again, and the CSV
 * reader that checks each record of an upload with it. The browser reads the file in a Web Worker
 * and feeds each parsed record to a `WatchListCsvReader`; nothing here depends on how the file was
 * parsed.
 */
import { z } from 'zod';
import { csvCellValue } from './csv';
import {
  WATCH_LIST_CSV_ERROR_CODE,
  watchListColumns,
  watchListCsvMessages,
  withLeadingZero,
  type WatchListColumn,
  type WatchListItemField,
  type WatchListItemInput,
} from './watchList';

const phonePattern = /^[0-9 +()-]*$/;

const columnSchema = (column: WatchListColumn) => {
  const text = z
    .string()
    .max(column.maxLength, `${column.header} must be ${column.maxLength} characters or fewer.`);
  return (
    column.isPhone
      ? text.regex(phonePattern, `${column.header} may only hold digits, spaces, +, ( ) and -.`)
      : text
  )
    .nullable()
    .optional();
};

/**
 * The item schema both sides check: the console for every CSV row, the server for every item it
 * is sent. It normalises as it parses (the leading 0 of phone and mobile), so parsing an item
 * the console already parsed changes nothing.
 */
export const watchListItemSchema = z
  .strictObject(
    Object.fromEntries(
      watchListColumns.map((column) => [column.field, columnSchema(column)]),
    ) as Record<WatchListItemField, ReturnType<typeof columnSchema>>,
  )
  .transform((item) => {
    const normalised: WatchListItemInput = { ...item };
    for (const column of watchListColumns) {
      const value = normalised[column.field];
      if (column.isPhone && value) normalised[column.field] = withLeadingZero(value);
    }
    return normalised;
  });

export interface WatchListItemProblem {
  field: string;
  message: string;
}

/** The item, normalised, or the problems that keep it out of a watch list. */
export function parseWatchListItem(
  item: unknown,
): { item: WatchListItemInput; problems: [] } | { item: null; problems: WatchListItemProblem[] } {
  const parsed = watchListItemSchema.safeParse(item);
  if (parsed.success) return { item: parsed.data, problems: [] };
  return {
    item: null,
    problems: parsed.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || 'item',
      message:
        issue.code === 'unrecognized_keys'
          ? `${issue.keys.join(', ')} is not a watch list field.`
          : issue.message,
    })),
  };
}

/** One problem of a CSV file, listed for the user to fix. */
export interface WatchListCsvError {
  code: typeof WATCH_LIST_CSV_ERROR_CODE;
  message: string;
  /** The record the problem is in, the header being row 1. */
  row?: number;
  /** What exactly is wrong in the row, beside the specification's message. */
  detail?: string;
}

export interface WatchListCsvResult {
  items: WatchListItemInput[];
  /** At most `WATCH_LIST_CSV_MAX_LISTED_ERRORS` of them. */
  errors: WatchListCsvError[];
  /** Every problem found, also those not listed. */
  errorCount: number;
}

/** More errors than this are counted, not listed: a wrong file would otherwise list every row. */
export const WATCH_LIST_CSV_MAX_LISTED_ERRORS = 100;

const normaliseHeader = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');
const columnsByHeader = new Map(
  watchListColumns.map((column) => [normaliseHeader(column.header), column]),
);

/**
 * Reads a watch list CSV record by record, as a parser hands them over (`header` once, then
 * `row` for each record, `parseError` for records the parser could not read), and checks every
 * rule of merchants.md section 5. Header names match whatever their case or spacing. A cell a
 * CSV export protected against formula injection (a leading apostrophe) is read back without it,
 * so a downloaded list uploads again unchanged.
 */
export class WatchListCsvReader {
  private columns: (WatchListColumn | undefined)[] | null = null;
  private readonly items: WatchListItemInput[] = [];
  private readonly errors: WatchListCsvError[] = [];
  private errorCount = 0;
  private rowCount = 0;

  private report(error: Omit<WatchListCsvError, 'code'>) {
    this.errorCount += 1;
    if (this.errors.length < WATCH_LIST_CSV_MAX_LISTED_ERRORS) {
      this.errors.push({ code: WATCH_LIST_CSV_ERROR_CODE, ...error });
    }
  }

  /** The first record: the column names. */
  header(names: readonly string[]) {
    const seen = new Set<WatchListItemField>();
    // A spreadsheet may start the file with a byte order mark.
    this.columns = names.map((written, index) => {
      const name = index === 0 ? written.replace(/^\uFEFF/, '') : written;
      const column = columnsByHeader.get(normaliseHeader(name));
      if (!column || seen.has(column.field)) {
        this.report({ message: watchListCsvMessages.unknownColumn(name.trim()), row: 1 });
        return undefined;
      }
      seen.add(column.field);
      return column;
    });
    for (const column of watchListColumns) {
      if (!seen.has(column.field)) {
        this.report({ message: watchListCsvMessages.missingColumn(column.header), row: 1 });
      }
    }
  }

  /** A record after the header; `row` counts records from the header (row 1). */
  row(values: readonly string[], row: number) {
    if (!this.columns) {
      this.header(values);
      return;
    }
    this.rowCount += 1;
    if (values.length !== this.columns.length) {
      this.report({
        message: watchListCsvMessages.malformedRow(row),
        row,
        detail: `Expected ${this.columns.length} values but found ${values.length}.`,
      });
      return;
    }
    const item: Record<string, string> = {};
    this.columns.forEach((column, index) => {
      const value = csvCellValue(values[index]!.trim());
      if (column && value !== '') item[column.field] = value;
    });
    const parsed = parseWatchListItem(item);
    if (parsed.item) {
      this.items.push(parsed.item);
      return;
    }
    this.report({
      message: watchListCsvMessages.malformedRow(row),
      row,
      detail: parsed.problems.map((problem) => problem.message).join(' '),
    });
  }

  /** A record the parser could not read (an unclosed quote, say). */
  parseError(detail: string, row: number) {
    this.rowCount += 1;
    this.report({ message: watchListCsvMessages.malformedRow(row), row, detail });
  }

  /** The items when the file is valid, else every problem found. */
  finish(): WatchListCsvResult {
    if (this.columns === null) {
      this.report({ message: watchListCsvMessages.empty });
    } else if (this.rowCount === 0) {
      this.report({ message: watchListCsvMessages.noRows });
    }
    const isValid = this.errorCount === 0;
    return {
      items: isValid ? this.items : [],
      errors: this.errors,
      errorCount: this.errorCount,
    };
  }
}
