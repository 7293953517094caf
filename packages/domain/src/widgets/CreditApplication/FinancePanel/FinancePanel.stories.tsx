import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { makeCreditApplication } from '@backoffice/api-client/mocks';
import { readFinance } from '../creditApplicationData';
import { FinancePanel } from './FinancePanel';

const meta = {
  title: 'Domain/CreditApplication/FinancePanel',
  component: FinancePanel,
  tags: ['autodocs'],
  args: { finance: readFinance(makeCreditApplication().finance) },
} satisfies Meta<typeof FinancePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Advance').nextSibling).toHaveTextContent('£1,800.00');
  },
};

/** An application whose installation and product the server did not send. */
export const NothingOptionalKnown: Story = {
  args: {
    finance: readFinance({
      ...makeCreditApplication().finance,
      installation: null,
      product: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Installation').nextSibling).toHaveTextContent('N/A');
  },
};
