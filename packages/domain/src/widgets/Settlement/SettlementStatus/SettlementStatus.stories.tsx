import { makeSettlementFile } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SettlementRecipientStatus, SettlementStatus } from './SettlementStatus';

const recipients = (...statuses: string[]) =>
  statuses.map((status, index) => ({ display_name: `Recipient ${index + 1}`, status }));

const meta = {
  title: 'Domain/Settlement/SettlementStatus',
  component: SettlementStatus,
  tags: ['autodocs'],
  args: { files: [makeSettlementFile()] },
} satisfies Meta<typeof SettlementStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GeneratedAndDelivered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Generated')).toBeVisible();
    await expect(canvas.getByText('Delivered')).toBeVisible();
  },
};

export const Generating: Story = {
  args: {
    files: [makeSettlementFile({ status: 'Generating', recipients: recipients('Not started') })],
  },
};

export const Sending: Story = {
  args: { files: [makeSettlementFile({ recipients: recipients('Delivered', 'Sending') })] },
};

export const NotDelivered: Story = {
  args: { files: [makeSettlementFile({ recipients: recipients('Delivered', 'Bounced') })] },
};

export const DeliveryTimedOut: Story = {
  args: { files: [makeSettlementFile({ recipients: recipients('Delivered', 'Timed out') })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error')).toBeVisible();
  },
};

export const GenerationError: Story = {
  args: { files: [makeSettlementFile({ status: 'error' })] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const GenerationTimedOut: Story = {
  args: { files: [makeSettlementFile({ status: 'Timed out' })] },
};

export const WorstOfSeveralFiles: Story = {
  args: {
    files: [
      makeSettlementFile(),
      makeSettlementFile({ status: 'Generating', recipients: recipients('Not started') }),
    ],
  },
};

export const RecipientStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['Delivered', 'Sending', 'Not started', 'Timed out', 'Bounced'].map((status) => (
        <SettlementRecipientStatus key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown error')).toBeVisible();
  },
};
