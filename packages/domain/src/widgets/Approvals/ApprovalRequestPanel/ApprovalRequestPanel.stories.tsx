import { decidedApprovalRequest, makeApprovalRequest } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { describeApprovalChange } from '../../../model/approvals';
import { ApprovalRequestPanel } from './ApprovalRequestPanel';

const pending = makeApprovalRequest();
const moduleNames = new Map([
  [7, 'Bureau checks'],
  [9, 'Thin file referral'],
]);

const meta = {
  title: 'Domain/Approvals/ApprovalRequestPanel',
  component: ApprovalRequestPanel,
  tags: ['autodocs'],
  args: {
    request: pending,
    changes: describeApprovalChange(pending.change, moduleNames),
    decisionBlock: null,
    onDecide: fn(),
  },
} satisfies Meta<typeof ApprovalRequestPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingForAChecker: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Waiting for approval')).toBeInTheDocument();
    await expect(canvas.getByText(pending.reason)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(canvas.getByText('Enter a comment.')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /Comment/ }), 'Agreed');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith('approve', 'Agreed');
  },
};

export const PendingForTheMaker: Story = {
  args: {
    decisionBlock: 'You submitted this change, so another person must approve or reject it.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await expect(
      canvas.getByText('You submitted this change, so another person must approve or reject it.'),
    ).toBeInTheDocument();
  },
};

export const Approving: Story = {
  args: { pendingDecision: 'approve' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};

export const DecisionRefused: Story = {
  args: { decideError: 'This request has already been decided.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The decision could not be saved.')).toBeInTheDocument();
  },
};

export const Approved: Story = {
  args: { request: decidedApprovalRequest(pending, 'approved') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Approved by')).toBeInTheDocument();
    await expect(canvas.getByText('checker')).toBeInTheDocument();
    await expect(canvas.getByText('lender')).toBeInTheDocument();
  },
};

export const Rejected: Story = {
  args: { request: decidedApprovalRequest(pending, 'rejected') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Too loose for thin files.')).toBeInTheDocument();
  },
};

export const LongReason: Story = {
  args: {
    request: makeApprovalRequest({
      reason: `${'Thin-file applicants are referred to an underwriter instead of accepted. '.repeat(8)}Unbroken:${'x'.repeat(120)}`,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Unbroken:/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { request: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the approval request')).toBeInTheDocument();
  },
};
