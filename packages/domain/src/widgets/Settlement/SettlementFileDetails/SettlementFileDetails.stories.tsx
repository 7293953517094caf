import { makeSettlementFile } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SettlementFileDetails } from './SettlementFileDetails';

const meta = {
  title: 'Domain/Settlement/SettlementFileDetails',
  component: SettlementFileDetails,
  tags: ['autodocs'],
  args: { file: makeSettlementFile(), historyHref: '/settlements/history/1002/' },
} satisfies Meta<typeof SettlementFileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivered: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Settlement history of this file' }),
    ).toHaveAttribute('href', '/settlements/history/1002/');
  },
};

export const Regenerating: Story = {
  args: {
    file: makeSettlementFile({
      status: 'Generating',
      trigger: 'manual',
      recipients: [
        { display_name: 'Finance SFTP', status: 'Not started' },
        { display_name: 'Lender operations mailbox', status: 'Not started' },
      ],
    }),
  },
};

export const WithErrors: Story = {
  args: {
    file: makeSettlementFile({
      recipients: [
        { display_name: 'Finance SFTP', status: 'Timed out' },
        { display_name: 'Lender operations mailbox', status: 'Bounced' },
      ],
      errors: [
        'Finance SFTP: The run stopped while this delivery was being sent, so it was not sent again (it may have arrived). Regenerate & Send to send the file once more.',
      ],
    }),
  },
};

export const NoRecipients: Story = {
  args: { file: makeSettlementFile({ recipients: [] }), historyHref: undefined },
};
