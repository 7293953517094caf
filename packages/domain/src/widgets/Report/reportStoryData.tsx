import type { SavedView } from './SavedViews';
import type { ReportColumn } from './ReportTable';
import type { ReportFilterDefinition } from './reportFilterTypes';

/** Rows and columns the report stories and tests share: orders of a made-up shop. */
export interface StoryOrder {
  id: number;
  customer: string;
  merchant: string;
  status: string;
  placed: string;
}

const customers = ['Jane Smith', 'Tom Baker', 'Ava Patel', 'Sam Okafor'];
const merchants = ['Harrow Home Furnishings', 'Bright Bikes', 'Oakwood Dental Care'];

export function storyOrders(count: number): StoryOrder[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 5001 + index,
    customer: customers[index % customers.length] as string,
    merchant: merchants[index % merchants.length] as string,
    status: index % 3 === 0 ? 'Paid' : 'Pending',
    placed: `2026-11-${String(20 - (index % 19)).padStart(2, '0')}`,
  }));
}

export const storyOrderColumns: ReportColumn<StoryOrder>[] = [
  { id: 'id', header: 'Order ID', isOrderable: true, isAlwaysShown: true, cell: (row) => row.id },
  { id: 'customer', header: 'Customer', isRowHeader: true, cell: (row) => row.customer },
  { id: 'merchant', header: 'Merchant', isOrderable: true, cell: (row) => row.merchant },
  { id: 'status', header: 'Status', cell: (row) => row.status },
  { id: 'placed', header: 'Placed', isOrderable: true, cell: (row) => row.placed },
  { id: 'notes', header: 'Notes', isHiddenByDefault: true, cell: () => 'None' },
];

export const storyFilters: ReportFilterDefinition[] = [
  { kind: 'date-range', label: 'Placed', from: 'date_from', to: 'date_to' },
  { kind: 'like', name: 'merchant', label: 'Merchant', placeholder: 'Search merchants' },
  { kind: 'checkbox', name: 'flagged', label: 'Flagged only' },
  {
    kind: 'choice',
    name: 'historic',
    label: 'Orders',
    options: [
      { value: 'false', label: 'Current' },
      { value: 'true', label: 'Historic' },
    ],
  },
  {
    kind: 'checkboxes',
    name: 'status',
    label: 'Status',
    section: 'Statuses',
    hasSelectAll: true,
    options: [
      { value: 'Paid', label: 'Paid' },
      { value: 'Pending', label: 'Pending' },
      { value: 'Refunded', label: 'Refunded' },
    ],
  },
  { kind: 'hidden', name: 'lender_id' },
];

export const storyFilterValues = {
  date_from: '2026-10-23',
  date_to: '2026-12-23',
  merchant: '',
  flagged: '',
  historic: 'false',
  status: ['Paid', 'Pending'],
  lender_id: '2',
};

/** Saved views of the orders report: two of the user's own (one shared) and a colleague's. */
export const storySavedViews: SavedView[] = [
  {
    id: 1,
    name: 'Flagged this month',
    query: 'flagged=true',
    shared: true,
    mine: true,
    owner: { username: 'admin' },
  },
  {
    id: 2,
    name: 'Refunds',
    query: 'status[]=REFUNDED&order=-placed',
    shared: false,
    mine: true,
    owner: { username: 'admin' },
  },
  {
    id: 3,
    name: 'Team queue',
    query: 'status[]=OPEN&perPage=50',
    shared: true,
    mine: false,
    owner: { username: 'priya.shah' },
  },
];
