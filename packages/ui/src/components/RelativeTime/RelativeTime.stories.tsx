import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RelativeTime } from './RelativeTime';

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

const meta = {
  title: 'UI/RelativeTime',
  component: RelativeTime,
  tags: ['autodocs'],
  args: { value: ago(180) },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MinutesAgo: Story = {};
export const EveryUnit: Story = {
  render: () => (
    <ul>
      {[20, 3600 * 5, 86400 * 2, 86400 * 9, 86400 * 70, 86400 * 800].map((seconds) => (
        <li key={seconds}>
          <RelativeTime value={ago(seconds)} />
        </li>
      ))}
    </ul>
  ),
};
/** Its text moves on every second, so no screenshot can be stable: the play checks it moves. */
export const LiveUpdating: Story = {
  args: { value: ago(5), updateEvery: 1000 },
  parameters: { visualTest: { disable: true } },
  play: async ({ canvas }) => {
    const time = canvas.getByText(/ago$/);
    const shownFirst = time.textContent;
    await waitFor(() => expect(time.textContent).not.toBe(shownFirst));
  },
};
export const InvalidDate: Story = { args: { value: 'not a date' } };
