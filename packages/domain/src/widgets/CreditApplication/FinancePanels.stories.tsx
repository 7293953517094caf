import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChargesTable } from './ChargesTable';
import { readFinance } from './creditApplicationData';
import { storyApplication } from './creditApplicationStoryData';
import { CsnTable } from './CsnTable';
import { CustomDataList } from './CustomDataList';
import { DepositPanel } from './DepositPanel';
import { FinancePanel } from './FinancePanel';
import { AttachmentList } from './AttachmentList';

const finance = readFinance(storyApplication.finance);

const meta = {
  title: 'Domain/CreditApplication/DepositPanel',
  component: DepositPanel,
  tags: ['autodocs'],
  args: { deposit: finance.deposit, status: 'REFER' },
} satisfies Meta<typeof DepositPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DepositOwed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Remaining').nextSibling).toHaveTextContent('£200.00');
    await expect(canvas.getByText('Attempt 2')).toBeVisible();
  },
};

export const Declined: Story = {
  args: { status: 'DECLINE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Remaining').nextSibling).toHaveTextContent('£0.00');
  },
};

export const NoDeposit: Story = { args: { deposit: null } };

export const Finance: Story = { render: () => <FinancePanel finance={finance} /> };

export const Charges: Story = {
  render: () => (
    <ChargesTable
      charges={[
        { description: 'Late payment fee', created_at: '2026-03-03T09:00:00Z', amount_pence: 1200 },
        { description: 'Admin fee', created_at: '2026-03-04T09:00:00Z', amount_pence: 500 },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Total/ })).toHaveTextContent('£17.00');
  },
};

export const Csns: Story = {
  render: () => (
    <CsnTable
      csns={[
        {
          type: 'STATUS',
          app_status: 'ACCEPT',
          csn_status: '200 OK',
          timestamp: '2026-03-02T11:00:00Z',
          data: {},
        },
        {
          type: 'STATUS',
          app_status: 'REFER',
          csn_status: '500 Server Error',
          timestamp: '2026-03-02T10:20:00Z',
          data: {},
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('REFER');
  },
};

export const CustomData: Story = {
  render: () => <CustomDataList data={{ store_number: '0042', salesperson: 'Sam Seller' }} />,
};

export const Attachments: Story = {
  render: () => (
    <AttachmentList
      attachments={[
        { name: 'signed-agreement.pdf', url: 'data:application/pdf;base64,JVBERi0xLjQK' },
        { name: 'proof-of-address.png', url: null },
      ]}
    />
  ),
};
