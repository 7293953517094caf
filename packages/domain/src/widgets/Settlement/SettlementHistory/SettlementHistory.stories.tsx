import { makeSettlementFile } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettlementHistory } from './SettlementHistory';

const files = Array.from({ length: 10 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 10, 22 - index));
  return makeSettlementFile({
    settlement_file_id: 500 - index,
    time: new Date(day.getTime() + 2 * 3_600_000).toISOString(),
    description_short: `Daily settlement ${new Date(day.getTime() - 86_400_000).toISOString().slice(0, 10)}`,
    ...(index === 1
      ? {
          status: 'error',
          file_path: null,
          errors: ['The settlement file could not be made. Please try again.'],
        }
      : {}),
    ...(index === 2
      ? {
          recipients: [
            { display_name: 'Finance SFTP', status: 'Timed out' },
            { display_name: 'Lender operations mailbox', status: 'Delivered' },
          ],
          errors: ['Finance SFTP: The mail server did not take the file: connection timed out'],
        }
      : {}),
  });
});

const meta = {
  title: 'Domain/Settlement/SettlementHistory',
  component: SettlementHistory,
  tags: ['autodocs'],
  args: {
    title: 'Daily settlement of Northbridge Finance',
    files,
    total: 64,
    page: 1,
    onPageChange: fn(),
    onRegenerate: fn(),
  },
} satisfies Meta<typeof SettlementHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    const pages = canvas.getByRole('navigation', {
      name: 'Daily settlement of Northbridge Finance pages',
    });
    await userEvent.click(within(pages).getByRole('button', { name: 'Last' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(7);
  },
};

/** Page 4 of 7: the window of five pages centred on it. */
export const MiddlePage: Story = { args: { page: 4 } };

export const Expanded: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Daily settlement of Northbridge Finance' });
    await userEvent.click(within(table).getAllByRole('button', { name: 'Show quick view' })[2]!);
    await expect(await canvas.findByText('Lender operations mailbox')).toBeVisible();
  },
};

export const Regenerating: Story = { args: { regeneratingFileId: 500 } };

/** A change of page blanks the list until the page arrives. */
export const LoadingPage: Story = { args: { files: [], isLoading: true, page: 2 } };

export const NoHistory: Story = {
  args: { files: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LoadFailed: Story = { args: { files: [], total: 0, error: 'Error response' } };
