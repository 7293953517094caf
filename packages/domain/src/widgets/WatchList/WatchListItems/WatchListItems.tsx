import { Button, EmptyState } from '@backoffice/ui';
import { watchListFileName } from '../../../model/watchList';
import { ReportTable, type ReportColumn } from '../../Report/ReportTable';
import { longText, toolbar, watchListItems } from './WatchListItems.css';

/** One entry of a list, structurally the contract's FraudWatchListItem. */
export interface WatchListItemRow {
  fraud_watch_list_item_id: number;
  user_id: number | null;
  number: string | null;
  housename: string | null;
  flat: string | null;
  street: string | null;
  town: string | null;
  district: string | null;
  county: string | null;
  postcode: string | null;
  phonenumber: string | null;
  mobilenumber: string | null;
  emailaddress: string | null;
  forename: string | null;
  initials: string | null;
  surname: string | null;
  sortcode: string | null;
  currentaccount: string | null;
  ip_address: string | null;
}

/** The item's address on one line: flat, house name, number and street, town, district, county. */
export function watchListItemAddress(item: WatchListItemRow): string {
  const street = [item.number, item.street].filter(Boolean).join(' ');
  return [item.flat, item.housename, street, item.town, item.district, item.county]
    .filter(Boolean)
    .join(', ');
}

const text = (value: string | number | null) => value ?? '';

const columns: ReportColumn<WatchListItemRow>[] = [
  {
    id: 'fraud_watch_list_item_id',
    header: 'Item ID',
    isRowHeader: true,
    isAlwaysShown: true,
    cell: (item) => item.fraud_watch_list_item_id,
  },
  { id: 'user_id', header: 'User ID', cell: (item) => text(item.user_id) },
  {
    id: 'address',
    header: 'Address',
    cell: (item) => <span className={longText}>{watchListItemAddress(item)}</span>,
  },
  { id: 'postcode', header: 'Postcode', cell: (item) => text(item.postcode) },
  { id: 'phonenumber', header: 'Phone Number', cell: (item) => text(item.phonenumber) },
  { id: 'mobilenumber', header: 'Mobile Number', cell: (item) => text(item.mobilenumber) },
  {
    id: 'emailaddress',
    header: 'Email Address',
    cell: (item) => <span className={longText}>{text(item.emailaddress)}</span>,
  },
  { id: 'forename', header: 'Forename', cell: (item) => text(item.forename) },
  { id: 'initials', header: 'Initials', cell: (item) => text(item.initials) },
  { id: 'surname', header: 'Surname', cell: (item) => text(item.surname) },
  { id: 'sortcode', header: 'Sort Code', cell: (item) => text(item.sortcode) },
  { id: 'currentaccount', header: 'Current Account', cell: (item) => text(item.currentaccount) },
  { id: 'ip_address', header: 'IP Address', cell: (item) => text(item.ip_address) },
];

export interface WatchListItemsProps {
  watchListId: number;
  items: readonly WatchListItemRow[];
  /** Items over all pages (the list's item count); undefined while the first page loads. */
  total?: number;
  page: number;
  /** The server's page size: 100. */
  perPage: number;
  onPageChange: (page: number) => void;
  /** Download list: the page runs the Download Watch List export. */
  onDownload: (watchListId: number) => void;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  className?: string;
}

/**
 * A watch list's items (merchants.md "Watch list", detail): 'Download list' and the table of
 * Item ID, User ID, Address, Postcode, Phone Number, Mobile Number, Email Address, Forename,
 * Initials, Surname, Sort Code, Current Account and IP Address, paged by the server;
 * 'No watch list items' when there are none.
 */
export function WatchListItems({
  watchListId,
  items,
  total,
  page,
  perPage,
  onPageChange,
  onDownload,
  isLoading,
  error,
  onRetry,
  className,
}: WatchListItemsProps) {
  return (
    <div className={[watchListItems, className].filter(Boolean).join(' ')}>
      <div className={toolbar}>
        <Button
          variant="secondary"
          aria-label={`Download list ${watchListFileName(watchListId)}`}
          onPress={() => onDownload(watchListId)}
        >
          Download list
        </Button>
      </div>
      <ReportTable
        aria-label={`Watch List ${watchListId} items`}
        columns={columns}
        rows={items}
        getRowId={(item) => item.fraud_watch_list_item_id}
        rowNoun={{ one: 'item', other: 'items' }}
        total={total}
        page={page}
        perPage={perPage}
        onPageChange={onPageChange}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        emptyState={<EmptyState title="No watch list items" />}
      />
    </div>
  );
}
