import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './Table';
import { applicationRows, type ApplicationRow } from './Table.fixtures';

const columns: TableColumn<ApplicationRow>[] = [
  { id: 'id', name: 'App ID', allowsSorting: true, render: (row) => row.id },
  { id: 'consumer', name: 'Consumer', isRowHeader: true, render: (row) => row.consumer },
];
const rows = applicationRows(3);

describe('Table', () => {
  it('renders a named grid with a row per item', () => {
    render(<Table aria-label="Applications" columns={columns} rows={rows} />);
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
      await userEvent.click(header);
      expect(onSortChange).toHaveBeenCalledWith({ column: 'id', direction: 'descending' });
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
