import { makeFraudWatchList } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CurrentWatchList } from './CurrentWatchList';

const meta = {
  title: 'Domain/WatchList/CurrentWatchList',
  component: CurrentWatchList,
  tags: ['autodocs'],
  args: { list: makeFraudWatchList(), onDownload: fn(), onUpload: fn(), onRetry: fn() },
} satisfies Meta<typeof CurrentWatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('watch-list-3.csv')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV watch-list-3.csv' }));
    await expect(args.onDownload).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload New CSV' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

export const NoCurrentList: Story = {
  args: { list: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No current watch list')).toBeVisible();
  },
};

export const Loading: Story = { args: { list: null, isLoading: true } };

export const LoadFailed: Story = {
  args: {
    list: null,
    error: 'The server could not be reached. Check your connection and try again.',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A user who may read watch lists but not upload (no Upload New CSV). */
export const WithoutUpload: Story = { args: { onUpload: undefined } };

export const LargeList: Story = {
  args: { list: makeFraudWatchList({ fraud_watch_list_id: 123456, item_count: 100_000 }) },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
