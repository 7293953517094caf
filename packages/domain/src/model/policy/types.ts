/**
 * The credit-policy shapes the engine, checks and builders share. They are structurally the
 * contract's snake_case schemas (CreditPolicy, PolicyStage, PolicyRule, RuleCondition, RuleFired),
 * so objects from the API can be passed in as they are.
 */

/** The decisions a condition can reach, in the contract's order. */
export const policyDecisions = [
  'ACCEPT',
  'DECLINE',
  'REFER',
  'ACTION-CUSTOMER',
  'ACTION-LENDER',
] as const;
export type PolicyDecision = (typeof policyDecisions)[number];

export const conditionOperators = ['>=', '<=', '==', '!=', 'begins(2)'] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/** A decision, GOTO (continue at the `*_goto` condition order), or null (continue with the next condition). */
export type ConditionAction = PolicyDecision | 'GOTO' | null;

export interface PolicyCondition {
  order: number;
  data_provider: string;
  data_key: string;
  operator: ConditionOperator;
  value: string | null;
  override: 'TRUE' | 'FALSE';
  action_true: ConditionAction;
  action_true_goto?: number | null;
  action_false: ConditionAction;
  action_false_goto?: number | null;
}

export interface PolicyRule {
  rule_id?: number;
  name: string;
  order: number;
  termination_rule: boolean;
  conditions: PolicyCondition[];
}

export interface PolicyModule {
  module_id: number;
  name: string;
  rules: PolicyRule[];
}

export interface RunnableStage {
  order: number;
  hard_search: boolean;
  modules: PolicyModule[];
}

/** A policy with its modules resolved, ready to run. */
export interface RunnablePolicy {
  stages: RunnableStage[];
}

/** One data value a condition can read. */
export type DataValue = string | number | boolean | null | undefined;

/** Data values by `"provider:key"`. */
export type DataValues = Record<string, DataValue>;

/** A data key the engine understands, shaped as the contract's DataKey. */
export interface PolicyDataKey {
  data_provider: string;
  key: string;
}

/** The contract's RuleFired: one rule evaluated in a run. */
export interface RuleFired {
  rule_number: number;
  rule_name: string;
  stage_number: number;
  /** The module the rule belongs to: rule numbers restart in every module. */
  module_id: number;
  module_name: string;
  outcome: PolicyDecision | null;
  values_used: Record<string, string | number | boolean | null>;
  description: string;
  result: boolean;
  values: Record<string, string | null>;
}

/** Something in the policy that stopped a rule at run time; the rule's outcome became REFER. */
export interface PolicyProblem {
  kind: 'GOTO_LOOP' | 'MISSING_GOTO_TARGET';
  stage_number: number;
  module_id: number;
  rule_number: number;
  condition_order: number;
  message: string;
}

export interface PolicyRun {
  decision: PolicyDecision;
  /** Milliseconds, a whole number. */
  time_taken: number;
  /** One entry per rule evaluated, in run order. */
  rules: RuleFired[];
  terminated_by: { stage_number: number; module_id: number; rule_number: number } | null;
  problems: PolicyProblem[];
  /**
   * The index in `rules` of the rule that set the decision (the last override, or the last outcome
   * that raised its severity). Null when no rule had an outcome and the decision is ACCEPT.
   */
  decided_by: number | null;
}

/** The `values` key a condition reads. */
export function dataValueKey(provider: string, key: string): string {
  return `${provider}:${key}`;
}
