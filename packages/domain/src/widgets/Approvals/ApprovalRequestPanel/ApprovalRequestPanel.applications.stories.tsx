import {
  decidedApprovalRequest,
  makeConsumerIdentityRequest,
  makeDeclineOverrideRequest,
} from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { describeApprovalChange } from '../../../model/approvals';
import { ApprovalRequestPanel } from './ApprovalRequestPanel';

const override = makeDeclineOverrideRequest();
const identity = makeConsumerIdentityRequest();
const withheld = makeConsumerIdentityRequest({
  change: {
    kind: 'consumer_identity',
    fields: ['surname', 'date_of_birth'],
    before: null,
    after: null,
  },
});

/** The approval panel on an application's changes: a DECLINE override and an identity edit. */
const meta = {
  title: 'Domain/Approvals/ApprovalRequestPanel/Application changes',
  component: ApprovalRequestPanel,
  tags: ['autodocs'],
  args: {
    request: override,
    changes: describeApprovalChange(override.change),
    decisionBlock: null,
    onDecide: fn(),
  },
} satisfies Meta<typeof ApprovalRequestPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A checker approves accepting over the engine's DECLINE, with a comment. */
export const PendingDeclineOverride: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText("Overrides the credit policy's DECLINE: DECLINE becomes ACCEPT."),
    ).toBeVisible();
    await expect(canvas.getByText('Credit application 1042')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Comment/ }), 'Payslips hold up.');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith('approve', 'Payslips hold up.');
  },
};

/** The maker sees their own request waiting, with no decision to take. */
export const DeclineOverrideForItsMaker: Story = {
  args: {
    decisionBlock: 'You submitted this change, so another person must approve or reject it.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const ApprovedDeclineOverride: Story = {
  args: { request: decidedApprovalRequest(override, 'approved') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Approved by')).toBeVisible();
    await expect(canvas.getByText('checker')).toBeVisible();
  },
};

/** A pending change of the consumer's surname and date of birth, before and after. */
export const PendingConsumerChange: Story = {
  args: { request: identity, changes: describeApprovalChange(identity.change) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Surname: “Smith” becomes “Smith-Jones”.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(canvas.getByText('Enter a comment.')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** A user who may not see the consumer learns which fields change, not their values. */
export const ConsumerChangeWithheld: Story = {
  args: { request: withheld, changes: describeApprovalChange(withheld.change) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Surname changes.')).toBeVisible();
    await expect(
      canvas.getByText('This data is inaccessible due to data protection regulations'),
    ).toBeVisible();
  },
};
