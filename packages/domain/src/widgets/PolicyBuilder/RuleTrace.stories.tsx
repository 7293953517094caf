import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyRule, storyTrace } from './policyBuilderStoryData';
import { RuleTrace } from './RuleTrace';

const meta = {
  title: 'Domain/PolicyBuilder/RuleTrace',
  component: RuleTrace,
  tags: ['autodocs'],
  args: { rules: storyTrace, decision: 'DECLINE', timeTaken: 12 },
} satisfies Meta<typeof RuleTrace>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trace: Story = {};

export const OpenARule: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Rule 2: Fraud risk/ }));
    const path = canvas.getByRole('list', { name: 'Path of rule 2' });
    await expect(path).toHaveTextContent('maxmind:risk_score <= 40 is false → GOTO 2');
    await expect(canvas.getByText('maxmind:risk_score')).toBeVisible();
  },
};

/** Rule numbers restart in every module, so each rule carries its module's name. */
export const WithModuleNames: Story = {
  args: {
    rules: storyTrace.map((rule) => ({
      ...rule,
      module_name: rule.stage_number === 1 ? 'Fraud screen' : 'Credit history',
    })),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: /Credit history · rule 1: / }),
    ).toBeInTheDocument();
  },
};

export const NothingEvaluated: Story = {
  args: { rules: [], decision: 'ACCEPT' },
};

export const WithoutSummary: Story = {
  args: { decision: undefined, timeTaken: undefined, title: 'Decision log rules' },
};

export const LongNames: Story = {
  args: {
    rules: [
      storyRule({
        rule_name:
          'Decline when the applicant has more than two county court judgments registered at any address in the last six years',
        description:
          'experian:ccj_count_at_all_addresses_in_the_last_six_years <= 2 is false → DECLINE',
        values_used: { 'experian:ccj_count_at_all_addresses_in_the_last_six_years': 3 },
      }),
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
