import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyApplication } from './creditApplicationStoryData';
import { StatusHistory } from './StatusHistory';

const meta = {
  title: 'Domain/CreditApplication/StatusHistory',
  component: StatusHistory,
  tags: ['autodocs'],
  args: { entries: storyApplication.status_logs },
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
