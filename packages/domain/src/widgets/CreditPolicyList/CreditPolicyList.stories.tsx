import { creditPolicySummaryOf, makeCreditPolicy } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CreditPolicyList } from './CreditPolicyList';

const meta = {
  title: 'Domain/CreditPolicyList',
  component: CreditPolicyList,
  tags: ['autodocs'],
  args: {
    policies: [
      creditPolicySummaryOf(makeCreditPolicy({ credit_policy_id: 12, name: 'Standard retail' })),
      creditPolicySummaryOf(
        makeCreditPolicy({ credit_policy_id: 14, name: 'Bullet loans', regulated: false }),
      ),
    ],
    paging: { page: 1, perPage: 25, total: 2 },
    createdFrom: null,
    createdTo: null,
    onRetry: fn(),
    onCreatedChange: fn(),
    onOrderChange: fn(),
    onPageChange: fn(),
    onPerPageChange: fn(),
    onCreate: fn(),
  },
} satisfies Meta<typeof CreditPolicyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Policies: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Credit Policy' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** A user without the credit policies permission: no New Credit Policy. */
export const ReadOnly: Story = { args: { onCreate: undefined } };

export const Loading: Story = { args: { policies: undefined, paging: undefined } };

export const NoPolicies: Story = {
  args: { policies: [], paging: { page: 1, perPage: 25, total: 0 } },
};

export const NoneBetweenTheDates: Story = {
  args: {
    policies: [],
    paging: { page: 1, perPage: 25, total: 0 },
    createdFrom: '2026-01-01',
    createdTo: '2026-02-01',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }));
    await expect(args.onCreatedChange).toHaveBeenCalledWith(null);
  },
};

export const Refused: Story = {
  args: {
    policies: undefined,
    paging: undefined,
    error: { status: 403, message: 'You do not have permission to do this.' },
  },
};

export const LoadFailed: Story = {
  args: {
    policies: undefined,
    paging: undefined,
    error: { status: 500, message: 'Database is down' },
  },
};

export const LongName: Story = {
  args: {
    policies: [
      creditPolicySummaryOf(
        makeCreditPolicy({ name: `Standard retail ${'with extended warranty '.repeat(6)}` }),
      ),
    ],
    paging: { page: 1, perPage: 25, total: 1 },
  },
};
