import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { ReportOrder } from '../../model/reportQuery';
import { ReportTable, type ReportTableProps } from './ReportTable';
import { storyOrderColumns, storyOrders, type StoryOrder } from './reportStoryData';

type OrdersReportProps = Partial<ReportTableProps<StoryOrder>> & {
  rowCount?: number;
  /** false while the first answer is awaited or after it failed: no count is known. */
  hasTotal?: boolean;
};

/** The report over made-up orders, holding its own order and page as a page would in the URL. */
function OrdersReport({ rowCount = 8, hasTotal = true, total, ...props }: OrdersReportProps) {
  const [order, setOrder] = useState<ReportOrder | null>({
    column: 'placed',
    direction: 'descending',
  });
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const rows = storyOrders(rowCount).slice(0, perPage);
  return (
    <ReportTable
      aria-label="Orders"
      columns={storyOrderColumns}
      rows={rows}
      getRowId={(row) => row.id}
      rowNoun={{ one: 'order', other: 'orders' }}
      total={hasTotal ? (total ?? rowCount) : undefined}
      order={order}
      onOrderChange={setOrder}
      page={page}
      perPage={perPage}
      onPageChange={setPage}
      onPerPageChange={setPerPage}
      renderQuickView={(row) => (
        <p>
          Order {row.id} for {row.customer}, placed {row.placed} at {row.merchant}.
        </p>
      )}
      {...props}
    />
  );
}

const meta = {
  title: 'Domain/Report/ReportTable',
  component: OrdersReport,
  tags: ['autodocs'],
} satisfies Meta<typeof OrdersReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8 orders')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Placed/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const OrderByHeader: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      within(canvas.getByRole('columnheader', { name: /Merchant/ })).getByRole('button'),
    );
    await expect(canvas.getByRole('columnheader', { name: /Merchant/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(
      within(canvas.getByRole('columnheader', { name: /Merchant/ })).getByRole('button'),
    );
    await expect(canvas.getByRole('columnheader', { name: /Merchant/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const Loading: Story = {
  args: { rows: [], hasTotal: false, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading rows' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rowCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders match these filters.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { rows: [], hasTotal: false, error: 'Database down', onRetry: () => undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The orders could not be loaded.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const ManyRowsCappedTotal: Story = {
  args: { rowCount: 50, total: 10_000, isTotalCapped: true, hasNextPage: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10,000+ orders')).toBeVisible();
    await expect(canvas.getByText('Showing 1–25 of 10,000+')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LongText: Story = {
  args: {
    rows: storyOrders(3).map((row) => ({
      ...row,
      customer: 'Bartholomew Alexander Fitzgerald-Montgomery-Worthington the Third',
      merchant: 'Harrow-Home-Furnishings-and-Interiors-Wholesale-Outlet-Limited-Partnership',
    })),
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const ColumnChooserOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Columns/ }));
    const chooser = canvas.getByRole('group', { name: 'Columns shown' });
    await userEvent.click(within(chooser).getByRole('checkbox', { name: 'Status' }));
    await expect(canvas.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
  },
};

export const QuickViewExpanded: Story = {
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('button', { name: 'Show quick view' });
    await userEvent.click(first as HTMLElement);
    await expect(canvas.getByText(/Order 5001 for Jane Smith/)).toBeVisible();
  },
};
