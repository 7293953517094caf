import { makeApprovalRequest } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PendingApprovalsWidget } from './PendingApprovalsWidget';

const waiting = [makeApprovalRequest(), makeApprovalRequest({ approval_request_id: 32 })];

const meta = {
  title: 'Domain/Approvals/PendingApprovalsWidget',
  component: PendingApprovalsWidget,
  tags: ['autodocs'],
  args: { count: waiting.length, href: '/approvals/' },
} satisfies Meta<typeof PendingApprovalsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeWaiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('changes wait for approval.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open Approvals' })).toHaveAttribute(
      'href',
      '/approvals/',
    );
  },
};

export const OneWaiting: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('change waits for approval.')).toBeInTheDocument();
  },
};

export const NoneWaiting: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { count: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Counting pending approvals')).toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: { error: 'You do not have permission to do this.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The pending approvals could not be counted.'),
    ).toBeInTheDocument();
  },
};
