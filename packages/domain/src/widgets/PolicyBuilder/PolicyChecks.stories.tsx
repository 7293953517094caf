import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PolicyChecks } from './PolicyChecks';
import { storyFindings, storyModules } from './policyBuilderStoryData';

const meta = {
  title: 'Domain/PolicyBuilder/PolicyChecks',
  component: PolicyChecks,
  tags: ['autodocs'],
  args: {
    findings: storyFindings,
    moduleNames: new Map(storyModules.map((module) => [module.module_id, module.name])),
  },
} satisfies Meta<typeof PolicyChecks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFindings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Affordability, rule 2, condition 3:')).toBeInTheDocument();
    await expect(canvas.getByText('GOTO loop')).toBeInTheDocument();
  },
};

export const NoFindings: Story = {
  args: { findings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No problems found.')).toBeInTheDocument();
  },
};

export const UnknownModules: Story = {
  args: { moduleNames: undefined },
};

export const LongMessages: Story = {
  args: {
    findings: [
      {
        kind: 'UNKNOWN_DATA_KEY',
        module_id: 102,
        rule_number: 1,
        condition_order: 1,
        message:
          'experian:credit_score_including_all_linked_addresses_and_associates_over_the_last_six_years is not a data key the engine knows.',
      },
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
