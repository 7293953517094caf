import { makeCreditApplication } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusHistory } from './StatusHistory';

const meta = {
  title: 'Domain/CreditApplication/StatusHistory',
  component: StatusHistory,
  tags: ['autodocs'],
  args: { entries: makeCreditApplication().status_logs },
} satisfies Meta<typeof StatusHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('NO-DECISION')).not.toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items.at(-1)).toHaveTextContent(/^SUBMITTED/);
  },
};

export const Empty: Story = { args: { entries: [] } };
