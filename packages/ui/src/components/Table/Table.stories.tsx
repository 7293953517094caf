import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Money } from '../Money/Money';
import { Table, type Selection, type SortDescriptor, type TableColumn } from './Table';
import { applicationRows, type ApplicationRow } from './Table.fixtures';

const columns: TableColumn<ApplicationRow>[] = [
  { id: 'id', name: 'App ID', allowsSorting: true, render: (row) => row.id },
  {
    id: 'consumer',
    name: 'Consumer',
    isRowHeader: true,
    allowsSorting: true,
    render: (row) => row.consumer,
  },
  { id: 'merchant', name: 'Merchant', render: (row) => row.merchant },
  {
    id: 'advance',
    name: 'Advance',
    allowsSorting: true,
    render: (row) => <Money pence={row.advance} />,
  },
  { id: 'status', name: 'Status', render: (row) => row.status },
];

const meta = {
  title: 'UI/Table',
  component: Table<ApplicationRow>,
  tags: ['autodocs'],
  args: { 'aria-label': 'Credit applications', columns, rows: applicationRows(6) },
} satisfies Meta<typeof Table<ApplicationRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sortable: Story = {
  render: function SortableTable(args) {
    const [sort, setSort] = useState<SortDescriptor>({ column: 'id', direction: 'ascending' });
    const rows = useMemo(() => {
      const key = sort.column as keyof ApplicationRow;
      const sorted = [...args.rows].sort((a, b) =>
        a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0,
      );
      return sort.direction === 'descending' ? sorted.reverse() : sorted;
    }, [args.rows, sort]);
    return <Table {...args} rows={rows} sortDescriptor={sort} onSortChange={setSort} />;
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /App ID/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('104005');
  },
};

export const Selectable: Story = {
  render: function SelectableTable(args) {
    const [selected, setSelected] = useState<Selection>(new Set());
    return (
      <>
        <Table
          {...args}
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={setSelected}
        />
        <p>{selected === 'all' ? 'All selected' : `${selected.size} selected`}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await expect(canvas.getByText('All selected')).toBeInTheDocument();
  },
};

export const ExpandableQuickView: Story = {
  args: {
    renderDetail: (row: ApplicationRow) => (
      <p>
        Quick view of {row.id}: {row.consumer} at {row.merchant}, status {row.status}.
      </p>
    ),
  },
  play: async ({ canvas }) => {
    const toggles = canvas.getAllByRole('button', { name: 'Show quick view' });
    await userEvent.click(toggles[0]!);
    await expect(canvas.getByText(/Quick view of 104000/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Hide quick view' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Less space above and below each cell: more rows on a screen. */
export const Compact: Story = {
  args: { density: 'compact' },
  play: async ({ canvas }) => {
    const [firstCell] = canvas.getAllByRole('rowheader');
    await expect(firstCell && getComputedStyle(firstCell).paddingTop).toBe('4px');
  },
};

export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = {
  args: { rows: [], emptyState: 'No credit applications match these filters.' },
};

export const LongUnbrokenText: Story = {
  args: {
    rows: [
      {
        id: 1,
        consumer: 'Bartholomew-Fitzwilliam-Montgomery-Smythe',
        merchant: 'TheExtraordinarilyLongMerchantNameLimitedTradingAsSomethingElse',
        status: 'CONDITIONALLY-APPROVED',
        advance: 123456789,
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 420 }}>
      <Table {...args} />
    </div>
  ),
};
