import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportTable, reportSummary, type ReportTableProps } from './ReportTable';
import { storyOrderColumns, storyOrders, type StoryOrder } from './reportStoryData';

const noun = { one: 'order', other: 'orders' };

function renderTable(props: Partial<ReportTableProps<StoryOrder>> = {}) {
  const handlers = {
    onOrderChange: vi.fn(),
    onPageChange: vi.fn(),
    onPerPageChange: vi.fn(),
  };
  render(
    <ReportTable
      aria-label="Orders"
      columns={storyOrderColumns}
      rows={storyOrders(3)}
      getRowId={(row) => row.id}
      rowNoun={noun}
      total={3}
      page={1}
      perPage={25}
      order={{ column: 'placed', direction: 'descending' }}
      renderQuickView={(row) => <p>Quick view of order {row.id}</p>}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('summary line', () => {
  it('counts the rows, and shows a capped total with a plus', () => {
    expect(reportSummary(1, false, noun)).toBe('1 order');
    expect(reportSummary(1234, false, noun)).toBe('1,234 orders');
    expect(reportSummary(10_000, true, noun)).toBe('10,000+ orders');
  });
});

describe('orderable headers', () => {
  it('turns the ordered column around when its header is pressed', async () => {
    const { onOrderChange } = renderTable();
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Placed/ })).getByRole('button'),
    );
    expect(onOrderChange).toHaveBeenCalledWith({ column: 'placed', direction: 'ascending' });
  });

  it('orders by another column ascending, by keyboard', async () => {
    const { onOrderChange } = renderTable();
    const header = screen.getByRole('columnheader', { name: /Order ID/ });
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(onOrderChange).toHaveBeenCalledWith({ column: 'id', direction: 'ascending' });
  });

  it('marks the ordered column for assistive technology', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: /Placed/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });
});

describe('quick view', () => {
  it('opens beneath its row and closes again', async () => {
    renderTable();
    const [first] = screen.getAllByRole('button', { name: 'Show quick view' });
    await userEvent.click(first as HTMLElement);
    expect(screen.getByText('Quick view of order 5001')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hide quick view' }));
    expect(screen.queryByText('Quick view of order 5001')).not.toBeInTheDocument();
  });
});

describe('column chooser', () => {
  it('hides a column that is unticked and shows one hidden by default when ticked', async () => {
    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Notes' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
    const chooser = screen.getByRole('group', { name: 'Columns shown' });
    expect(within(chooser).queryByRole('checkbox', { name: 'Order ID' })).not.toBeInTheDocument();
    await userEvent.click(within(chooser).getByRole('checkbox', { name: 'Merchant' }));
    await userEvent.click(within(chooser).getByRole('checkbox', { name: 'Notes' }));
    expect(screen.queryByRole('columnheader', { name: /Merchant/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Notes' })).toBeInTheDocument();
  });

  it('remembers the choice per report in this browser', async () => {
    localStorage.clear();
    renderTable({ columnsStorageKey: 'orders.columns' });
    await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Merchant' }));
    expect(JSON.parse(localStorage.getItem('orders.columns') ?? '{}')).toMatchObject({
      merchant: false,
    });
    cleanup();

    renderTable({ columnsStorageKey: 'orders.columns' });
    expect(screen.queryByRole('columnheader', { name: /Merchant/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Order ID/ })).toBeInTheDocument();
    cleanup();
    renderTable({ columnsStorageKey: 'refunds.columns' });
    expect(screen.getByRole('columnheader', { name: /Merchant/ })).toBeInTheDocument();
  });

  it('ignores a stored choice it cannot read', () => {
    localStorage.setItem('orders.columns', '{not json');
    renderTable({ columnsStorageKey: 'orders.columns' });
    expect(screen.getByRole('columnheader', { name: /Merchant/ })).toBeInTheDocument();
  });
});

describe('pages', () => {
  it('moves to another page and changes the page size', async () => {
    const { onPageChange, onPerPageChange } = renderTable({ total: 120, isTotalCapped: false });
    expect(screen.getByText('120 orders')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });

  it('shows a capped total as 10,000+ with no Last, and pages on while the server has more', async () => {
    const { onPageChange } = renderTable({
      total: 10_000,
      isTotalCapped: true,
      page: 400,
      hasNextPage: true,
    });
    const pages = screen.getByRole('navigation', { name: 'Orders pages' });
    expect(pages).toHaveTextContent('Showing 9,976–10,000 of 10,000+');
    expect(pages).not.toHaveTextContent('of 10,000 ');
    expect(within(pages).queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(401);
    expect(within(pages).getByRole('button', { name: 'Page 401' })).toBeInTheDocument();
  });

  it('follows cursors for Next and Previous, and page numbers for jumps', async () => {
    const onNextPage = vi.fn();
    const onPreviousPage = vi.fn();
    const { onPageChange } = renderTable({
      total: 120,
      page: 2,
      hasNextPage: true,
      onNextPage,
      onPreviousPage,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onNextPage).toHaveBeenCalledTimes(1);
    expect(onPreviousPage).toHaveBeenCalledTimes(1);
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('offers no Next on the last page the server has', () => {
    renderTable({ total: 120, page: 3, hasNextPage: false });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('states', () => {
  it('shows loading while the first page is awaited', () => {
    renderTable({ rows: [], total: undefined, isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading rows' })).toBeInTheDocument();
  });

  it('says when nothing matches', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No orders match these filters.')).toBeInTheDocument();
  });

  it('shows the error with Try again', async () => {
    const onRetry = vi.fn();
    renderTable({ rows: [], total: undefined, error: 'Database down', onRetry });
    expect(screen.getByText('The orders could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('names the failed call with Try again', () => {
    renderTable({
      rows: [],
      total: undefined,
      error: { status: 500, message: 'Database down' },
      onRetry: vi.fn(),
    });
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says once that a refused list may not be seen, with nothing to retry and no empty table', () => {
    renderTable({
      rows: [],
      total: undefined,
      error: { status: 403, message: 'Forbidden' },
      onRetry: vi.fn(),
    });
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No orders/)).not.toBeInTheDocument();
  });
});
