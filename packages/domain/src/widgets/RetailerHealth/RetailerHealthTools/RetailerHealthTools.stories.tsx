import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RetailerHealthTools } from './RetailerHealthTools';

const merchants = [
  { retailer_id: 17, name: 'Harbour Home Furnishings' },
  { retailer_id: 29, name: 'Harbour Pianos' },
];

const meta = {
  title: 'Domain/RetailerHealth/RetailerHealthTools',
  component: RetailerHealthTools,
  tags: ['autodocs'],
  args: { merchants, searchText: 'Harb', onSearchChange: fn(), onOpenRetailer: fn() },
} satisfies Meta<typeof RetailerHealthTools>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Merchant' })).toBeVisible();
  },
};

export const Searching: Story = { args: { merchants: [], isLoading: true } };

export const SearchFailed: Story = {
  args: { merchants: [], error: 'You do not have permission to do this.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Merchants could not be searched.');
  },
};

export const Empty: Story = {
  args: { merchants: [], searchText: '' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Merchant' }), 'x');
    await expect(args.onSearchChange).toHaveBeenCalledWith('x');
  },
};
