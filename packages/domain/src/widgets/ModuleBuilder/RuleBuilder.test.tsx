import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyRule } from '../../model/policy';
import { gotoRule, storyDataKeys, storyRules } from './moduleBuilderStoryData';
import { RuleBuilder, type RuleBuilderProps } from './RuleBuilder';

/**
 * jsdom lays nothing out, and dnd-kit's keyboard sensor moves between measured boxes: give each
 * list item the box a browser would, 100 px per row of its own list.
 */
function layOutLists() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName !== 'LI' || this.parentElement?.tagName !== 'OL') return original.call(this);
    const row = Array.from(this.parentElement.children).indexOf(this);
    const top = row * 100;
    return {
      left: 0,
      top,
      width: 600,
      height: 80,
      x: 0,
      y: top,
      right: 600,
      bottom: top + 80,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

function Harness({
  onChange,
  ...props
}: RuleBuilderProps & { onChange: (r: PolicyRule[]) => void }) {
  const [rules, setRules] = useState(props.rules);
  return (
    <RuleBuilder
      {...props}
      rules={rules}
      onChange={(next) => {
        setRules(next);
        onChange(next);
      }}
    />
  );
}

function renderBuilder(props: Partial<RuleBuilderProps> = {}) {
  const onChange = vi.fn<(rules: PolicyRule[]) => void>();
  const user = userEvent.setup();
  render(
    <Harness
      rules={storyRules}
      dataKeys={storyDataKeys}
      isEditing
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange, user, last: () => onChange.mock.lastCall?.[0] ?? [] };
}

const ruleNames = () =>
  within(screen.getByRole('list', { name: 'Rules' }))
    .getAllByRole('button', { name: /^Move rule/ })
    .map((button) => button.getAttribute('aria-label'));

describe('RuleBuilder', () => {
  beforeEach(layOutLists);
  afterEach(() => vi.restoreAllMocks());

  describe('viewing', () => {
    it('shows each rule with its order, name and termination tag, and no edit controls', () => {
      renderBuilder({ isEditing: false });
      expect(screen.getByRole('heading', { name: 'Rule Builder' })).toBeInTheDocument();
      const rules = screen.getByRole('list', { name: 'Rules' });
      expect(within(rules).getByText('Minimum credit score')).toBeInTheDocument();
      expect(within(rules).getByText('TERMINATION RULE')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add a rule' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Edit rule/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Move rule/ })).toBeNull();
    });

    it("says 'No rules' when there are none", () => {
      renderBuilder({ rules: [], isEditing: false });
      expect(screen.getByText('No rules')).toBeInTheDocument();
    });
  });

  describe('editing', () => {
    it('adds a rule at the end and opens it with its name focused', async () => {
      const { user, last } = renderBuilder();
      await user.click(screen.getByRole('button', { name: 'Add a rule' }));
      expect(last().map((rule) => rule.order)).toEqual([1, 2, 3, 4]);
      expect(screen.getByRole('textbox', { name: /Rule name/ })).toHaveFocus();
      await user.clear(screen.getByRole('textbox', { name: /Rule name/ }));
      await user.keyboard('Deposit check');
      expect(last()[3]?.name).toBe('Deposit check');
    });

    it('deletes a rule and renumbers the rest', async () => {
      const { user, last } = renderBuilder();
      await user.click(screen.getByRole('button', { name: 'Delete rule 1, Minimum credit score' }));
      expect(last().map((rule) => [rule.order, rule.name])).toEqual([
        [1, 'Sanctions'],
        [2, 'Score bands'],
      ]);
    });

    it('moves a rule down by keyboard and renumbers', async () => {
      const { user, last } = renderBuilder();
      screen.getByRole('button', { name: 'Move rule 1, Minimum credit score' }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowDown]');
      await user.keyboard('[Space]');
      await waitFor(() =>
        expect(last().map((rule) => rule.name)).toEqual([
          'Sanctions',
          'Minimum credit score',
          'Score bands',
        ]),
      );
      expect(last().map((rule) => rule.order)).toEqual([1, 2, 3]);
      expect(ruleNames()[1]).toBe('Move rule 2, Minimum credit score');
    });

    it('adds a condition to a rule in its editing view', async () => {
      const { user, last } = renderBuilder();
      await user.click(screen.getByRole('button', { name: 'Edit rule 1, Minimum credit score' }));
      await user.click(screen.getByRole('button', { name: 'Add a condition' }));
      const conditions = last()[0]?.conditions ?? [];
      expect(conditions).toHaveLength(2);
      expect(conditions[1]).toMatchObject({ order: 2, data_provider: '', value: null });
      expect(screen.getByRole('group', { name: 'Condition 2' })).toBeInTheDocument();
    });

    it('renumbers GOTO targets when a condition is moved by keyboard', async () => {
      const { user, last } = renderBuilder({ rules: [gotoRule] });
      await user.click(screen.getByRole('button', { name: 'Edit rule 1, Score bands' }));
      screen.getByRole('button', { name: 'Move condition 3 of rule 1, Score bands' }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowUp]');
      await user.keyboard('[ArrowUp]');
      await user.keyboard('[Space]');
      await waitFor(() => expect(last()[0]?.conditions[0]?.data_key).toBe('ccj_count'));
      // The first condition (now second) still jumps to the ccj_count condition, now first.
      expect(last()[0]?.conditions[1]).toMatchObject({
        order: 2,
        data_key: 'credit_score',
        action_true: 'GOTO',
        action_true_goto: 1,
      });
      expect(screen.getByText(/credit_score >= 550 · true: GOTO 1/)).toBeInTheDocument();
    });

    it('points a GOTO at a new condition, added at the end of the rule', async () => {
      const { user, last } = renderBuilder();
      await user.click(screen.getByRole('button', { name: 'Edit rule 1, Minimum credit score' }));
      await user.click(
        screen.getByRole('button', { name: 'Edit condition 1 of rule 1, Minimum credit score' }),
      );
      await user.click(screen.getByRole('button', { name: /Action false/ }));
      await user.click(screen.getByRole('option', { name: 'GOTO' }));
      await user.click(screen.getByRole('button', { name: /Go to condition \(false\)/ }));
      await user.click(screen.getByRole('option', { name: 'New condition 2' }));
      const conditions = last()[0]?.conditions ?? [];
      expect(conditions).toHaveLength(2);
      expect(conditions[0]).toMatchObject({ action_false: 'GOTO', action_false_goto: 2 });
      expect(conditions[1]).toMatchObject({ order: 2, data_provider: '', action_true: null });
      expect(screen.getByRole('button', { name: /Go to condition \(false\)/ })).toHaveTextContent(
        'Condition 2',
      );
    });

    it('clears a GOTO to a deleted condition and renumbers the others', async () => {
      const { user, last } = renderBuilder({ rules: [gotoRule] });
      await user.click(screen.getByRole('button', { name: 'Edit rule 1, Score bands' }));
      await user.click(
        screen.getByRole('button', { name: 'Delete condition 2 of rule 1, Score bands' }),
      );
      expect(last()[0]?.conditions.map((c) => [c.order, c.action_true_goto])).toEqual([
        [1, 2],
        [2, null],
      ]);
    });
  });
});
