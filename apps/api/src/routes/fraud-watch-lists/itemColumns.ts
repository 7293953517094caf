import {
  watchListColumns,
  watchListItemKeys,
  type WatchListItemInput,
} from '@backoffice/domain/model';
import type { ColumnValue } from '../../db/database';

/** The item columns an upload writes: the CSV's fields, then the item's match keys. */
export const watchListItemColumns = [
  ...watchListColumns.map((column) => column.field),
  'match_postcode',
  'match_phone',
  'match_mobile',
  'match_email',
  'match_bank_account',
  'match_ip_address',
  'match_name_postcode',
] as const;

/** An item's values in the order of `watchListItemColumns`, its match keys made by the domain. */
export function watchListItemValues(item: WatchListItemInput): ColumnValue[] {
  const keys = watchListItemKeys(item);
  return [
    ...watchListColumns.map((column) => item[column.field] ?? null),
    keys.postcode,
    keys.phone,
    keys.mobile,
    keys.email,
    keys.bank_account,
    keys.ip_address,
    keys.name_postcode,
  ];
}
