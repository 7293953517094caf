import type {
  FiredRule,
  PolicyCheckFinding,
  PolicySimulationResult,
  PolicyStageDraft,
  PolicyVersionEntry,
  StageModuleOption,
} from './policyBuilderTypes';

/** A lender's modules as the stage builder's dropdown offers them. */
export const storyModules: StageModuleOption[] = [
  { module_id: 101, name: 'Bureau score' },
  { module_id: 102, name: 'Affordability' },
  { module_id: 103, name: 'Fraud screen' },
  { module_id: 104, name: 'Sanctions' },
];

export const storyStages: PolicyStageDraft[] = [
  { order: 1, hard_search: false, modules: [{ module_id: 103 }, { module_id: 104 }] },
  { order: 2, hard_search: true, modules: [{ module_id: 101 }] },
];

export function manyStoryStages(count: number): PolicyStageDraft[] {
  return Array.from({ length: count }, (_, index) => ({
    order: index + 1,
    hard_search: index % 2 === 1,
    modules: [{ module_id: 101 + (index % storyModules.length) }],
  }));
}

export const longNamedModules: StageModuleOption[] = [
  {
    module_id: 201,
    name: 'Affordability for self-employed applicants with more than one source of income and a county court judgment older than six years',
  },
  {
    module_id: 202,
    name: 'Bureau_score_without_spaces_so_that_the_name_cannot_break_anywhere_at_all',
  },
];

export function storyRule(overrides: Partial<FiredRule> = {}): FiredRule {
  return {
    rule_number: 1,
    rule_name: 'Minimum credit score',
    stage_number: 1,
    outcome: 'DECLINE',
    values_used: { 'experian:credit_score': 480 },
    description: 'experian:credit_score >= 550 is false → DECLINE',
    result: false,
    values: { 'experian:credit_score': '550' },
    ...overrides,
  };
}

export const storyTrace: FiredRule[] = [
  storyRule({
    rule_number: 1,
    rule_name: 'Sanction match',
    outcome: null,
    values_used: { 'tracesmart:sanction_match': false },
    description: 'tracesmart:sanction_match == true is false',
    values: { 'tracesmart:sanction_match': 'true' },
  }),
  storyRule({
    rule_number: 2,
    rule_name: 'Fraud risk',
    outcome: 'REFER',
    values_used: { 'maxmind:risk_score': 62, 'application:advance': 2400 },
    description:
      'maxmind:risk_score <= 40 is false → GOTO 2; application:advance <= 1000 is false → REFER',
    values: { 'maxmind:risk_score': '40', 'application:advance': '1000' },
  }),
  storyRule({ stage_number: 2, rule_number: 1 }),
];

export const storyFindings: PolicyCheckFinding[] = [
  {
    kind: 'GOTO_LOOP',
    module_id: 102,
    rule_number: 2,
    condition_order: 3,
    message: 'Conditions 3 and 4 send each other round in a loop.',
  },
  {
    kind: 'UNREACHABLE_CONDITION',
    module_id: 103,
    rule_number: 1,
    condition_order: 5,
    message: 'No path from the first condition reaches condition 5.',
  },
  {
    kind: 'NO_TERMINATION_PATH',
    module_id: 104,
    message: 'The module has rules but no termination rule that can reach a decision.',
  },
];

export function storySimulation(
  overrides: Partial<PolicySimulationResult> = {},
): PolicySimulationResult {
  return {
    application_count: 1000,
    time_taken: 1840,
    decisions: [
      { decision: 'ACCEPT', actual_count: 612, simulated_count: 590 },
      { decision: 'DECLINE', actual_count: 201, simulated_count: 219 },
      { decision: 'REFER', actual_count: 143, simulated_count: 147 },
      { decision: 'ACTION-CUSTOMER', actual_count: 30, simulated_count: 30 },
      { decision: 'ACTION-LENDER', actual_count: 14, simulated_count: 14 },
    ],
    changes: [
      { credit_application_id: 100234, actual: 'ACCEPT', simulated: 'DECLINE', rule: storyRule() },
      {
        credit_application_id: 100198,
        actual: 'ACCEPT',
        simulated: 'REFER',
        rule: storyTrace[1] ?? null,
      },
      { credit_application_id: 100077, actual: 'REFER', simulated: 'ACCEPT', rule: null },
    ],
    changed_count: 3,
    problems: [],
    ...overrides,
  };
}

export const storyVersions: PolicyVersionEntry[] = [
  { version: 3, saved_at: '2026-11-20T15:42:00Z', saved_by: { user_id: 1, username: 'admin' } },
  { version: 2, saved_at: '2026-11-12T09:05:00Z', saved_by: { user_id: 7, username: 'lender' } },
  { version: 1, saved_at: '2026-10-30T11:20:00Z', saved_by: null },
];

/** A policy snapshot as the versions panel compares it: pretty-printed JSON. */
export function storySnapshot(stages: PolicyStageDraft[], name = 'Standard retail'): string {
  return JSON.stringify({ name, lender_id: 2, regulated: true, stages }, null, 2);
}
