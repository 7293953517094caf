import { makeCreditApplication } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { readFinance } from '../creditApplicationData';
import { DepositPanel } from './DepositPanel';

const { deposit } = readFinance(makeCreditApplication().finance);

const meta = {
  title: 'Domain/CreditApplication/DepositPanel',
  component: DepositPanel,
  tags: ['autodocs'],
  args: {
    // Still owed after a second failed attempt.
    deposit: deposit && {
      ...deposit,
      errors: [
        ...deposit.errors,
        { timestamp: '2026-03-02T10:18:00Z', message: 'The security code did not match.' },
      ],
    },
    status: 'REFER',
  },
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
