import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PolicyRule } from '../../model/policy';
import { manyStoryRules, storyRules } from './moduleBuilderStoryData';
import { TerminationRules, type TerminationRulesProps } from './TerminationRules';

function StatefulLists(props: TerminationRulesProps) {
  const [rules, setRules] = useState<readonly PolicyRule[]>(props.rules);
  return (
    <TerminationRules
      {...props}
      rules={rules}
      onTerminationChange={(rule, isTermination) => {
        setRules(
          rules.map((r) =>
            r.order === rule.order ? { ...r, termination_rule: isTermination } : r,
          ),
        );
        props.onTerminationChange(rule, isTermination);
      }}
    />
  );
}

const meta = {
  title: 'Domain/ModuleBuilder/TerminationRules',
  component: TerminationRules,
  tags: ['autodocs'],
  args: { rules: storyRules, onTerminationChange: fn() },
  render: (args) => <StatefulLists {...args} />,
} satisfies Meta<typeof TerminationRules>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLists: Story = {};

export const MakeTerminationRule: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '1. Minimum credit score' }));
    const terminating = canvas.getByRole('list', { name: 'Termination rules' });
    await expect(
      within(terminating).getByRole('checkbox', { name: '1. Minimum credit score' }),
    ).toBeChecked();
  },
};

export const ManyRules: Story = { args: { rules: manyStoryRules } };

export const Empty: Story = { args: { rules: [] } };

export const Disabled: Story = { args: { isDisabled: true } };
