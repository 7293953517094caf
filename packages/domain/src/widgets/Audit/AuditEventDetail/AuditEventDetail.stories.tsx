import type { Meta, StoryObj } from '@storybook/react-vite';
import { auditEventsOfEveryKind, makeAuditEvent } from '@backoffice/api-client/mocks';
import { expect } from 'storybook/test';
import { AuditEventDetail } from './AuditEventDetail';

const [, statusChange, groupChange, , ghostSession] = auditEventsOfEveryKind();

const meta = {
  title: 'Domain/Audit/AuditEventDetail',
  component: AuditEventDetail,
  tags: ['autodocs'],
  args: { event: groupChange! },
} satisfies Meta<typeof AuditEventDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangeWithBeforeAndAfter: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 line removed, 2 lines added.')).toBeVisible();
  },
};

export const Detail: Story = {
  args: { event: statusChange! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Customer asked to cancel')).toBeVisible();
  },
};

export const GhostSession: Story = {
  args: { event: ghostSession! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sam Administrator')).toBeVisible();
  },
};

export const NothingMoreRecorded: Story = {
  args: { event: makeAuditEvent({ ip_address: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing more was recorded.')).toBeVisible();
    await expect(canvas.getByText('Not recorded')).toBeVisible();
  },
};
