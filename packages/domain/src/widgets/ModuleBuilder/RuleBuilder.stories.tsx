import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PolicyRule } from '../../model/policy';
import {
  gotoRule,
  longNameRule,
  manyStoryRules,
  storyDataKeys,
  storyRules,
} from './moduleBuilderStoryData';
import { RuleBuilder, type RuleBuilderProps } from './RuleBuilder';

/** The builder keeps its own rules here, as the module page does in its draft. */
function StatefulBuilder(props: RuleBuilderProps) {
  const [rules, setRules] = useState<readonly PolicyRule[]>(props.rules);
  return (
    <RuleBuilder
      {...props}
      rules={rules}
      onChange={(next) => {
        setRules(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/ModuleBuilder/RuleBuilder',
  component: RuleBuilder,
  tags: ['autodocs'],
  args: { rules: storyRules, dataKeys: storyDataKeys, isEditing: false, onChange: fn() },
  render: (args) => <StatefulBuilder {...args} />,
} satisfies Meta<typeof RuleBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Viewing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Rule Builder' })).toBeInTheDocument();
    await expect(canvas.getByText('TERMINATION RULE')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add a rule' })).toBeNull();
  },
};

export const Editing: Story = { args: { isEditing: true } };

export const Empty: Story = {
  args: { rules: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rules')).toBeInTheDocument();
  },
};

export const EmptyWhileEditing: Story = { args: { rules: [], isEditing: true } };

export const ManyRules: Story = { args: { rules: manyStoryRules, isEditing: true } };

export const LongNames: Story = {
  args: { rules: [longNameRule], isEditing: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};

export const GotoConditions: Story = {
  args: { rules: [gotoRule], isEditing: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit rule 1, Score bands' }));
    await expect(canvas.getByText(/credit_score >= 550 · true: GOTO 3/)).toBeInTheDocument();
  },
};

export const AddRule: Story = {
  args: { isEditing: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a rule' }));
    const name = canvas.getByRole('textbox', { name: /Rule name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.clear(name);
    await userEvent.keyboard('Deposit at least 10%');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ order: 4, name: 'Deposit at least 10%' })]),
    );
  },
};

export const AddCondition: Story = {
  args: { isEditing: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit rule 1, Minimum credit score' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add a condition' }));
    const condition = canvas.getByRole('group', { name: 'Condition 2' });
    await userEvent.click(within(condition).getByRole('button', { name: /Data key/ }));
    await userEvent.click(
      within(document.body).getByRole('option', { name: 'application:salary' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([
        expect.objectContaining({
          order: 1,
          conditions: [
            expect.objectContaining({ order: 1 }),
            expect.objectContaining({ order: 2, data_provider: 'application', data_key: 'salary' }),
          ],
        }),
      ]),
    );
  },
};

/** Moving the GOTO target up by keyboard: the GOTO follows it from 3 to 1. */
export const ReorderConditionsByKeyboard: Story = {
  args: { rules: [gotoRule], isEditing: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit rule 1, Score bands' }));
    canvas.getByRole('button', { name: 'Move condition 3 of rule 1, Score bands' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(canvas.getByText(/credit_score >= 550 · true: GOTO 1/)).toBeInTheDocument(),
    );
    await expect(
      canvas.getByRole('button', { name: 'Move condition 1 of rule 1, Score bands' }),
    ).toHaveFocus();
  },
};

export const ReorderRulesByKeyboard: Story = {
  args: { isEditing: true },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Move rule 1, Minimum credit score' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ order: 1, name: 'Sanctions' }),
        expect.objectContaining({ order: 2, name: 'Minimum credit score' }),
        expect.objectContaining({ order: 3, name: 'Score bands' }),
      ]),
    );
  },
};

export const DeleteRule: Story = {
  args: { isEditing: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete rule 2, Sanctions' }));
    await expect(canvas.queryByText('Sanctions')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit rule 2, Score bands' })).toBeVisible();
  },
};
