import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  makeWorkQueue,
  workQueueItemsOfEveryColour,
  workQueueWithCounts,
} from '@backoffice/api-client/mocks';
import { expect } from 'storybook/test';
import { WorkQueuesWidget } from './WorkQueuesWidget';

const now = new Date('2026-11-28T12:00:00Z');
const referItems = workQueueItemsOfEveryColour(now);
const inspectItems = referItems
  .slice(3)
  .map((item) => ({ ...item, queue_id: 2, status: 'INSPECT', holder: null }));
const queues = [
  workQueueWithCounts(makeWorkQueue(), referItems),
  workQueueWithCounts(makeWorkQueue({ queue_id: 2, status: 'INSPECT' }), inspectItems),
  makeWorkQueue({
    queue_id: 3,
    status: 'ACTION-LENDER',
    standard: false,
    amber_after_hours: 1,
    red_after_hours: 2,
  }),
];

const meta = {
  title: 'Domain/WorkQueues/WorkQueuesWidget',
  component: WorkQueuesWidget,
  tags: ['autodocs'],
  args: { queues, now },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkQueuesWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountsAndOldestAges: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Northbridge Finance REFER' })).toHaveAttribute(
      'href',
      '/queues/?queue=1',
    );
    await expect(canvas.getByText('6 waiting, 5 unassigned')).toBeInTheDocument();
    await expect(canvas.getByText('3 d 3 h · Over service level')).toBeInTheDocument();
    await expect(canvas.getByText('5 h · Nearing service level')).toBeInTheDocument();
    await expect(canvas.getByText('0 waiting, 0 unassigned')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { queues: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No work queues.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LoadError: Story = {
  args: { errorMessage: 'The work queues could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The work queues could not be loaded.',
    );
  },
};
