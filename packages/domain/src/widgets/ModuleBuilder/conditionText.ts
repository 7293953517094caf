import type { ConditionAction, PolicyCondition } from '../../model/policy';

/** The provider:key a condition reads, or 'No Key' while none is chosen. */
export function dataKeyLabel(condition: Pick<PolicyCondition, 'data_provider' | 'data_key'>) {
  return condition.data_provider && condition.data_key
    ? `${condition.data_provider}:${condition.data_key}`
    : 'No Key';
}

/** An action as the builders show it: a decision, 'GOTO n', or 'Next condition' for none. */
export function actionLabel(action: ConditionAction, gotoTarget: number | null | undefined) {
  if (action === null) return 'Next condition';
  if (action === 'GOTO') return gotoTarget ? `GOTO ${gotoTarget}` : 'GOTO (no target)';
  return action;
}

/** One line for a condition: `experian:credit_score >= 550 · true: Next condition · false: DECLINE`. */
export function describeCondition(condition: PolicyCondition): string {
  const parts = [
    `${dataKeyLabel(condition)} ${condition.operator} ${condition.value ?? '(empty)'}`,
    `true: ${actionLabel(condition.action_true, condition.action_true_goto)}`,
    `false: ${actionLabel(condition.action_false, condition.action_false_goto)}`,
  ];
  if (condition.override === 'TRUE') parts.push('override');
  return parts.join(' · ');
}
