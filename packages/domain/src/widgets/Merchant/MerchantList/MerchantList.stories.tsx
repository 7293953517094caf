import {
  makeRetailerFlag,
  makeRetailerNote,
  makeRetailersInEveryStatus,
  makeRetailerSummary,
  toRetailerSummary,
} from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { merchantListDefaults } from '../../../model/merchantReport';
import { MerchantList } from './MerchantList';

const today = new Date('2026-11-24T12:00:00Z');
const serviceDefaults = merchantListDefaults('merchants', 'service_user', today);
const rows = makeRetailersInEveryStatus().map((retailer) => toRetailerSummary(retailer));

const meta = {
  title: 'Domain/Merchant/MerchantList',
  component: MerchantList,
  tags: ['autodocs'],
  args: {
    kind: 'merchants',
    userType: 'service_user',
    rows,
    total: rows.length,
    page: 1,
    perPage: 100,
    order: serviceDefaults.order,
    filterValues: serviceDefaults.filters,
    onFiltersChange: fn(),
    onReset: fn(),
    onPrint: fn(),
    onOrderChange: fn(),
    onPageChange: fn(),
    accountManagerOptions: [{ value: '1', label: 'Alex Morgan' }],
    policyOptions: [{ value: '3', label: 'Premium retail' }],
    merchantHref: (retailerId: number) => `/merchants/${retailerId}/`,
  },
} satisfies Meta<typeof MerchantList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceUser: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Account Manager/ })).toBeVisible();
    await expect(canvas.getAllByText('Not assigned').length).toBeGreaterThan(0);
  },
};

export const Lender: Story = {
  args: {
    userType: 'lender',
    filterValues: merchantListDefaults('merchants', 'lender', today).filters,
    policyOptions: [{ value: '1', label: 'Regulated retail' }],
  },
};

export const NewMerchants: Story = {
  args: {
    kind: 'merchant-applications',
    filterValues: merchantListDefaults('merchant-applications', 'service_user', today).filters,
  },
};

export const QuickViewOpen: Story = {
  args: {
    rows: [
      makeRetailerSummary({
        retailer_id: 41,
        flags: [makeRetailerFlag({ message: 'Chargeback rate above threshold. '.repeat(10) })],
        notes: [makeRetailerNote({ body: 'Spoke to the director about the settlement delay.' })],
      }),
    ],
    total: 1,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show quick view' })[0]!);
    await expect(await canvas.findByRole('link', { name: /View Merchant/ })).toBeVisible();
    await expect(canvas.getByText(/…$/)).toBeVisible();
  },
};

export const QuickViewWithoutFlagsOrNotes: Story = {
  args: {
    rows: [makeRetailerSummary({ retailer_id: 8, flags: [], notes: [], note_count: 0 })],
    total: 1,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show quick view' })[0]!);
    await expect(await canvas.findByText('No flags.')).toBeVisible();
    await expect(canvas.getByText('No notes.')).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: [], total: undefined, isLoading: true } };

export const Empty: Story = { args: { rows: [], total: 0 } };

export const LoadError: Story = {
  args: { rows: [], total: undefined, error: 'The server did not answer.', onRetry: fn() },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The merchants could not be loaded.');
    await expect(alert).toHaveTextContent('The server did not answer.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
