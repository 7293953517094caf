import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PolicyCondition } from '../../model/policy';
import { ConditionEditor } from './ConditionEditor';
import { storyCondition, storyDataKeys } from './moduleBuilderStoryData';

function renderEditor(condition: PolicyCondition = storyCondition()) {
  const onChange = vi.fn<(condition: PolicyCondition) => void>();
  function Harness() {
    const [current, setCurrent] = useState(condition);
    return (
      <ConditionEditor
        condition={current}
        dataKeys={storyDataKeys}
        gotoTargets={[2, 3]}
        onChange={(next) => {
          setCurrent(next);
          onChange(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { onChange, user: userEvent.setup(), last: () => onChange.mock.lastCall?.[0] };
}

describe('ConditionEditor', () => {
  describe('data key', () => {
    it("offers 'No Key' and the given provider:key list", async () => {
      const { user, last } = renderEditor();
      await user.click(screen.getByRole('button', { name: /Data key/ }));
      expect(screen.getByRole('option', { name: 'No Key' })).toBeInTheDocument();
      await user.click(screen.getByRole('option', { name: 'application:age' }));
      expect(last()).toMatchObject({ data_provider: 'application', data_key: 'age' });
    });
  });

  describe('value', () => {
    it('sends an empty value as null', async () => {
      const { user, last } = renderEditor();
      await user.clear(screen.getByRole('textbox', { name: 'Value' }));
      expect(last()?.value).toBeNull();
    });
  });

  describe('actions', () => {
    it('asks for a target condition when an action is GOTO, by keyboard', async () => {
      const { user, last } = renderEditor();
      screen.getByRole('button', { name: /Action true/ }).focus();
      await user.keyboard('[Enter]');
      await user.click(screen.getByRole('option', { name: 'GOTO' }));
      // No target is guessed: the author picks one, and is told to until they do.
      expect(last()).toMatchObject({ action_true: 'GOTO', action_true_goto: null });
      expect(screen.getByText('Choose the condition to go to.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Go to condition \(true\)/ }));
      await user.click(screen.getByRole('option', { name: 'Condition 3' }));
      expect(last()?.action_true_goto).toBe(3);
    });

    it('flags a GOTO to a condition the rule does not have', () => {
      renderEditor(storyCondition({ action_true: 'GOTO', action_true_goto: 7 }));
      expect(screen.getByText('This rule has no condition 7: choose another.')).toBeInTheDocument();
    });

    it('drops the target when the action is no longer GOTO', async () => {
      const { user, last } = renderEditor(
        storyCondition({ action_false: 'GOTO', action_false_goto: 3 }),
      );
      await user.click(screen.getByRole('button', { name: /Action false/ }));
      await user.click(screen.getByRole('option', { name: 'REFER' }));
      expect(last()).toMatchObject({ action_false: 'REFER', action_false_goto: null });
      expect(screen.queryByRole('button', { name: /Go to condition \(false\)/ })).toBeNull();
    });

    it('offers the operators and override values of the spec', async () => {
      const { user, last } = renderEditor();
      await user.click(screen.getByRole('button', { name: /Operator/ }));
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        '>=',
        '<=',
        '==',
        '!=',
        'begins(2)',
      ]);
      await user.click(screen.getByRole('option', { name: 'begins(2)' }));
      await user.click(screen.getByRole('button', { name: /Override/ }));
      await user.click(screen.getByRole('option', { name: 'TRUE' }));
      expect(last()).toMatchObject({ operator: 'begins(2)', override: 'TRUE' });
    });
  });
});
