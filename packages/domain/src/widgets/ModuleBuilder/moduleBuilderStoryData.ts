import type { PolicyCondition, PolicyDataKey, PolicyRule } from '../../model/policy';

/** Data for the module builder's stories and tests: the seeded catalogue's keys and sample rules. */
export const storyDataKeys: PolicyDataKey[] = [
  { data_provider: 'application', key: 'age' },
  { data_provider: 'application', key: 'salary' },
  { data_provider: 'experian', key: 'ccj_count' },
  { data_provider: 'experian', key: 'credit_score' },
  { data_provider: 'maxmind', key: 'risk_score' },
];

export function storyCondition(overrides: Partial<PolicyCondition> = {}): PolicyCondition {
  return {
    order: 1,
    data_provider: 'experian',
    data_key: 'credit_score',
    operator: '>=',
    value: '550',
    override: 'FALSE',
    action_true: null,
    action_true_goto: null,
    action_false: 'DECLINE',
    action_false_goto: null,
    ...overrides,
  };
}

/** A rule whose first condition jumps to its third: reordering must keep the jump on target. */
export const gotoRule: PolicyRule = {
  rule_id: 11,
  name: 'Score bands',
  order: 1,
  termination_rule: false,
  conditions: [
    storyCondition({ order: 1, action_true: 'GOTO', action_true_goto: 3, action_false: null }),
    storyCondition({
      order: 2,
      data_provider: 'application',
      data_key: 'age',
      operator: '>=',
      value: '18',
      action_false: 'DECLINE',
    }),
    storyCondition({
      order: 3,
      data_key: 'ccj_count',
      operator: '==',
      value: '0',
      action_true: 'ACCEPT',
      action_false: 'REFER',
    }),
  ],
};

export const storyRules: PolicyRule[] = [
  {
    rule_id: 1,
    name: 'Minimum credit score',
    order: 1,
    termination_rule: false,
    conditions: [storyCondition()],
  },
  {
    rule_id: 2,
    name: 'Sanctions',
    order: 2,
    termination_rule: true,
    conditions: [
      storyCondition({
        data_provider: 'maxmind',
        data_key: 'risk_score',
        operator: '<=',
        value: '40',
        action_true: null,
        action_false: 'REFER',
        override: 'TRUE',
      }),
    ],
  },
  { ...gotoRule, rule_id: 3, order: 3 },
];

/** Many rules, for long lists. */
export const manyStoryRules: PolicyRule[] = Array.from({ length: 14 }, (_, index) => ({
  rule_id: 100 + index,
  name: `Rule number ${index + 1}`,
  order: index + 1,
  termination_rule: index % 5 === 4,
  conditions: [storyCondition({ value: String(500 + index * 10) })],
}));

export const longNameRule: PolicyRule = {
  rule_id: 50,
  name: 'A rule with a very long name that keeps going to check wrapping in narrow containers and long unbroken text: Supercalifragilisticexpialidocious_Affordability_Threshold_For_Second_Charge_Lending',
  order: 1,
  termination_rule: true,
  conditions: [
    storyCondition({ value: 'AVeryLongUnbrokenComparisonValueThatShouldWrapSomewhere1234567890' }),
  ],
};
