import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FraudInfoPanel } from './FraudInfoPanel';

const meta = {
  title: 'Domain/CreditApplication/FraudInfoPanel',
  component: FraudInfoPanel,
  tags: ['autodocs'],
} satisfies Meta<typeof FraudInfoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  args: {
    status: 'Active',
    sections: [
      {
        title: 'Decisioning',
        items: [
          { display: 'Global result', value: 'PASS' },
          { display: 'Email risk', value: 0.12 },
        ],
      },
      {
        title: 'Deposit',
        items: [
          { display: 'Amount', value: 24_950, unit: 'pence' },
          { display: 'Card country matches', value: true },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('£249.50')).toBeVisible();
  },
};

/** The service did not run: the server still answers the sections, with empty values. */
export const Inactive: Story = {
  args: {
    status: 'Inactive',
    sections: [
      { title: 'Decisioning', items: [{ display: 'Flags', value: 'None' }] },
      { title: 'Deposit', items: [{ display: 'Amount', value: null, unit: 'pence' }] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inactive')).toBeVisible();
  },
};
