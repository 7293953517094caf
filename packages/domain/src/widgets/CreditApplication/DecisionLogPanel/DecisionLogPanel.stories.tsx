import { makeDecisionLog } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DecisionLogPanel } from './DecisionLogPanel';

const meta = {
  title: 'Domain/CreditApplication/DecisionLogPanel',
  component: DecisionLogPanel,
  tags: ['autodocs'],
  args: {
    // The current REFER log over an earlier DECLINE that fired no rule.
    logs: [
      makeDecisionLog(),
      makeDecisionLog({
        decision_log_id: 9001,
        status: 'DECLINE',
        tier: null,
        time_taken: 950,
        timestamp: '2026-03-02T10:16:00Z',
        rules: [],
      }),
    ],
    currentDecisionLogId: 9002,
  },
} satisfies Meta<typeof DecisionLogPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /REFER/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Rule 2: Income check/ }));
    await expect(canvas.getByRole('list', { name: 'Path of rule 2' })).toBeVisible();
  },
};

/** On the detail page the Rules tab shows the rules: the log leads there instead of repeating them. */
export const RulesOnTheRulesTab: Story = {
  args: { onShowRules: fn() },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText(/The rules of the current decision are on the Rules tab\./),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /^Rules of/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the rules' }));
    await expect(args.onShowRules).toHaveBeenCalled();
  },
};

export const NoCurrentLog: Story = { args: { currentDecisionLogId: null } };

export const NoDecisions: Story = { args: { logs: [] } };

/** An underwriter overrode the rules: the status follows the manual decision (ADR 0010). */
export const AfterManualDecision: Story = {
  args: { manualDecision: { status: 'ACCEPT', timestamp: '2026-11-24T10:15:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Underwritten manually to ACCEPT on /)).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { name: 'Rules of the last automatic decision' }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: 'Rules of the current decision' }),
    ).not.toBeInTheDocument();
  },
};
