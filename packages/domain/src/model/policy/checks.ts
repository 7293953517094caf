/**
 * Checks shown while a module or policy is edited. They look at every path a rule could take, not
 * at one application's data, so they find what `runPolicy` would only meet for some applications.
 */
import type {
  PolicyCondition,
  PolicyDataKey,
  PolicyDecision,
  PolicyModule,
  PolicyRule,
  RunnablePolicy,
} from './types';
import { dataValueKey } from './types';

export interface PolicyFinding {
  kind:
    | 'UNREACHABLE_CONDITION'
    | 'GOTO_LOOP'
    | 'MISSING_GOTO_TARGET'
    | 'UNKNOWN_DATA_KEY'
    | 'NO_TERMINATION_PATH'
    | 'DUPLICATE_MODULE';
  module_id?: number;
  rule_number?: number;
  condition_order?: number;
  message: string;
}

/**
 * What is wrong with a module:
 * - MISSING_GOTO_TARGET: a GOTO without a target, or to an order the rule does not have;
 * - GOTO_LOOP: a condition that can lead back to one already on its path (the engine would stop
 *   the rule with REFER);
 * - UNREACHABLE_CONDITION: a condition no path from the rule's first condition reaches;
 * - UNKNOWN_DATA_KEY: a condition reading a provider:key not in `knownDataKeys`;
 * - NO_TERMINATION_PATH: a module with rules but no termination rule that can reach a decision.
 * Findings come by rule order, then condition order.
 */
export function checkModule(
  module: PolicyModule,
  knownDataKeys: readonly PolicyDataKey[],
): PolicyFinding[] {
  const known = new Set(knownDataKeys.map((entry) => dataValueKey(entry.data_provider, entry.key)));
  const findings: PolicyFinding[] = [];
  let hasTerminationPath = false;
  for (const rule of [...module.rules].sort((a, b) => a.order - b.order)) {
    const analysis = analyseRule(rule, known);
    findings.push(
      ...analysis.findings.map((finding) => ({ module_id: module.module_id, ...finding })),
    );
    if (rule.termination_rule && analysis.canReachDecision) hasTerminationPath = true;
  }
  if (module.rules.length > 0 && !hasTerminationPath) {
    findings.push({
      kind: 'NO_TERMINATION_PATH',
      module_id: module.module_id,
      message: module.rules.some((rule) => rule.termination_rule)
        ? 'No termination rule can reach a decision, so this module never ends a run.'
        : 'The module has no termination rule, so it never ends a run.',
    });
  }
  return findings;
}

/**
 * `checkModule` for every module of the policy (once per module, even when it is in several
 * stages), each message starting with the module's name, then DUPLICATE_MODULE for every module
 * the policy holds more than once (its rules would run, and be logged, once per place).
 */
export function checkPolicy(
  policy: RunnablePolicy,
  knownDataKeys: readonly PolicyDataKey[],
): PolicyFinding[] {
  const checked = new Set<number>();
  const findings: PolicyFinding[] = [];
  const places = new Map<number, { module: PolicyModule; stages: number[] }>();
  for (const stage of [...policy.stages].sort((a, b) => a.order - b.order)) {
    for (const module of stage.modules) {
      const place = places.get(module.module_id) ?? { module, stages: [] };
      place.stages.push(stage.order);
      places.set(module.module_id, place);
      if (checked.has(module.module_id)) continue;
      checked.add(module.module_id);
      findings.push(
        ...checkModule(module, knownDataKeys).map((finding) => ({
          ...finding,
          message: `Module "${module.name}" (${module.module_id}): ${finding.message}`,
        })),
      );
    }
  }
  for (const { module, stages } of places.values()) {
    if (stages.length < 2) continue;
    const where = stages.every((order) => order === stages[0])
      ? `${stages.length} times in stage ${stages[0]}`
      : `in stages ${stages.slice(0, -1).join(', ')} and ${stages.at(-1)}`;
    findings.push({
      kind: 'DUPLICATE_MODULE',
      module_id: module.module_id,
      message: `Module "${module.name}" (${module.module_id}) is in the policy ${where}, so its rules run more than once.`,
    });
  }
  return findings;
}

interface RuleAnalysis {
  findings: PolicyFinding[];
  canReachDecision: boolean;
}

interface Branch {
  when: 'true' | 'false';
  /** The index of the condition this branch goes on to; undefined when it ends the rule. */
  next?: number;
  decision?: PolicyDecision;
}

function analyseRule(rule: PolicyRule, knownDataKeys: ReadonlySet<string>): RuleAnalysis {
  const conditions = [...rule.conditions].sort((a, b) => a.order - b.order);
  const indexByOrder = new Map(conditions.map((condition, index) => [condition.order, index]));
  const findings: PolicyFinding[] = [];
  const at = (condition: PolicyCondition, kind: PolicyFinding['kind'], problem: string) => {
    findings.push({
      kind,
      rule_number: rule.order,
      condition_order: condition.order,
      message: `Rule ${rule.order} "${rule.name}", condition ${condition.order}: ${problem}`,
    });
  };

  const branches = conditions.map((condition, index) =>
    (['true', 'false'] as const).flatMap((when): Branch[] => {
      const action = when === 'true' ? condition.action_true : condition.action_false;
      if (action === null) {
        return [index + 1 < conditions.length ? { when, next: index + 1 } : { when }];
      }
      if (action !== 'GOTO') return [{ when, decision: action }];
      const target = when === 'true' ? condition.action_true_goto : condition.action_false_goto;
      const next = target == null ? undefined : indexByOrder.get(target);
      if (next !== undefined) return [{ when, next }];
      at(
        condition,
        'MISSING_GOTO_TARGET',
        target == null
          ? `GOTO when ${when} has no target condition.`
          : `GOTO when ${when} goes to condition ${target}, which this rule does not have.`,
      );
      return [];
    }),
  );

  findLoops(branches).forEach(([from, to]) => {
    const condition = conditions[from] as PolicyCondition;
    const target = conditions[to] as PolicyCondition;
    at(
      condition,
      'GOTO_LOOP',
      from === to
        ? 'GOTO leads back to this same condition, a loop the engine stops with REFER.'
        : `leads back to condition ${target.order}, a GOTO loop the engine stops with REFER.`,
    );
  });

  const reachable = reachableFromFirst(branches);
  conditions.forEach((condition, index) => {
    if (!reachable.has(index)) {
      at(
        condition,
        'UNREACHABLE_CONDITION',
        'no path from the first condition reaches it, so it is never evaluated.',
      );
    }
    if (!condition.data_provider || !condition.data_key) {
      at(condition, 'UNKNOWN_DATA_KEY', 'no data key is chosen.');
    } else {
      const key = dataValueKey(condition.data_provider, condition.data_key);
      if (!knownDataKeys.has(key)) {
        at(condition, 'UNKNOWN_DATA_KEY', `${key} is not a known data key.`);
      }
    }
  });

  const canReachDecision = [...reachable].some((index) =>
    (branches[index] ?? []).some((branch) => branch.decision !== undefined),
  );
  findings.sort((a, b) => (a.condition_order ?? 0) - (b.condition_order ?? 0));
  return { findings, canReachDecision };
}

function reachableFromFirst(branches: readonly Branch[][]): Set<number> {
  const reached = new Set<number>();
  const pending = branches.length > 0 ? [0] : [];
  while (pending.length > 0) {
    const index = pending.pop() as number;
    if (reached.has(index)) continue;
    reached.add(index);
    for (const branch of branches[index] ?? []) {
      if (branch.next !== undefined) pending.push(branch.next);
    }
  }
  return reached;
}

/**
 * Every edge `[from, to]` that leads back to a condition on the current path of a depth-first
 * walk started from each condition in order: each such edge closes a cycle, and is reported at
 * the condition it leaves.
 */
function findLoops(branches: readonly Branch[][]): [number, number][] {
  const state = new Map<number, 'on-path' | 'done'>();
  const loops = new Map<string, [number, number]>();
  const visit = (index: number) => {
    state.set(index, 'on-path');
    for (const branch of branches[index] ?? []) {
      if (branch.next === undefined) continue;
      const next = state.get(branch.next);
      if (next === 'on-path') loops.set(`${index}>${branch.next}`, [index, branch.next]);
      else if (next === undefined) visit(branch.next);
    }
    state.set(index, 'done');
  };
  branches.forEach((_, index) => {
    if (!state.has(index)) visit(index);
  });
  return [...loops.values()];
}
