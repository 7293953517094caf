/**
 * The credit-policy decision engine: runs a policy's stages, modules, rules and conditions over
 * an application's data values and returns the decision with a trace of every rule evaluated.
 *
 * Order of evaluation
 * - Stages run by ascending `order`; a stage's modules in array order; a module's rules by
 *   ascending `order`; a rule starts at its lowest-order condition.
 *
 * Conditions
 * - A condition reads `values["provider:key"]`. A missing value (undefined or null) makes the
 *   condition false, whatever the operator; so does a null comparison value.
 * - When both sides read as finite numbers the comparison is numeric; otherwise both are compared
 *   as strings, trimmed and case-insensitive (by code unit, so the result is the same in every
 *   locale). `begins(2)` always compares strings: the first two characters are equal.
 *
 * Actions
 * - The condition's result picks `action_true` or `action_false`: null goes on with the next
 *   condition by order; GOTO goes on at the condition whose order is the matching `*_goto`; a
 *   decision is the rule's outcome and ends the rule. Running out of conditions ends the rule
 *   with outcome null (it passed without a decision).
 * - A GOTO to a condition already visited in this rule's evaluation (a loop: values do not change
 *   during a run, so it would repeat for ever) or to an order the rule does not have stops the
 *   rule with outcome REFER and records a problem. The engine never hangs.
 *
 * The decision
 * - The most severe outcome seen so far wins (DECLINE > REFER > ACTION-LENDER > ACTION-CUSTOMER >
 *   ACCEPT), except that an outcome reached through a condition whose `override` is 'TRUE'
 *   replaces the decision so far, whatever its severity. No outcome at all gives ACCEPT.
 * - A termination rule whose outcome is not null (including REFER from a problem) ends the whole
 *   run at once; `terminated_by` says where.
 */
import type {
  ConditionOperator,
  DataValue,
  DataValues,
  PolicyCondition,
  PolicyDecision,
  PolicyModule,
  PolicyProblem,
  PolicyRule,
  PolicyRun,
  RuleFired,
  RunnablePolicy,
} from './types';
import { dataValueKey } from './types';

export interface RunPolicyOptions {
  /** Milliseconds from any fixed point; injectable so tests can pin `time_taken`. */
  clock?: () => number;
}

const decisionSeverity: Record<PolicyDecision, number> = {
  ACCEPT: 1,
  'ACTION-CUSTOMER': 2,
  'ACTION-LENDER': 3,
  REFER: 4,
  DECLINE: 5,
};

/** The decision that follows `current` once `outcome` is seen (see the module comment). */
export function combineDecision(
  current: PolicyDecision | null,
  outcome: PolicyDecision,
  isOverride: boolean,
): PolicyDecision {
  if (isOverride || current === null) return outcome;
  return decisionSeverity[outcome] > decisionSeverity[current] ? outcome : current;
}

export function runPolicy(
  policy: RunnablePolicy,
  values: DataValues,
  options: RunPolicyOptions = {},
): PolicyRun {
  const clock = options.clock ?? (() => performance.now());
  const startedAt = clock();
  const rules: RuleFired[] = [];
  const problems: PolicyProblem[] = [];
  let decision: PolicyDecision | null = null;
  let decidedBy: number | null = null;
  let terminatedBy: PolicyRun['terminated_by'] = null;

  run: for (const stage of byOrder(policy.stages)) {
    for (const module of stage.modules) {
      for (const rule of byOrder(module.rules)) {
        const evaluation = evaluateRule(rule, values, stage.order, module);
        rules.push(evaluation.fired);
        if (evaluation.problem) problems.push(evaluation.problem);
        if (evaluation.fired.outcome === null) continue;
        const combined = combineDecision(decision, evaluation.fired.outcome, evaluation.isOverride);
        if (evaluation.isOverride || combined !== decision) decidedBy = rules.length - 1;
        decision = combined;
        if (rule.termination_rule) {
          terminatedBy = {
            stage_number: stage.order,
            module_id: module.module_id,
            rule_number: rule.order,
          };
          break run;
        }
      }
    }
  }

  return {
    decision: decision ?? 'ACCEPT',
    time_taken: Math.max(0, Math.round(clock() - startedAt)),
    rules,
    terminated_by: terminatedBy,
    problems,
    decided_by: decidedBy,
  };
}

interface RuleEvaluation {
  fired: RuleFired;
  isOverride: boolean;
  problem: PolicyProblem | null;
}

// The engine runs once per application over thousands of applications (simulations), so the
// evaluation allocates no closures or maps per condition and does not re-sort lists in order.
function evaluateRule(
  rule: PolicyRule,
  values: DataValues,
  stageNumber: number,
  module: PolicyModule,
): RuleEvaluation {
  const conditions = byOrder(rule.conditions);
  const fired: RuleFired = {
    rule_number: rule.order,
    rule_name: rule.name,
    stage_number: stageNumber,
    module_id: module.module_id,
    module_name: module.name,
    outcome: null,
    values_used: {},
    description: 'no conditions',
    result: false,
    values: {},
  };
  let description = '';
  const visited: number[] = [];
  let isOverride = false;
  let problem: PolicyProblem | null = null;
  let index = 0;

  while (index < conditions.length) {
    const condition = conditions[index] as PolicyCondition;
    visited.push(index);
    const key = dataValueKey(condition.data_provider, condition.data_key);
    const dataValue = values[key];
    fired.values_used[key] = dataValue ?? null;
    fired.values[key] = condition.value;
    const result = conditionHolds(condition.operator, dataValue, condition.value);
    fired.result = result;
    const action = result ? condition.action_true : condition.action_false;
    const step = `${description === '' ? '' : '; '}${key} ${condition.operator} ${condition.value ?? 'null'} is ${String(result)}`;

    if (action === null) {
      index += 1;
      description += `${step} → ${index < conditions.length ? 'next condition' : 'no decision'}`;
      continue;
    }
    if (action !== 'GOTO') {
      description += `${step} → ${action}`;
      fired.outcome = action;
      isOverride = condition.override === 'TRUE';
      break;
    }

    const target = result ? condition.action_true_goto : condition.action_false_goto;
    const targetIndex =
      target == null ? -1 : conditions.findIndex((candidate) => candidate.order === target);
    if (target == null || targetIndex < 0) {
      description += `${step} → GOTO ${target ?? '(no target)'}, no such condition → REFER`;
      fired.outcome = 'REFER';
      problem = ruleProblem(
        'MISSING_GOTO_TARGET',
        { stageNumber, module, rule, condition },
        target == null
          ? `condition ${condition.order} has GOTO without a target condition`
          : `condition ${condition.order} goes to condition ${target}, which the rule does not have`,
      );
      break;
    }
    if (visited.includes(targetIndex)) {
      description += `${step} → GOTO ${target}, already visited (loop) → REFER`;
      fired.outcome = 'REFER';
      problem = ruleProblem(
        'GOTO_LOOP',
        { stageNumber, module, rule, condition },
        `condition ${condition.order} goes back to condition ${target}, which this evaluation already visited (a GOTO loop)`,
      );
      break;
    }
    description += `${step} → GOTO ${target}`;
    index = targetIndex;
  }

  if (description !== '') fired.description = description;
  return { fired, isOverride, problem };
}

function ruleProblem(
  kind: PolicyProblem['kind'],
  place: {
    stageNumber: number;
    module: PolicyModule;
    rule: PolicyRule;
    condition: PolicyCondition;
  },
  message: string,
): PolicyProblem {
  return {
    kind,
    stage_number: place.stageNumber,
    module_id: place.module.module_id,
    rule_number: place.rule.order,
    condition_order: place.condition.order,
    message: `Stage ${place.stageNumber}, module "${place.module.name}", rule ${place.rule.order} "${place.rule.name}": ${message}; the rule refers.`,
  };
}

/** The items by ascending order; the list itself when it is already in order, as it usually is. */
function byOrder<T extends { order: number }>(items: readonly T[]): readonly T[] {
  for (let index = 1; index < items.length; index += 1) {
    if ((items[index - 1] as T).order > (items[index] as T).order) {
      return [...items].sort((a, b) => a.order - b.order);
    }
  }
  return items;
}

/** Whether `dataValue operator comparison` holds (see the module comment for the rules). */
export function conditionHolds(
  operator: ConditionOperator,
  dataValue: DataValue,
  comparison: string | null,
): boolean {
  if (dataValue === undefined || dataValue === null || comparison === null) return false;
  if (operator !== 'begins(2)') {
    const leftNumber = finiteNumber(dataValue);
    const rightNumber = leftNumber === null ? null : finiteNumber(comparison);
    if (leftNumber !== null && rightNumber !== null) {
      return holdsFor(operator, Math.sign(leftNumber - rightNumber));
    }
  }
  const left = normalisedText(dataValue);
  const right = normalisedText(comparison);
  if (operator === 'begins(2)') return left.slice(0, 2) === right.slice(0, 2);
  return holdsFor(operator, left === right ? 0 : left < right ? -1 : 1);
}

/** Whether the operator holds when the left side sorts `order` (-1, 0, 1) against the right. */
function holdsFor(operator: Exclude<ConditionOperator, 'begins(2)'>, order: number): boolean {
  switch (operator) {
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    case '==':
      return order === 0;
    case '!=':
      return order !== 0;
  }
}

function normalisedText(value: string | number | boolean): string {
  return String(value).trim().toLowerCase();
}

function finiteNumber(value: string | number | boolean): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return null;
  const text = value.trim();
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}
