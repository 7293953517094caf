import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeWorkQueueItem } from '@backoffice/api-client/mocks';
import { expect } from 'storybook/test';
import { QueueAgeBadge } from './QueueAgeBadge';

const now = new Date('2026-11-28T12:00:00Z');
const enteredHoursBefore = (hours: number) =>
  makeWorkQueueItem(
    { entered_status_at: new Date(now.getTime() - hours * 3_600_000).toISOString() },
    now,
  ).entered_status_at;

const meta = {
  title: 'Domain/WorkQueues/QueueAgeBadge',
  component: QueueAgeBadge,
  tags: ['autodocs'],
  args: {
    enteredAt: enteredHoursBefore(1),
    serviceLevel: { amber_after_hours: 4, red_after_hours: 24 },
    now,
  },
} satisfies Meta<typeof QueueAgeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithinServiceLevel: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 h · Within service level')).toBeInTheDocument();
  },
};

export const NearingServiceLevel: Story = {
  args: { enteredAt: enteredHoursBefore(5.5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 h 30 min · Nearing service level')).toBeInTheDocument();
  },
};

export const OverServiceLevel: Story = {
  args: { enteredAt: enteredHoursBefore(75) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 d 3 h · Over service level')).toBeInTheDocument();
  },
};

export const JustArrived: Story = {
  args: { enteredAt: now.toISOString() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('under a minute · Within service level')).toBeInTheDocument();
  },
};
