import { makeFraudWatchListItem } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WatchListItems } from './WatchListItems';

const items = Array.from({ length: 8 }, (_, index) => makeFraudWatchListItem(index + 1));

const meta = {
  title: 'Domain/WatchList/WatchListItems',
  component: WatchListItems,
  tags: ['autodocs'],
  args: {
    watchListId: 3,
    items,
    total: 120,
    page: 1,
    perPage: 100,
    onPageChange: fn(),
    onDownload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WatchListItems>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Watch List 3 items' });
    await expect(await within(table).findByRole('rowheader', { name: '1001' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download list watch-list-3.csv' }));
    await expect(args.onDownload).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No watch list items')).toBeVisible();
  },
};

export const Loading: Story = { args: { items: [], total: undefined, isLoading: true } };

export const LoadFailed: Story = {
  args: { items: [], total: undefined, error: 'Watch list not found.' },
};

export const LongText: Story = {
  args: {
    items: [
      makeFraudWatchListItem(1, {
        housename: 'The Old Rectory at the Far End of the Very Long Lane Beside the Church',
        street: 'Saint Bartholomew-the-Less Churchyard Approach',
        emailaddress:
          'an.unusually.long.email.address.for.a.watch.list.entry@subdomain.example.co.uk',
        forename: 'Maximiliana-Josephine',
        surname: 'Featherstonehaugh-Cholmondeley',
      }),
      makeFraudWatchListItem(2, { street: null, town: null, county: null, number: null }),
    ],
    total: 2,
  },
};
