/**
 * Fraud watch lists (merchants.md sections 3, 5 and 8): the CSV a list is uploaded as, its columns
 * and the specification's messages. The item schema and the CSV reader that checks each record
 * with it are in watchListSchemas.ts, so that code needing only a title or a column does not
 * bring the schema library along (docs/adr/0028).
 */

/** The code every watch list CSV problem carries (merchants.md section 5). */
export const WATCH_LIST_CSV_ERROR_CODE = 'ERR_FRONT_END_VALIDATION_ERROR';

export const watchListCsvMessages = {
  empty: 'CSV must not be empty',
  noRows: 'The csv must contain at least one row.',
  unknownColumn: (column: string) => `${column} is not an acceptable column.`,
  missingColumn: (column: string) => `'${column}' column is expected.`,
  malformedRow: (row: number) => `row ${row} data is malformed.`,
} as const;

/** The item fields of the contract's FraudWatchListItemInput. */
export type WatchListItemField =
  | 'number'
  | 'housename'
  | 'flat'
  | 'street'
  | 'town'
  | 'district'
  | 'county'
  | 'postcode'
  | 'phonenumber'
  | 'mobilenumber'
  | 'emailaddress'
  | 'forename'
  | 'initials'
  | 'surname'
  | 'currentaccount'
  | 'sortcode'
  | 'ip_address';

export interface WatchListColumn {
  /** The CSV header, as the specification names it. */
  header: string;
  field: WatchListItemField;
  maxLength: number;
  /** Phone and mobile: digits with the usual separators, and a leading 0 added when missing. */
  isPhone?: boolean;
}

/** The expected columns, in the specification's order (also the order a download writes). */
export const watchListColumns: readonly WatchListColumn[] = [
  { header: 'Number', field: 'number', maxLength: 20 },
  { header: 'Housename', field: 'housename', maxLength: 100 },
  { header: 'Flat', field: 'flat', maxLength: 50 },
  { header: 'Street', field: 'street', maxLength: 100 },
  { header: 'Town', field: 'town', maxLength: 100 },
  { header: 'District', field: 'district', maxLength: 100 },
  { header: 'County', field: 'county', maxLength: 100 },
  { header: 'Postcode', field: 'postcode', maxLength: 15 },
  { header: 'Phone', field: 'phonenumber', maxLength: 20, isPhone: true },
  { header: 'Mobile', field: 'mobilenumber', maxLength: 20, isPhone: true },
  { header: 'Email', field: 'emailaddress', maxLength: 200 },
  { header: 'Forename', field: 'forename', maxLength: 100 },
  { header: 'Initials', field: 'initials', maxLength: 10 },
  { header: 'Surname', field: 'surname', maxLength: 100 },
  { header: 'Account Number', field: 'currentaccount', maxLength: 20 },
  { header: 'Sort Code', field: 'sortcode', maxLength: 15 },
  { header: 'IP Address', field: 'ip_address', maxLength: 45 },
];

/** One watch list entry as uploaded: every field optional, empty cells left out. */
export type WatchListItemInput = Partial<Record<WatchListItemField, string | null>>;

/** "Phone" and "Mobile": a leading 0 is added when the number starts with another digit. */
export function withLeadingZero(phone: string): string {
  return /^[1-9]/.test(phone) ? `0${phone}` : phone;
}

/** The CSV header line a download writes: the upload's columns, so it can be uploaded again. */
export const watchListCsvHeaders: readonly string[] = watchListColumns.map(
  (column) => column.header,
);

/** The file name of a list's CSV. */
export const watchListFileName = (watchListId: number) => `watch-list-${watchListId}.csv`;

/** The title of a list's page. */
export const watchListTitle = (watchListId: number) => `Watch List ${watchListId}`;

/** Items a list may hold (the contract's limit, and the export limit). */
export const WATCH_LIST_MAX_ITEMS = 100_000;
