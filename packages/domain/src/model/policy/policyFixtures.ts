/**
 * Small builders of policies for the policy tests and the engine benchmark. Not exported from the
 * model: screens and the server build policies from the contract's shapes.
 */
import type { PolicyCondition, PolicyModule, PolicyRule, RunnablePolicy } from './types';

/** A condition on experian:credit_score >= 550 with no actions, changed by `fields`. */
export function condition(
  fields: Partial<PolicyCondition> & Pick<PolicyCondition, 'order'>,
): PolicyCondition {
  return {
    data_provider: 'experian',
    data_key: 'credit_score',
    operator: '>=',
    value: '550',
    override: 'FALSE',
    action_true: null,
    action_true_goto: null,
    action_false: null,
    action_false_goto: null,
    ...fields,
  };
}

export function rule(
  order: number,
  conditions: PolicyCondition[],
  fields: Partial<Omit<PolicyRule, 'order' | 'conditions'>> = {},
): PolicyRule {
  return { name: `Rule ${order}`, termination_rule: false, ...fields, order, conditions };
}

export function policyModule(module_id: number, rules: PolicyRule[]): PolicyModule {
  return { module_id, name: `Module ${module_id}`, rules };
}

/** A policy whose stages are numbered 1..n in the order given. */
export function policyOf(...stages: PolicyModule[][]): RunnablePolicy {
  return {
    stages: stages.map((modules, index) => ({ order: index + 1, hard_search: false, modules })),
  };
}
