import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimpleTable, type SimpleTableColumn } from './SimpleTable';

interface Charge {
  description: string;
  amount: string;
}

const charges: Charge[] = [
  { description: 'Arrangement fee', amount: '£25.00' },
  { description: 'Late payment', amount: '£12.00' },
];

const columns: SimpleTableColumn<Charge>[] = [
  { name: 'Description', render: (charge) => charge.description },
  { name: 'Amount', isNumeric: true, render: (charge) => charge.amount },
];

function renderTable(props: Partial<Parameters<typeof SimpleTable<Charge>>[0]> = {}) {
  return render(
    <SimpleTable
      aria-label="Charges"
      columns={columns}
      rows={charges}
      rowKey={(charge) => charge.description}
      {...props}
    />,
  );
}

describe('SimpleTable', () => {
  it('is a table named by aria-label, with column headers and a row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Charges' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Description', 'Amount']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: '£12.00' })).toBeInTheDocument();
  });

  describe('isRowHeader', () => {
    it('makes the column’s cells name their rows', () => {
      renderTable({
        columns: [{ ...columns[0]!, isRowHeader: true }, columns[1]!],
      });
      expect(screen.getByRole('rowheader', { name: 'Late payment' })).toBeInTheDocument();
    });
  });

  describe('isRowEmphasised', () => {
    it('marks the row as current', () => {
      renderTable({ isRowEmphasised: (charge) => charge.description === 'Late payment' });
      const current = screen
        .getAllByRole('row')
        .filter((row) => row.getAttribute('aria-current') === 'true');
      expect(current).toHaveLength(1);
      expect(current[0]).toHaveTextContent('Late payment');
    });
  });

  describe('footer', () => {
    it('closes the table with a labelled total under the last column', () => {
      renderTable({ footer: { label: 'Total', value: '£37.00' } });
      const total = screen.getByRole('rowheader', { name: 'Total' });
      expect(total.closest('tr')).toHaveTextContent('Total£37.00');
    });
  });

  it('can be named by a heading', () => {
    render(
      <>
        <h3 id="providers">Providers</h3>
        <SimpleTable
          aria-labelledby="providers"
          columns={columns}
          rows={[]}
          rowKey={(charge) => charge.description}
        />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Providers' })).toBeInTheDocument();
  });

  describe('in a container narrower than the table', () => {
    afterEach(() => vi.restoreAllMocks());

    it('is a tab stop only while it scrolls sideways', () => {
      const { unmount } = renderTable();
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      unmount();
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
      renderTable();
      expect(screen.getByRole('region', { name: 'Charges (scrollable)' })).toHaveAttribute(
        'tabindex',
        '0',
      );
    });
  });
});
