import { decidedApprovalRequest, makeApprovalRequest } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApprovalsList } from './ApprovalsList';

const first = makeApprovalRequest();
const second = makeApprovalRequest({
  approval_request_id: 32,
  subject_id: 40,
  subject_name: 'Holiday finance',
  submitted_at: '2026-11-27T14:10:00Z',
  reason: 'Hard search at stage 2 for loans over £5,000.',
});

const meta = {
  title: 'Domain/Approvals/ApprovalsList',
  component: ApprovalsList,
  tags: ['autodocs'],
  args: {
    requests: [
      first,
      second,
      decidedApprovalRequest({ ...first, approval_request_id: 20 }, 'rejected'),
    ],
    hrefOf: (request) => `/approvals/${request.approval_request_id}/`,
  },
} satisfies Meta<typeof ApprovalsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingAndDecided: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Approval requests' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Holiday finance (40)' })).toHaveAttribute(
      'href',
      '/approvals/32/',
    );
    await expect(canvas.getByText('Rejected')).toBeInTheDocument();
  },
};

export const LongReason: Story = {
  args: {
    requests: [makeApprovalRequest({ reason: `Unbroken:${'x'.repeat(160)}` })],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Unbroken:/)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No changes are waiting for approval.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading approval requests')).toBeInTheDocument();
  },
};
