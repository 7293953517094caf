import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { applicationStatuses } from '../../model/statuses';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Domain/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'ACCEPT' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accepted: Story = {};

export const WithReason: Story = {
  args: { status: 'DECLINE', reason: 'Affordability check failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Affordability check failed')).toBeVisible();
  },
};

export const MeaningOnFocus: Story = {
  args: { status: 'ACTION-RETAILER' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'customer failed ID checks and confirmation is needed.',
    );
  },
};

export const DepositPaid: Story = {
  args: { status: 'ATB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VERIFIED')).toBeVisible();
  },
};

export const Unrecognised: Story = {
  args: { status: 'ON-HOLD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('UNKNOWN STATUS')).toBeVisible();
  },
};

export const EveryStatus: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
      {[...applicationStatuses, 'ON-HOLD'].map((status) => (
        <li key={status}>
          <StatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(23);
    await expect(canvas.getAllByText('VERIFIED')).toHaveLength(2);
  },
};

export const LongReasonNarrow: Story = {
  args: {
    status: 'REFER',
    reason: 'Referred-for-manual-underwriting-because-the-declared-income-could-not-be-verified',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
};

/** In a list row the reason stays on the badge's line, cut short, so every row keeps its height. */
export const OneLineReason: Story = {
  args: {
    status: 'DECLINE',
    reason: 'Manual decision: the declared income could not be verified',
    isReasonOneLine: true,
  },
  play: async ({ canvas }) => {
    const reason = canvas.getByText(/^Manual decision/);
    await expect(reason.scrollHeight).toBeGreaterThan(reason.clientHeight);
  },
};
