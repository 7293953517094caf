import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  makeWorkQueueItem,
  workQueueItemsOfEveryColour,
  workQueueMockColleagues,
  workQueueMockUser,
} from '@backoffice/api-client/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkQueueTable } from './WorkQueueTable';

const now = new Date('2026-11-28T12:00:00Z');

const meta = {
  title: 'Domain/WorkQueues/WorkQueueTable',
  component: WorkQueueTable,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Northbridge Finance REFER',
    items: workQueueItemsOfEveryColour(now),
    now,
    currentUserId: workQueueMockUser.user_id,
    onRelease: fn(),
    onAssign: fn(),
  },
} satisfies Meta<typeof WorkQueueTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryAgeColour: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/Over service level/)).toHaveLength(2);
    await expect(canvas.getAllByText(/Nearing service level/)).toHaveLength(2);
    await expect(canvas.getAllByText(/Within service level/)).toHaveLength(2);
    await expect(canvas.getByText('Priya Shah')).toBeInTheDocument();
  },
};

export const MyItemReleased: Story = {
  args: {
    items: [
      makeWorkQueueItem({ holder: { ...workQueueMockUser, held_at: '2026-11-28T11:30:00Z' } }, now),
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Alex Morgan (you)')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Release 1001' }));
    await expect(args.onRelease).toHaveBeenCalled();
  },
};

export const QueueAdminAssigns: Story = {
  args: { canManage: true, assignees: workQueueMockColleagues },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Release 1002' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Assign to (application 1001)' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Priya Shah' }));
    await expect(args.onAssign).toHaveBeenCalledWith(
      expect.objectContaining({ credit_application_id: 1001 }),
      7,
    );
  },
};

export const ReleasePending: Story = {
  args: {
    items: [
      makeWorkQueueItem({ holder: { ...workQueueMockUser, held_at: '2026-11-28T11:30:00Z' } }, now),
    ],
    pendingItemId: 1001,
  },
};

export const LongNames: Story = {
  args: {
    items: [
      makeWorkQueueItem(
        {
          retailer_name:
            'The Exceptionally Long-Named Home, Garden and Outdoor Living Emporium Ltd',
          holder: {
            user_id: 9,
            name: 'Jordan Ellis-Fairweather-Montgomery-Smythe',
            held_at: '2026-11-28T11:30:00Z',
          },
        },
        now,
      ),
    ],
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing is waiting in this queue.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LoadError: Story = {
  args: { errorMessage: 'The queue could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The queue could not be loaded.');
  },
};
