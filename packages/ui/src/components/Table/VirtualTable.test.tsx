import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from './Table';
import { applicationRows, type ApplicationRow } from './Table.fixtures';
import { VirtualTable } from './VirtualTable';

const columns: TableColumn<ApplicationRow>[] = [
  { id: 'id', name: 'App ID', render: (row) => row.id },
  { id: 'consumer', name: 'Consumer', isRowHeader: true, render: (row) => row.consumer },
];

// Which rows are in the page depends on layout, which jsdom does not do: the story
// TenThousandRows checks that in Chromium. These tests cover what holds without layout.
describe('VirtualTable', () => {
  it('says how many rows there are in all', () => {
    render(
      <VirtualTable aria-label="Applications" columns={columns} rows={applicationRows(10_000)} />,
    );
    const grid = screen.getByRole('table', { name: 'Applications' });
    expect(grid).toHaveAttribute('aria-rowcount', '10001');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['App ID', 'Consumer']);
  });

  it('shows the empty state without rows', () => {
    render(
      <VirtualTable
        aria-label="Applications"
        columns={columns}
        rows={[]}
        emptyState="No results"
      />,
    );
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('can be scrolled from the keyboard', () => {
    render(<VirtualTable aria-label="Applications" columns={columns} rows={applicationRows(3)} />);
    expect(screen.getByRole('region', { name: 'Applications (scrollable)' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });
});
