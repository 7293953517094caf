import { describe, expect, it } from 'vitest';
import { condition, policyModule, policyOf, rule } from './policyFixtures';
import { combineDecision, conditionHolds, runPolicy } from './runPolicy';
import type { ConditionOperator, PolicyCondition, PolicyDecision, RunnablePolicy } from './types';

/** A one-rule policy whose single condition declines when it is false and accepts when true. */
function singleCondition(fields: Partial<PolicyCondition>): RunnablePolicy {
  return policyOf([
    policyModule(1, [
      rule(1, [condition({ order: 1, action_true: 'ACCEPT', action_false: 'DECLINE', ...fields })]),
    ]),
  ]);
}

function decisionFor(fields: Partial<PolicyCondition>, value: string | number | boolean | null) {
  const key = `${fields.data_provider ?? 'experian'}:${fields.data_key ?? 'credit_score'}`;
  return runPolicy(singleCondition(fields), { [key]: value }).decision;
}

describe('conditionHolds: numeric comparison', () => {
  const cases: [ConditionOperator, number | string, string, boolean][] = [
    ['>=', 600, '550', true],
    ['>=', 550, '550', true],
    ['>=', 549, '550', false],
    ['<=', 549, '550', true],
    ['<=', 550, '550.0', true],
    ['<=', 551, '550', false],
    ['==', 550, '550.00', true],
    ['==', '550', ' 550 ', true],
    ['==', 551, '550', false],
    ['!=', 551, '550', true],
    ['!=', 550, '550', false],
    // Numeric, not string order: "1000" < "550" as text, but 1000 >= 550 as numbers.
    ['>=', '1000', '550', true],
    ['<=', -3, '-2.5', true],
  ];
  it.each(cases)('%s with data %j and value %j is %s', (operator, data, value, expected) => {
    expect(conditionHolds(operator, data, value)).toBe(expected);
  });
});

describe('conditionHolds: string comparison', () => {
  const cases: [ConditionOperator, string | boolean, string, boolean][] = [
    ['==', 'SW1A 1AA', 'sw1a 1aa', true],
    ['==', '  London ', 'london', true],
    ['==', 'Leeds', 'London', false],
    ['!=', 'Leeds', 'London', true],
    ['!=', 'LONDON', 'london', false],
    ['>=', 'b', 'A', true],
    ['>=', 'a', 'B', false],
    ['<=', 'a', 'B', true],
    ['<=', 'c', 'B', false],
    // One side is not a number, so both compare as text.
    ['>=', '9', 'abc', false],
    ['==', true, 'TRUE', true],
    ['==', false, 'true', false],
    ['!=', false, 'true', true],
  ];
  it.each(cases)('%s with data %j and value %j is %s', (operator, data, value, expected) => {
    expect(conditionHolds(operator, data, value)).toBe(expected);
  });
});

describe('conditionHolds: begins(2)', () => {
  it('is true when the first two characters are equal, ignoring case and surrounding spaces', () => {
    expect(conditionHolds('begins(2)', 'SW1A 1AA', 'sw')).toBe(true);
    expect(conditionHolds('begins(2)', ' sw19 2AB', 'SWX')).toBe(true);
    expect(conditionHolds('begins(2)', 'LS1 4AP', 'SW')).toBe(false);
  });
  it('compares numbers by their first two digits', () => {
    expect(conditionHolds('begins(2)', 5512, '55')).toBe(true);
    expect(conditionHolds('begins(2)', 5612, '55')).toBe(false);
  });
  it('compares the characters there are when a side is shorter than two', () => {
    expect(conditionHolds('begins(2)', 'S', 'SW')).toBe(false);
    expect(conditionHolds('begins(2)', 'S', 's')).toBe(true);
  });
});

describe('conditionHolds: missing data', () => {
  const operators: ConditionOperator[] = ['>=', '<=', '==', '!=', 'begins(2)'];
  it.each(operators)('%s is false when the data value is undefined or null', (operator) => {
    expect(conditionHolds(operator, undefined, '1')).toBe(false);
    expect(conditionHolds(operator, null, '1')).toBe(false);
  });
  it.each(operators)('%s is false when the comparison value is null', (operator) => {
    expect(conditionHolds(operator, 1, null)).toBe(false);
    expect(conditionHolds(operator, 'x', null)).toBe(false);
  });
  it('treats an empty string as a value, compared as text', () => {
    expect(conditionHolds('==', '', ' ')).toBe(true);
    expect(conditionHolds('>=', '', '0')).toBe(false);
  });
});

describe('runPolicy: conditions', () => {
  it('takes action_true when the condition holds and action_false when it does not', () => {
    expect(decisionFor({}, 600)).toBe('ACCEPT');
    expect(decisionFor({}, 500)).toBe('DECLINE');
  });
  it('takes action_false when the data value is missing or null', () => {
    expect(runPolicy(singleCondition({}), {}).decision).toBe('DECLINE');
    expect(decisionFor({}, null)).toBe('DECLINE');
  });
  it('takes action_false when the comparison value is null, even for !=', () => {
    expect(decisionFor({ value: null, operator: '!=' }, 600)).toBe('DECLINE');
  });
  it('reads the value under provider:key', () => {
    expect(
      decisionFor(
        { data_provider: 'application', data_key: 'postcode', operator: 'begins(2)', value: 'SW' },
        'SW1A 1AA',
      ),
    ).toBe('ACCEPT');
  });
  it('starts at the lowest-order condition and goes on by order, whatever the array order', () => {
    const policy = policyOf([
      policyModule(1, [
        rule(1, [
          condition({ order: 3, value: '700', action_false: 'REFER' }),
          condition({ order: 1, value: '500', action_false: 'DECLINE' }),
          condition({ order: 2, value: '600', action_false: 'ACTION-LENDER' }),
        ]),
      ]),
    ]);
    const run = runPolicy(policy, { 'experian:credit_score': 650 });
    expect(run.decision).toBe('REFER');
    expect(run.rules[0]?.description).toBe(
      'experian:credit_score >= 500 is true → next condition; ' +
        'experian:credit_score >= 600 is true → next condition; ' +
        'experian:credit_score >= 700 is false → REFER',
    );
  });
  it('ends a rule with outcome null when it runs out of conditions', () => {
    const run = runPolicy(singleCondition({ action_true: null }), { 'experian:credit_score': 600 });
    expect(run.rules[0]?.outcome).toBeNull();
    expect(run.rules[0]?.description).toBe('experian:credit_score >= 550 is true → no decision');
    expect(run.decision).toBe('ACCEPT');
    expect(run.decided_by).toBeNull();
  });
  it('records a rule without conditions as passed with no outcome', () => {
    const run = runPolicy(policyOf([policyModule(1, [rule(1, [])])]), {});
    expect(run.rules).toEqual([
      {
        rule_number: 1,
        rule_name: 'Rule 1',
        stage_number: 1,
        module_id: 1,
        module_name: 'Module 1',
        outcome: null,
        values_used: {},
        description: 'no conditions',
        result: false,
        values: {},
      },
    ]);
  });
});

describe('runPolicy: GOTO', () => {
  it('jumps forwards over conditions in between', () => {
    const policy = policyOf([
      policyModule(1, [
        rule(1, [
          condition({ order: 1, action_true: 'GOTO', action_true_goto: 3 }),
          condition({ order: 2, action_true: 'DECLINE', action_false: 'DECLINE' }),
          condition({
            order: 3,
            data_key: 'ccj_count',
            operator: '==',
            value: '0',
            action_true: 'ACCEPT',
            action_false: 'REFER',
          }),
        ]),
      ]),
    ]);
    const run = runPolicy(policy, { 'experian:credit_score': 700, 'experian:ccj_count': 0 });
    expect(run.decision).toBe('ACCEPT');
    expect(run.rules[0]?.description).toBe(
      'experian:credit_score >= 550 is true → GOTO 3; experian:ccj_count == 0 is true → ACCEPT',
    );
    expect(run.problems).toEqual([]);
  });
  it('jumps backwards to a condition not yet visited', () => {
    const backwards = policyOf([
      policyModule(1, [
        rule(1, [
          condition({ order: 1, action_true: 'GOTO', action_true_goto: 3 }),
          condition({ order: 2, data_key: 'ccj_count', value: '1', action_true: 'DECLINE' }),
          condition({ order: 3, action_true: 'GOTO', action_true_goto: 2 }),
        ]),
      ]),
    ]);
    const run = runPolicy(backwards, {
      'experian:credit_score': 700,
      'experian:ccj_count': 2,
    });
    expect(run.decision).toBe('DECLINE');
    expect(run.rules[0]?.description).toBe(
      'experian:credit_score >= 550 is true → GOTO 3; ' +
        'experian:credit_score >= 550 is true → GOTO 2; ' +
        'experian:ccj_count >= 1 is true → DECLINE',
    );
  });
  it('stops a self-loop with REFER and a GOTO_LOOP problem', () => {
    const policy = policyOf([
      policyModule(7, [
        rule(2, [condition({ order: 1, action_true: 'GOTO', action_true_goto: 1 })], {
          name: 'Spins',
        }),
      ]),
    ]);
    const run = runPolicy(policy, { 'experian:credit_score': 600 });
    expect(run.decision).toBe('REFER');
    expect(run.rules[0]?.outcome).toBe('REFER');
    expect(run.rules[0]?.description).toBe(
      'experian:credit_score >= 550 is true → GOTO 1, already visited (loop) → REFER',
    );
    expect(run.problems).toEqual([
      {
        kind: 'GOTO_LOOP',
        stage_number: 1,
        module_id: 7,
        rule_number: 2,
        condition_order: 1,
        message:
          'Stage 1, module "Module 7", rule 2 "Spins": condition 1 goes back to condition 1, which this evaluation already visited (a GOTO loop); the rule refers.',
      },
    ]);
  });
  it('stops a two-condition cycle with REFER at the condition that closes it', () => {
    const policy = policyOf([
      policyModule(1, [
        rule(1, [
          condition({ order: 1, action_true: 'GOTO', action_true_goto: 2 }),
          condition({ order: 2, action_true: 'GOTO', action_true_goto: 1 }),
        ]),
      ]),
    ]);
    const run = runPolicy(policy, { 'experian:credit_score': 600 });
    expect(run.decision).toBe('REFER');
    expect(run.problems).toMatchObject([{ kind: 'GOTO_LOOP', condition_order: 2 }]);
  });
  it('finds a loop closed by running on to the next condition', () => {
    const policy = policyOf([
      policyModule(1, [
        rule(1, [
          condition({ order: 1, action_true: 'GOTO', action_true_goto: 2 }),
          condition({ order: 2 }),
          condition({ order: 3, action_true: 'GOTO', action_true_goto: 2 }),
        ]),
      ]),
    ]);
    const run = runPolicy(policy, { 'experian:credit_score': 600 });
    expect(run.problems).toMatchObject([{ kind: 'GOTO_LOOP', condition_order: 3 }]);
  });
  it('stops a GOTO to an order the rule does not have with REFER and a MISSING_GOTO_TARGET problem', () => {
    const policy = policyOf([
      policyModule(3, [
        rule(4, [condition({ order: 1, action_false: 'GOTO', action_false_goto: 9 })]),
      ]),
    ]);
    const run = runPolicy(policy, { 'experian:credit_score': 100 });
    expect(run.decision).toBe('REFER');
    expect(run.problems).toEqual([
      {
        kind: 'MISSING_GOTO_TARGET',
        stage_number: 1,
        module_id: 3,
        rule_number: 4,
        condition_order: 1,
        message:
          'Stage 1, module "Module 3", rule 4 "Rule 4": condition 1 goes to condition 9, which the rule does not have; the rule refers.',
      },
    ]);
    expect(run.rules[0]?.description).toBe(
      'experian:credit_score >= 550 is false → GOTO 9, no such condition → REFER',
    );
  });
  it('treats a GOTO without a target as a missing target', () => {
    const run = runPolicy(singleCondition({ action_true: 'GOTO', action_true_goto: null }), {
      'experian:credit_score': 600,
    });
    expect(run.decision).toBe('REFER');
    expect(run.problems[0]?.message).toContain('condition 1 has GOTO without a target condition');
  });
  it('goes on with the next rule after a problem', () => {
    const policy = policyOf([
      policyModule(1, [
        rule(1, [condition({ order: 1, action_true: 'GOTO', action_true_goto: 1 })]),
        rule(2, [condition({ order: 1, action_true: 'DECLINE' })]),
      ]),
    ]);
    const run = runPolicy(policy, { 'experian:credit_score': 600 });
    expect(run.rules.map((fired) => fired.outcome)).toEqual(['REFER', 'DECLINE']);
    expect(run.decision).toBe('DECLINE');
  });
});

describe('combineDecision', () => {
  const bySeverity: PolicyDecision[] = [
    'ACCEPT',
    'ACTION-CUSTOMER',
    'ACTION-LENDER',
    'REFER',
    'DECLINE',
  ];
  it('keeps the more severe of two outcomes', () => {
    bySeverity.forEach((lower, lowerIndex) => {
      bySeverity.slice(lowerIndex + 1).forEach((higher) => {
        expect(combineDecision(lower, higher, false)).toBe(higher);
        expect(combineDecision(higher, lower, false)).toBe(higher);
      });
    });
  });
  it('takes the first outcome as it is', () => {
    expect(combineDecision(null, 'ACCEPT', false)).toBe('ACCEPT');
  });
  it('lets an override replace a more severe decision', () => {
    expect(combineDecision('DECLINE', 'ACCEPT', true)).toBe('ACCEPT');
  });
});

describe('runPolicy: the decision', () => {
  const decide = (outcome: PolicyDecision, override: 'TRUE' | 'FALSE' = 'FALSE', order = 1) =>
    rule(order, [condition({ order: 1, action_true: outcome, override })]);
  const values = { 'experian:credit_score': 600 };

  it('is ACCEPT when no rule reaches an outcome', () => {
    const run = runPolicy(
      policyOf([policyModule(1, [rule(1, [condition({ order: 1 })])])]),
      values,
    );
    expect(run.decision).toBe('ACCEPT');
  });
  it('is ACCEPT for a policy without stages', () => {
    expect(runPolicy({ stages: [] }, {})).toMatchObject({
      decision: 'ACCEPT',
      rules: [],
      problems: [],
      terminated_by: null,
      decided_by: null,
    });
  });
  it('is the most severe outcome across rules, modules and stages', () => {
    const policy = policyOf(
      [policyModule(1, [decide('ACTION-CUSTOMER', 'FALSE', 1), decide('REFER', 'FALSE', 2)])],
      [policyModule(2, [decide('ACTION-LENDER')]), policyModule(3, [decide('ACCEPT')])],
    );
    const run = runPolicy(policy, values);
    expect(run.decision).toBe('REFER');
    expect(run.decided_by).toBe(1);
  });
  it('lets an override outcome replace a more severe decision so far', () => {
    const policy = policyOf([
      policyModule(1, [decide('DECLINE', 'FALSE', 1), decide('ACCEPT', 'TRUE', 2)]),
    ]);
    const run = runPolicy(policy, values);
    expect(run.decision).toBe('ACCEPT');
    expect(run.decided_by).toBe(1);
  });
  it('lets a later, more severe outcome win over an override', () => {
    const policy = policyOf([
      policyModule(1, [
        decide('DECLINE', 'FALSE', 1),
        decide('ACCEPT', 'TRUE', 2),
        decide('ACTION-CUSTOMER', 'FALSE', 3),
      ]),
    ]);
    expect(runPolicy(policy, values)).toMatchObject({ decision: 'ACTION-CUSTOMER', decided_by: 2 });
  });
  it('ignores override on a condition whose outcome is not a decision', () => {
    const policy = policyOf([
      policyModule(1, [
        decide('DECLINE', 'FALSE', 1),
        rule(2, [
          condition({ order: 1, override: 'TRUE' }),
          condition({ order: 2, action_true: 'ACCEPT' }),
        ]),
      ]),
    ]);
    expect(runPolicy(policy, values).decision).toBe('DECLINE');
  });
  it('runs stages by ascending order whatever the array order', () => {
    const policy: RunnablePolicy = {
      stages: [
        { order: 2, hard_search: true, modules: [policyModule(2, [decide('ACCEPT', 'TRUE')])] },
        { order: 1, hard_search: false, modules: [policyModule(1, [decide('DECLINE')])] },
      ],
    };
    const run = runPolicy(policy, values);
    expect(run.rules.map((fired) => fired.stage_number)).toEqual([1, 2]);
    expect(run.decision).toBe('ACCEPT');
  });
  it('runs rules by ascending order and modules in array order', () => {
    const policy = policyOf([
      policyModule(9, [decide('REFER', 'FALSE', 2), decide('DECLINE', 'FALSE', 1)]),
      policyModule(4, [decide('ACCEPT', 'TRUE', 1)]),
    ]);
    const run = runPolicy(policy, values);
    expect(run.rules.map((fired) => [fired.rule_number, fired.outcome])).toEqual([
      [1, 'DECLINE'],
      [2, 'REFER'],
      [1, 'ACCEPT'],
    ]);
    expect(run.decision).toBe('ACCEPT');
  });
});

describe('runPolicy: termination rules', () => {
  const values = { 'experian:credit_score': 600 };
  it('ends the whole run when a termination rule reaches an outcome', () => {
    const policy = policyOf(
      [
        policyModule(1, [
          rule(1, [condition({ order: 1, action_true: 'ACTION-CUSTOMER' })]),
          rule(2, [condition({ order: 1, action_true: 'ACCEPT' })], { termination_rule: true }),
          rule(3, [condition({ order: 1, action_true: 'DECLINE' })]),
        ]),
        policyModule(2, [rule(1, [condition({ order: 1, action_true: 'DECLINE' })])]),
      ],
      [policyModule(3, [rule(1, [condition({ order: 1, action_true: 'DECLINE' })])])],
    );
    const run = runPolicy(policy, values);
    expect(run.rules.map((fired) => fired.rule_number)).toEqual([1, 2]);
    expect(run.decision).toBe('ACTION-CUSTOMER');
    expect(run.terminated_by).toEqual({ stage_number: 1, module_id: 1, rule_number: 2 });
  });
  it('does not end the run when a termination rule passes without an outcome', () => {
    const policy = policyOf(
      [policyModule(1, [rule(1, [condition({ order: 1 })], { termination_rule: true })])],
      [policyModule(2, [rule(1, [condition({ order: 1, action_true: 'DECLINE' })])])],
    );
    const run = runPolicy(policy, values);
    expect(run.rules).toHaveLength(2);
    expect(run.terminated_by).toBeNull();
    expect(run.decision).toBe('DECLINE');
  });
  it('ends the run when a termination rule refers because of a problem', () => {
    const policy = policyOf(
      [
        policyModule(5, [
          rule(1, [condition({ order: 1, action_true: 'GOTO', action_true_goto: 4 })], {
            termination_rule: true,
          }),
        ]),
      ],
      [policyModule(6, [rule(1, [condition({ order: 1, action_true: 'DECLINE' })])])],
    );
    const run = runPolicy(policy, values);
    expect(run.decision).toBe('REFER');
    expect(run.terminated_by).toEqual({ stage_number: 1, module_id: 5, rule_number: 1 });
  });
  it('reports the stage order, not its position, in terminated_by', () => {
    const policy: RunnablePolicy = {
      stages: [
        {
          order: 3,
          hard_search: false,
          modules: [
            policyModule(8, [
              rule(6, [condition({ order: 1, action_true: 'DECLINE' })], {
                termination_rule: true,
              }),
            ]),
          ],
        },
      ],
    };
    expect(runPolicy(policy, values).terminated_by).toEqual({
      stage_number: 3,
      module_id: 8,
      rule_number: 6,
    });
  });
});

describe('runPolicy: RuleFired entries', () => {
  it('records number, name, stage, module, outcome, values used, description, result and comparison values', () => {
    const policy = policyOf(
      [],
      [
        policyModule(1, [
          rule(
            5,
            [
              condition({ order: 1, action_true: null, action_false: 'DECLINE' }),
              condition({
                order: 2,
                data_provider: 'application',
                data_key: 'postcode',
                operator: 'begins(2)',
                value: 'BT',
                action_true: 'REFER',
                action_false: null,
              }),
              condition({
                order: 3,
                data_provider: 'maxmind',
                data_key: 'risk_score',
                operator: '<=',
                value: '20',
                action_true: 'ACCEPT',
                action_false: 'ACTION-CUSTOMER',
              }),
            ],
            { name: 'Score and region' },
          ),
        ]),
      ],
    );
    const run = runPolicy(policy, {
      'experian:credit_score': 612,
      'application:postcode': 'SW1A 1AA',
      'application:salary': 30000,
    });
    expect(run.rules).toEqual([
      {
        rule_number: 5,
        rule_name: 'Score and region',
        stage_number: 2,
        module_id: 1,
        module_name: 'Module 1',
        outcome: 'ACTION-CUSTOMER',
        values_used: {
          'experian:credit_score': 612,
          'application:postcode': 'SW1A 1AA',
          'maxmind:risk_score': null,
        },
        description:
          'experian:credit_score >= 550 is true → next condition; ' +
          'application:postcode begins(2) BT is false → next condition; ' +
          'maxmind:risk_score <= 20 is false → ACTION-CUSTOMER',
        result: false,
        values: {
          'experian:credit_score': '550',
          'application:postcode': 'BT',
          'maxmind:risk_score': '20',
        },
      },
    ]);
  });
  it('records only the conditions visited, and the last one’s result', () => {
    const policy = policyOf([
      policyModule(1, [
        rule(1, [
          condition({ order: 1, action_true: 'GOTO', action_true_goto: 3 }),
          condition({ order: 2, data_key: 'ccj_count' }),
          condition({
            order: 3,
            data_key: 'months_at_address',
            value: '36',
            action_true: 'ACCEPT',
          }),
        ]),
      ]),
    ]);
    const fired = runPolicy(policy, {
      'experian:credit_score': 700,
      'experian:months_at_address': 48,
    }).rules[0];
    expect(fired?.values_used).toEqual({
      'experian:credit_score': 700,
      'experian:months_at_address': 48,
    });
    expect(fired?.values).toEqual({
      'experian:credit_score': '550',
      'experian:months_at_address': '36',
    });
    expect(fired?.result).toBe(true);
  });
  it('shows a null comparison value as null in the description', () => {
    const run = runPolicy(singleCondition({ value: null }), { 'experian:credit_score': 1 });
    expect(run.rules[0]?.description).toBe('experian:credit_score >= null is false → DECLINE');
    expect(run.rules[0]?.values).toEqual({ 'experian:credit_score': null });
  });
});

describe('runPolicy: time_taken', () => {
  it('is the clock difference in whole milliseconds', () => {
    const readings = [1000.2, 1012.7];
    const clock = () => readings.shift() ?? 0;
    expect(runPolicy({ stages: [] }, {}, { clock }).time_taken).toBe(13);
  });
  it('is never negative', () => {
    const readings = [50, 10];
    expect(runPolicy({ stages: [] }, {}, { clock: () => readings.shift() ?? 0 }).time_taken).toBe(
      0,
    );
  });
  it('uses the real clock by default', () => {
    const run = runPolicy(singleCondition({}), { 'experian:credit_score': 1 });
    expect(Number.isInteger(run.time_taken)).toBe(true);
    expect(run.time_taken).toBeGreaterThanOrEqual(0);
  });
});
