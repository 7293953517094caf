import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { SimpleTable, type SimpleTableColumn } from './SimpleTable';

interface Line {
  description: string;
  price: string;
  quantity: number;
  total: string;
}

const lines: Line[] = [
  { description: 'Sofa, three-seater, grey', price: '£899.00', quantity: 1, total: '£899.00' },
  { description: 'Footstool', price: '£120.00', quantity: 2, total: '£240.00' },
];

const columns: SimpleTableColumn<Line>[] = [
  { name: 'Description', render: (line) => line.description },
  { name: 'Unit Price', isNumeric: true, render: (line) => line.price },
  { name: 'Quantity', isNumeric: true, render: (line) => line.quantity },
  { name: 'Total', isNumeric: true, render: (line) => line.total },
];

const meta = {
  title: 'UI/SimpleTable',
  component: SimpleTable<Line>,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Order Goods',
    columns,
    rows: lines,
    rowKey: (_line: Line, index: number) => index,
  },
} satisfies Meta<typeof SimpleTable<Line>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Order Goods' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

export const WithTotal: Story = {
  args: { footer: { label: 'Grand Total', value: '£1,139.00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Grand Total' })).toBeVisible();
  },
};

export const EmphasisedRow: Story = {
  args: { isRowEmphasised: (line: Line) => line.description === 'Footstool' },
};

export const RowHeaders: Story = {
  render: () => (
    <SimpleTable
      aria-label="Decisions, actual and simulated"
      rowKey={(row) => row.decision}
      rows={[
        { decision: 'ACCEPT', actual: 412, simulated: 398 },
        { decision: 'DECLINE', actual: 88, simulated: 102 },
      ]}
      columns={[
        {
          name: 'Decision',
          isRowHeader: true,
          render: (row) => (
            <Badge tone={row.decision === 'ACCEPT' ? 'positive' : 'critical'}>{row.decision}</Badge>
          ),
        },
        { name: 'Actual', isNumeric: true, render: (row) => row.actual },
        { name: 'Simulated', isNumeric: true, render: (row) => row.simulated },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'ACCEPT' })).toBeVisible();
  },
};

export const Empty: Story = { args: { rows: [] } };

export const LongUnbrokenTextNarrow: Story = {
  args: {
    rows: [
      {
        description: 'ERR_SCHEMA_VALIDATION_ERROR:principle_trading_url_must_match_format_uri',
        price: '£1,000,000.00',
        quantity: 1000,
        total: '£1,000,000,000.00',
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <SimpleTable {...args} />
    </div>
  ),
};
