import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './Table';
import { applicationRows, type ApplicationRow } from './Table.fixtures';

const columns: TableColumn<ApplicationRow>[] = [
  { id: 'id', name: 'App ID', allowsSorting: true, render: (row) => row.id },
  { id: 'consumer', name: 'Consumer', isRowHeader: true, render: (row) => row.consumer },
];
const rows = applicationRows(3);

describe('Table', () => {
  it('renders a named table with a row per item when it selects nothing', () => {
    render(<Table aria-label="Applications" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Applications' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: 'Arjun Patel' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('renders a grid, with its keyboard model, when it selects rows', () => {
    render(
      <Table aria-label="Applications" columns={columns} rows={rows} selectionMode="multiple" />,
    );
    const grid = screen.getByRole('grid', { name: 'Applications' });
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
    expect(within(grid).getByRole('rowheader', { name: 'Arjun Patel' })).toBeInTheDocument();
  });

  describe('rows', () => {
    it('renders no cell again when a render keeps the rows and columns', () => {
      const renderConsumer = vi.fn((row: ApplicationRow) => row.consumer);
      const counted: TableColumn<ApplicationRow>[] = [
        columns[0]!,
        { id: 'consumer', name: 'Consumer', isRowHeader: true, render: renderConsumer },
      ];
      const { rerender } = render(
        <Table aria-label="Applications" columns={counted} rows={rows} />,
      );
      const callsOnFirstRender = renderConsumer.mock.calls.length;
      rerender(
        <Table aria-label="Applications" columns={counted} rows={[...rows]} isLoading={false} />,
      );
      expect(renderConsumer).toHaveBeenCalledTimes(callsOnFirstRender);
    });

    it('renders the cells of a row that is new', () => {
      const renderConsumer = vi.fn((row: ApplicationRow) => row.consumer);
      const counted: TableColumn<ApplicationRow>[] = [
        columns[0]!,
        { id: 'consumer', name: 'Consumer', isRowHeader: true, render: renderConsumer },
      ];
      const { rerender } = render(
        <Table aria-label="Applications" columns={counted} rows={rows} />,
      );
      const [first, ...others] = rows;
      const renamed = { ...first!, consumer: 'Renamed Consumer' };
      rerender(<Table aria-label="Applications" columns={counted} rows={[renamed, ...others]} />);
      expect(screen.getByRole('rowheader', { name: 'Renamed Consumer' })).toBeInTheDocument();
      expect(renderConsumer).toHaveBeenLastCalledWith(renamed);
    });
  });

  describe('onSortChange', () => {
    it('asks for the other direction when a sorted header is pressed', async () => {
      const onSortChange = vi.fn();
      render(
        <Table
          aria-label="Applications"
          columns={columns}
          rows={rows}
          sortDescriptor={{ column: 'id', direction: 'ascending' }}
          onSortChange={onSortChange}
        />,
      );
      const header = screen.getByRole('columnheader', { name: /App ID/ });
      expect(header).toHaveAttribute('aria-sort', 'ascending');
      await userEvent.click(within(header).getByRole('button', { name: /App ID/ }));
      expect(onSortChange).toHaveBeenCalledWith({ column: 'id', direction: 'descending' });
    });

    it('asks for ascending order when another header is pressed, by keyboard too', async () => {
      const onSortChange = vi.fn();
      const sortable = columns.map((column) => ({ ...column, allowsSorting: true }));
      render(
        <Table
          aria-label="Applications"
          columns={sortable}
          rows={rows}
          sortDescriptor={{ column: 'id', direction: 'descending' }}
          onSortChange={onSortChange}
        />,
      );
      expect(screen.getByRole('columnheader', { name: 'Consumer' })).toHaveAttribute(
        'aria-sort',
        'none',
      );
      screen.getByRole('button', { name: 'Consumer' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(onSortChange).toHaveBeenCalledWith({ column: 'consumer', direction: 'ascending' });
    });
  });

  describe('selectionMode multiple', () => {
    it('selects every row from the header checkbox', async () => {
      const onSelectionChange = vi.fn();
      render(
        <Table
          aria-label="Applications"
          columns={columns}
          rows={rows}
          selectionMode="multiple"
          onSelectionChange={onSelectionChange}
        />,
      );
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
      expect(onSelectionChange).toHaveBeenCalledWith('all');
    });
  });

  describe('renderDetail', () => {
    it('opens a quick-view row beneath its row and closes it again', async () => {
      render(
        <Table
          aria-label="Applications"
          columns={columns}
          rows={rows}
          renderDetail={(row) => <p>Detail {row.id}</p>}
        />,
      );
      const [first] = screen.getAllByRole('button', { name: 'Show quick view' });
      await userEvent.click(first!);
      expect(screen.getByText('Detail 104000')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Hide quick view' }));
      expect(screen.queryByText('Detail 104000')).not.toBeInTheDocument();
    });
  });

  describe('in a frame narrower than the table', () => {
    afterEach(() => vi.restoreAllMocks());

    it('is a named tab stop only while it scrolls sideways', () => {
      const { unmount } = render(<Table aria-label="Applications" columns={columns} rows={rows} />);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      unmount();
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
      render(<Table aria-label="Applications" columns={columns} rows={rows} />);
      expect(screen.getByRole('region', { name: 'Applications (scrollable)' })).toHaveAttribute(
        'tabindex',
        '0',
      );
    });
  });

  describe('body states', () => {
    it('shows a spinner while loading', () => {
      render(<Table aria-label="Applications" columns={columns} rows={rows} isLoading />);
      expect(screen.getByRole('progressbar', { name: 'Loading rows' })).toBeInTheDocument();
      expect(screen.queryByText('Jane Doe')).not.toBeInTheDocument();
    });

    it('shows the empty state without rows', () => {
      render(
        <Table aria-label="Applications" columns={columns} rows={[]} emptyState="No results" />,
      );
      expect(screen.getByText('No results')).toBeInTheDocument();
    });
  });
});
