import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Money } from '../Money/Money';
import type { TableColumn } from './Table';
import { applicationRows, type ApplicationRow } from './Table.fixtures';
import { VirtualTable } from './VirtualTable';

const columns: TableColumn<ApplicationRow>[] = [
  { id: 'id', name: 'App ID', render: (row) => row.id },
  { id: 'consumer', name: 'Consumer', isRowHeader: true, render: (row) => row.consumer },
  { id: 'merchant', name: 'Merchant', render: (row) => row.merchant },
  { id: 'advance', name: 'Advance', render: (row) => <Money pence={row.advance} /> },
  { id: 'status', name: 'Status', render: (row) => row.status },
];

const meta = {
  title: 'UI/VirtualTable',
  component: VirtualTable<ApplicationRow>,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Credit applications',
    columns,
    rows: applicationRows(10_000),
    height: 480,
    rowHeight: 40,
  },
} satisfies Meta<typeof VirtualTable<ApplicationRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

// Checked by its play function in a real browser; it scrolls, so it has no screenshot.
export const TenThousandRows: Story = {
  parameters: { visualTest: { disable: true } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Credit applications' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    const scroller = canvas.getByRole('region', { name: 'Credit applications (scrollable)' });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByText('113999')).toBeInTheDocument());
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    scroller.scrollTop = 0;
    await waitFor(() => expect(canvas.getByText('104000')).toBeInTheDocument());
  },
};

export const Empty: Story = { args: { rows: [] } };
