import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PolicyCondition } from '../../model/policy';
import { ConditionEditor, type ConditionEditorProps } from './ConditionEditor';
import { storyCondition, storyDataKeys } from './moduleBuilderStoryData';

function StatefulEditor(props: ConditionEditorProps) {
  const [condition, setCondition] = useState<PolicyCondition>(props.condition);
  return (
    <ConditionEditor
      {...props}
      condition={condition}
      onChange={(next) => {
        setCondition(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/ModuleBuilder/ConditionEditor',
  component: ConditionEditor,
  tags: ['autodocs'],
  args: {
    condition: storyCondition(),
    dataKeys: storyDataKeys,
    gotoTargets: [2, 3],
    onChange: fn(),
  },
  render: (args) => <StatefulEditor {...args} />,
} satisfies Meta<typeof ConditionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoKey: Story = {
  args: { condition: storyCondition({ data_provider: '', data_key: '', value: null }) },
};

export const GotoBothWays: Story = {
  args: {
    condition: storyCondition({
      action_true: 'GOTO',
      action_true_goto: 3,
      action_false: 'GOTO',
      action_false_goto: 2,
    }),
  },
};

export const ChooseGotoByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: /Action true/ }).focus();
    await userEvent.keyboard('[Enter]');
    await userEvent.click(within(document.body).getByRole('option', { name: 'GOTO' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ action_true: 'GOTO', action_true_goto: null }),
    );
    // No target is guessed: the author is asked to pick one.
    await expect(canvas.getByRole('button', { name: /Go to condition \(true\)/ })).toBeVisible();
    await expect(canvas.getByText('Choose the condition to go to.')).toBeVisible();
  },
};

export const EmptyValueIsNull: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Value' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: null }));
  },
};
