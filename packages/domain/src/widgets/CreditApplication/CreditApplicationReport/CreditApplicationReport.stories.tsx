import {
  makeCreditApplicationSummaries,
  makeCreditApplicationSummary,
} from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CreditApplicationReport } from './CreditApplicationReport';

type Row = ReturnType<typeof makeCreditApplicationSummary>;

const meta = {
  title: 'Domain/CreditApplication/CreditApplicationReport',
  component: CreditApplicationReport<Row>,
  tags: ['autodocs'],
  args: {
    view: {
      page: 1,
      perPage: 10,
      order: null,
      filters: { status: ['REFER', 'ACCEPT'], historic: 'false' },
    },
    isLenderUser: false,
    policyOptions: [
      { value: '3', label: 'Interest free' },
      { value: '4', label: 'Interest bearing' },
    ],
    rows: makeCreditApplicationSummaries(10),
    total: 52,
    isTotalCapped: false,
    hasNextPage: true,
    isLoading: false,
    error: null,
    onFiltersChange: fn(),
    onReset: fn(),
    onViewChange: fn(),
    onPerPageChange: fn(),
    loadPrintRows: fn(async () => ({ rows: [], total: 0, isTotalCapped: false })),
    onNextPage: fn(),
    onPreviousPage: fn(),
    onRetry: fn(),
    renderQuickView: () => null,
    columnsStorageKey: 'story.credit-applications.columns',
  },
} satisfies Meta<typeof CreditApplicationReport<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applications: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNextPage).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { rows: [], total: undefined, isLoading: true } };

export const NoApplications: Story = { args: { rows: [], total: 0, hasNextPage: false } };

export const CappedTotal: Story = {
  args: { total: 10_000, isTotalCapped: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10,000+ credit applications')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { rows: [], total: undefined, error: 'The server did not answer.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongNames: Story = {
  args: {
    rows: [
      makeCreditApplicationSummary({
        consumer_name: `Mrs ${'Bartholomew-Featherstonehaugh '.repeat(3)}`,
        retailer_name: `Harrow Home Furnishings ${'and Garden Centre '.repeat(4)}`,
        credit_sentry_flagged: true,
      }),
    ],
    total: 1,
    hasNextPage: false,
  },
};
