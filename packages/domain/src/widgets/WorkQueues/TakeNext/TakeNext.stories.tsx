import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeWorkQueue, makeWorkQueueItem } from '@backoffice/api-client/mocks';
import { expect, fn, userEvent } from 'storybook/test';
import { TakeNext } from './TakeNext';

const meta = {
  title: 'Domain/WorkQueues/TakeNext',
  component: TakeNext,
  tags: ['autodocs'],
  args: {
    queue: makeWorkQueue({ item_count: 6, unassigned_count: 5 }),
    onTakeNext: fn(),
  },
} satisfies Meta<typeof TakeNext>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Take next' }));
    await expect(args.onTakeNext).toHaveBeenCalled();
  },
};

export const Taking: Story = { args: { isPending: true } };

export const Taken: Story = {
  args: { outcome: { kind: 'taken', item: makeWorkQueueItem() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You now hold application 1001 from Hartley Home & Garden.',
    );
    await expect(canvas.getByRole('link', { name: '1001' })).toHaveAttribute(
      'href',
      '/credit-app/1001/',
    );
  },
};

export const SomeoneElseTookTheLast: Story = {
  args: {
    queue: makeWorkQueue({ item_count: 3, unassigned_count: 0 }),
    outcome: { kind: 'empty' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Take next' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Someone else took the last item first',
    );
  },
};

export const NothingWaiting: Story = {
  args: { queue: makeWorkQueue({ item_count: 0, unassigned_count: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Take next' })).toBeDisabled();
    await expect(
      canvas.getByText('Nothing is waiting unassigned in Northbridge Finance REFER.'),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { errorMessage: 'You do not have permission to do this.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You do not have permission to do this.',
    );
  },
};

export const TakesByItself: Story = {
  args: { onTakeNext: fn(async () => makeWorkQueueItem({ credit_application_id: 1004 })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Take next' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'You now hold application 1004 from Hartley Home & Garden.',
    );
  },
};
