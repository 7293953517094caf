import { makeFraudWatchList } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WatchListReport } from './WatchListReport';

const lists = [
  makeFraudWatchList(),
  makeFraudWatchList({
    fraud_watch_list_id: 2,
    enabled: false,
    start_time: '2026-09-01T08:00:00Z',
    end_time: '2026-10-02T09:15:42Z',
    item_count: 64,
  }),
  makeFraudWatchList({
    fraud_watch_list_id: 1,
    enabled: false,
    start_time: '2026-06-11T12:30:00Z',
    end_time: '2026-09-01T08:00:00Z',
    item_count: 15,
  }),
];

const meta = {
  title: 'Domain/WatchList/WatchListReport',
  component: WatchListReport,
  tags: ['autodocs'],
  args: {
    rows: lists,
    total: lists.length,
    page: 1,
    perPage: 25,
    order: null,
    filterValues: {},
    onFiltersChange: fn(),
    onOrderChange: fn(),
    onPageChange: fn(),
    onPerPageChange: fn(),
    onDownload: fn(),
    onRetry: fn(),
    watchListHref: (id: number) => `/watch-list/${id}/`,
  },
} satisfies Meta<typeof WatchListReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lists: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Watch Lists' });
    await expect(
      await within(table).findByRole('rowheader', { name: /^3\s*, enabled$/ }),
    ).toBeVisible();
    await expect(within(table).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/watch-list/2/',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Download watch-list-2.csv' }));
    await expect(args.onDownload).toHaveBeenCalledWith(2);
  },
};

export const SortedByItemCount: Story = {
  args: { order: { column: 'item_count', direction: 'descending' } },
};

export const Empty: Story = {
  args: { rows: [], total: 0, filterValues: { date_from: '2026-01-01', date_to: '2026-01-31' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No watch lists match these filters.')).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: [], total: undefined, isLoading: true } };

export const LoadFailed: Story = {
  args: {
    rows: [],
    total: undefined,
    error: 'The server could not be reached. Check your connection and try again.',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ManyPages: Story = {
  args: {
    rows: Array.from({ length: 25 }, (_, index) =>
      makeFraudWatchList({
        fraud_watch_list_id: 300 - index,
        enabled: index === 0,
        item_count: 100_000 - index * 997,
      }),
    ),
    total: 300,
    page: 4,
  },
};
