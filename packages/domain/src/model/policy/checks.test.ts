import { describe, expect, it } from 'vitest';
import { checkModule, checkPolicy } from './checks';
import { DATA_KEY_CATALOGUE } from './dataKeys';
import { condition, policyModule, policyOf, rule } from './policyFixtures';

const terminating = rule(9, [condition({ order: 1, action_false: 'DECLINE' })], {
  termination_rule: true,
  name: 'Stop',
});

describe('checkModule: a sound module', () => {
  it('finds nothing in a module whose rules are all reachable, acyclic and terminating', () => {
    const module = policyModule(1, [
      rule(1, [
        condition({ order: 1, action_true: 'GOTO', action_true_goto: 3 }),
        condition({
          order: 2,
          data_key: 'ccj_count',
          action_true: 'DECLINE',
          action_false: 'REFER',
        }),
        condition({ order: 3, action_false: 'GOTO', action_false_goto: 2, action_true: 'ACCEPT' }),
      ]),
      terminating,
    ]);
    expect(checkModule(module, DATA_KEY_CATALOGUE)).toEqual([]);
  });
  it('finds nothing in a module without rules', () => {
    expect(checkModule(policyModule(1, []), DATA_KEY_CATALOGUE)).toEqual([]);
  });
});

describe('checkModule: UNREACHABLE_CONDITION', () => {
  it('finds a condition every path jumps over', () => {
    const module = policyModule(4, [
      rule(
        2,
        [
          condition({
            order: 1,
            action_true: 'GOTO',
            action_true_goto: 3,
            action_false: 'DECLINE',
          }),
          condition({ order: 2 }),
          condition({ order: 3 }),
        ],
        { name: 'Skips' },
      ),
      terminating,
    ]);
    expect(checkModule(module, DATA_KEY_CATALOGUE)).toEqual([
      {
        kind: 'UNREACHABLE_CONDITION',
        module_id: 4,
        rule_number: 2,
        condition_order: 2,
        message:
          'Rule 2 "Skips", condition 2: no path from the first condition reaches it, so it is never evaluated.',
      },
    ]);
  });
  it('finds every condition after one that always decides', () => {
    const module = policyModule(1, [
      rule(1, [
        condition({ order: 1, action_true: 'ACCEPT', action_false: 'DECLINE' }),
        condition({ order: 2 }),
        condition({ order: 3 }),
      ]),
      terminating,
    ]);
    expect(
      checkModule(module, DATA_KEY_CATALOGUE).map((finding) => [
        finding.kind,
        finding.condition_order,
      ]),
    ).toEqual([
      ['UNREACHABLE_CONDITION', 2],
      ['UNREACHABLE_CONDITION', 3],
    ]);
  });
  it('starts from the lowest order, whatever the array order', () => {
    const module = policyModule(1, [
      rule(1, [
        condition({ order: 2 }),
        condition({ order: 1, action_false: 'GOTO', action_false_goto: 2 }),
      ]),
      terminating,
    ]);
    expect(checkModule(module, DATA_KEY_CATALOGUE)).toEqual([]);
  });
});

describe('checkModule: GOTO_LOOP', () => {
  it('finds a condition that goes to itself', () => {
    const module = policyModule(1, [
      rule(
        3,
        [
          condition({
            order: 1,
            action_true: 'GOTO',
            action_true_goto: 1,
            action_false: 'DECLINE',
          }),
        ],
        {
          name: 'Self',
        },
      ),
      terminating,
    ]);
    expect(checkModule(module, DATA_KEY_CATALOGUE)).toEqual([
      {
        kind: 'GOTO_LOOP',
        module_id: 1,
        rule_number: 3,
        condition_order: 1,
        message:
          'Rule 3 "Self", condition 1: GOTO leads back to this same condition, a loop the engine stops with REFER.',
      },
    ]);
  });
  it('finds a two-condition cycle once, at the condition that closes it', () => {
    const module = policyModule(1, [
      rule(1, [
        condition({ order: 1, action_true: 'GOTO', action_true_goto: 2, action_false: 'DECLINE' }),
        condition({ order: 2, action_true: 'GOTO', action_true_goto: 1, action_false: 'ACCEPT' }),
      ]),
      terminating,
    ]);
    const findings = checkModule(module, DATA_KEY_CATALOGUE);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ kind: 'GOTO_LOOP', condition_order: 2 });
    expect(findings[0]?.message).toBe(
      'Rule 1 "Rule 1", condition 2: leads back to condition 1, a GOTO loop the engine stops with REFER.',
    );
  });
  it('finds a cycle closed by going on to the next condition', () => {
    const module = policyModule(1, [
      rule(1, [
        condition({ order: 1, action_true: 'GOTO', action_true_goto: 3, action_false: 'DECLINE' }),
        condition({ order: 2 }),
        condition({ order: 3, action_true: 'GOTO', action_true_goto: 2, action_false: 'ACCEPT' }),
      ]),
      terminating,
    ]);
    expect(
      checkModule(module, DATA_KEY_CATALOGUE).map((finding) => [
        finding.kind,
        finding.condition_order,
      ]),
    ).toEqual([['GOTO_LOOP', 2]]);
  });
  it('does not call two GOTOs to the same condition a loop', () => {
    const module = policyModule(1, [
      rule(1, [
        condition({
          order: 1,
          action_true: 'GOTO',
          action_true_goto: 3,
          action_false: 'GOTO',
          action_false_goto: 2,
        }),
        condition({ order: 2, action_true: 'GOTO', action_true_goto: 3 }),
        condition({ order: 3, action_true: 'ACCEPT' }),
      ]),
      terminating,
    ]);
    expect(checkModule(module, DATA_KEY_CATALOGUE)).toEqual([]);
  });
});

describe('checkModule: MISSING_GOTO_TARGET', () => {
  it('finds a GOTO to an order the rule does not have and one without a target', () => {
    const module = policyModule(2, [
      rule(1, [
        condition({ order: 1, action_true: 'GOTO', action_true_goto: 7 }),
        condition({
          order: 2,
          action_false: 'GOTO',
          action_false_goto: null,
          action_true: 'ACCEPT',
        }),
      ]),
      terminating,
    ]);
    expect(checkModule(module, DATA_KEY_CATALOGUE)).toEqual([
      {
        kind: 'MISSING_GOTO_TARGET',
        module_id: 2,
        rule_number: 1,
        condition_order: 1,
        message:
          'Rule 1 "Rule 1", condition 1: GOTO when true goes to condition 7, which this rule does not have.',
      },
      {
        kind: 'MISSING_GOTO_TARGET',
        module_id: 2,
        rule_number: 1,
        condition_order: 2,
        message: 'Rule 1 "Rule 1", condition 2: GOTO when false has no target condition.',
      },
    ]);
  });
});

describe('checkModule: UNKNOWN_DATA_KEY', () => {
  it('finds a provider:key not among the known data keys', () => {
    const module = policyModule(1, [
      rule(1, [
        condition({ order: 1, data_provider: 'equifax', data_key: 'score', action_true: 'ACCEPT' }),
      ]),
      terminating,
    ]);
    expect(checkModule(module, DATA_KEY_CATALOGUE)).toEqual([
      {
        kind: 'UNKNOWN_DATA_KEY',
        module_id: 1,
        rule_number: 1,
        condition_order: 1,
        message: 'Rule 1 "Rule 1", condition 1: equifax:score is not a known data key.',
      },
    ]);
  });
  it('finds a condition without a data key', () => {
    const module = policyModule(1, [
      rule(1, [condition({ order: 1, data_provider: '', data_key: '', action_true: 'ACCEPT' })]),
      terminating,
    ]);
    expect(checkModule(module, DATA_KEY_CATALOGUE)[0]?.message).toBe(
      'Rule 1 "Rule 1", condition 1: no data key is chosen.',
    );
  });
  it('uses the data keys it is given', () => {
    const module = policyModule(1, [terminating]);
    expect(checkModule(module, [{ data_provider: 'experian', key: 'credit_score' }])).toEqual([]);
    expect(checkModule(module, [])).toMatchObject([{ kind: 'UNKNOWN_DATA_KEY' }]);
  });
});

describe('checkModule: NO_TERMINATION_PATH', () => {
  it('finds a module with rules but no termination rule', () => {
    const module = policyModule(6, [rule(1, [condition({ order: 1, action_true: 'DECLINE' })])]);
    expect(checkModule(module, DATA_KEY_CATALOGUE)).toEqual([
      {
        kind: 'NO_TERMINATION_PATH',
        module_id: 6,
        message: 'The module has no termination rule, so it never ends a run.',
      },
    ]);
  });
  it('finds a module whose termination rules cannot reach a decision', () => {
    const module = policyModule(6, [
      rule(1, [condition({ order: 1 })], { termination_rule: true }),
      rule(2, [condition({ order: 1, action_true: 'DECLINE' })]),
      rule(3, [], { termination_rule: true }),
      rule(
        4,
        [
          condition({
            order: 1,
            action_true: 'GOTO',
            action_true_goto: 3,
            action_false: 'GOTO',
            action_false_goto: 3,
          }),
          condition({ order: 2, action_true: 'DECLINE' }),
          condition({ order: 3 }),
        ],
        { termination_rule: true },
      ),
    ]);
    expect(checkModule(module, DATA_KEY_CATALOGUE).at(-1)).toEqual({
      kind: 'NO_TERMINATION_PATH',
      module_id: 6,
      message: 'No termination rule can reach a decision, so this module never ends a run.',
    });
  });
});

describe('checkModule: several findings', () => {
  it('orders findings by rule order, then condition order', () => {
    const module = policyModule(1, [
      rule(2, [
        condition({
          order: 1,
          data_provider: 'x',
          data_key: 'y',
          action_true: 'DECLINE',
          action_false: 'DECLINE',
        }),
        condition({ order: 2 }),
      ]),
      rule(1, [condition({ order: 1, action_true: 'GOTO', action_true_goto: 5 })], {
        termination_rule: true,
      }),
    ]);
    expect(
      checkModule(module, DATA_KEY_CATALOGUE).map((finding) => [
        finding.kind,
        finding.rule_number,
        finding.condition_order,
      ]),
    ).toEqual([
      ['MISSING_GOTO_TARGET', 1, 1],
      ['UNKNOWN_DATA_KEY', 2, 1],
      ['UNREACHABLE_CONDITION', 2, 2],
      ['NO_TERMINATION_PATH', undefined, undefined],
    ]);
  });
});

describe('checkPolicy', () => {
  const loop = policyModule(3, [
    rule(
      1,
      [condition({ order: 1, action_true: 'GOTO', action_true_goto: 1, action_false: 'DECLINE' })],
      {
        termination_rule: true,
      },
    ),
  ]);
  it('checks every module once, naming it in each message', () => {
    const sound = policyModule(2, [terminating]);
    const policy = policyOf([sound, loop], [loop]);
    expect(checkPolicy(policy, DATA_KEY_CATALOGUE)).toEqual([
      {
        kind: 'GOTO_LOOP',
        module_id: 3,
        rule_number: 1,
        condition_order: 1,
        message:
          'Module "Module 3" (3): Rule 1 "Rule 1", condition 1: GOTO leads back to this same condition, a loop the engine stops with REFER.',
      },
      {
        kind: 'DUPLICATE_MODULE',
        module_id: 3,
        message:
          'Module "Module 3" (3) is in the policy in stages 1 and 2, so its rules run more than once.',
      },
    ]);
  });
  it('flags a module held twice in one stage', () => {
    const sound = policyModule(2, [terminating]);
    expect(checkPolicy(policyOf([sound, sound]), DATA_KEY_CATALOGUE)).toEqual([
      {
        kind: 'DUPLICATE_MODULE',
        module_id: 2,
        message:
          'Module "Module 2" (2) is in the policy 2 times in stage 1, so its rules run more than once.',
      },
    ]);
  });
  it('goes through stages by order', () => {
    const noTermination = policyModule(5, [rule(1, [condition({ order: 1 })])]);
    const findings = checkPolicy(
      {
        stages: [
          { order: 2, hard_search: false, modules: [loop] },
          { order: 1, hard_search: true, modules: [noTermination] },
        ],
      },
      DATA_KEY_CATALOGUE,
    );
    expect(findings.map((finding) => finding.module_id)).toEqual([5, 3]);
  });
  it('finds nothing in a policy without stages', () => {
    expect(checkPolicy({ stages: [] }, DATA_KEY_CATALOGUE)).toEqual([]);
  });
});
