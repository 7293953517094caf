import { makeCreditApplicationSummary } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CreditApplicationQuickView } from './CreditApplicationQuickView';

const meta = {
  title: 'Domain/CreditApplication/CreditApplicationQuickView',
  component: CreditApplicationQuickView,
  tags: ['autodocs'],
  args: {
    application: makeCreditApplicationSummary(),
    onAction: fn(async () => undefined),
    onActionSuccess: fn(),
    onActionDone: fn(),
  },
} satisfies Meta<typeof CreditApplicationQuickView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoActions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Application 100234' })).toBeVisible();
  },
};

export const WithOrderActions: Story = {
  args: {
    application: makeCreditApplicationSummary({
      _links: {
        self: { href: '/api/credit-applications/100234' },
        inspect: { href: '/api/credit-applications/100234/actions/inspect', title: 'Inspect' },
        cancel: { href: '/api/credit-applications/100234/actions/cancel', title: 'Cancel' },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Inspect' })).toBeVisible();
  },
};

export const NothingOptionalKnown: Story = {
  args: {
    application: makeCreditApplicationSummary({
      consumer_name: null,
      retailer_reference: null,
      lender: null,
      status_logs: undefined,
    }),
  },
};
