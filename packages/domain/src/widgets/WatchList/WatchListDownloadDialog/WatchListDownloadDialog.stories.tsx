import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WatchListDownloadDialog } from './WatchListDownloadDialog';

const meta = {
  title: 'Domain/WatchList/WatchListDownloadDialog',
  component: WatchListDownloadDialog,
  tags: ['autodocs'],
  args: { watchListId: 3, state: { step: 'working' }, onClose: fn(), onRetry: fn() },
} satisfies Meta<typeof WatchListDownloadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Downloading: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Download Watch List',
    });
    await expect(within(dialog).getByText(/Preparing watch-list-3.csv/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Downloaded: Story = {
  args: { state: { step: 'done' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('status')).toHaveTextContent('Watch List downloaded.');
  },
};

export const Failed: Story = {
  args: { state: { step: 'failed', message: 'The watch list no longer exists.' } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
