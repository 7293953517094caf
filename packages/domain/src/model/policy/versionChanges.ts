/**
 * What changed between two saved versions of a policy or a module, in the words an author uses
 * ("Stage 3 added: Credit history"), shown before the line-by-line comparison of their JSON.
 */
import type { PolicyCondition, PolicyRule } from './types';

/** A policy version's snapshot, as the versions endpoint returns it. */
export interface PolicySnapshot {
  name: string;
  regulated: boolean;
  stages: readonly {
    order: number;
    hard_search: boolean;
    modules: readonly { module_id: number }[];
  }[];
}

/** A module version's snapshot, as the versions endpoint returns it. */
export interface ModuleSnapshot {
  name: string;
  rules: readonly PolicyRule[];
}

const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

const byOrder = <T extends { order: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.order - b.order);

/**
 * The changes from `before` to `after`: name, regulated, then stage by stage (added, removed,
 * Hard Search, modules added, removed or reordered). Modules are named from `moduleNames`, or
 * "module <id>" when the name is not known.
 */
export function describePolicyChanges(
  before: PolicySnapshot,
  after: PolicySnapshot,
  moduleNames: ReadonlyMap<number, string> = new Map(),
): string[] {
  const nameOf = (moduleId: number) => moduleNames.get(moduleId) ?? `module ${moduleId}`;
  const modulesOf = (stage: PolicySnapshot['stages'][number]) =>
    stage.modules.length === 0
      ? 'no modules'
      : listed(stage.modules.map((m) => nameOf(m.module_id)));
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`Renamed from "${before.name}" to "${after.name}".`);
  if (before.regulated !== after.regulated) {
    changes.push(after.regulated ? 'Now regulated.' : 'Now unregulated.');
  }
  const orders = [...new Set([...before.stages, ...after.stages].map((s) => s.order))].sort(
    (a, b) => a - b,
  );
  for (const order of orders) {
    const old = before.stages.find((stage) => stage.order === order);
    const now = after.stages.find((stage) => stage.order === order);
    if (!old && now) {
      changes.push(
        `Stage ${order} added: ${modulesOf(now)}${now.hard_search ? ', Hard Search on' : ''}.`,
      );
      continue;
    }
    if (old && !now) {
      changes.push(`Stage ${order} removed: ${modulesOf(old)}.`);
      continue;
    }
    if (!old || !now) continue;
    if (old.hard_search !== now.hard_search) {
      changes.push(`Stage ${order}: Hard Search turned ${now.hard_search ? 'on' : 'off'}.`);
    }
    const oldIds = old.modules.map((m) => m.module_id);
    const newIds = now.modules.map((m) => m.module_id);
    const added = newIds.filter((id) => !oldIds.includes(id));
    const removed = oldIds.filter((id) => !newIds.includes(id));
    if (added.length > 0) changes.push(`Stage ${order}: ${listed(added.map(nameOf))} added.`);
    if (removed.length > 0) changes.push(`Stage ${order}: ${listed(removed.map(nameOf))} removed.`);
    const kept = newIds.filter((id) => oldIds.includes(id));
    const keptBefore = oldIds.filter((id) => newIds.includes(id));
    if (kept.some((id, index) => keptBefore[index] !== id)) {
      changes.push(`Stage ${order}: modules reordered to ${listed(kept.map(nameOf))}.`);
    }
  }
  return changes;
}

const sameConditions = (a: readonly PolicyCondition[], b: readonly PolicyCondition[]) =>
  JSON.stringify(byOrder(a)) === JSON.stringify(byOrder(b));

/**
 * The changes from `before` to `after`: name, then rule by rule (a rule is the same rule across
 * versions when it keeps its rule_id, otherwise when it keeps its order): added, removed,
 * renamed, moved, termination rule or not, conditions changed.
 */
export function describeModuleChanges(before: ModuleSnapshot, after: ModuleSnapshot): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`Renamed from "${before.name}" to "${after.name}".`);
  const oldRules = byOrder(before.rules);
  const newRules = byOrder(after.rules);
  const matched = new Set<PolicyRule>();
  const byRuleId = newRules.every((rule) => rule.rule_id !== undefined);
  const previousOf = (rule: PolicyRule) =>
    oldRules.find(
      (old) =>
        !matched.has(old) && (byRuleId ? old.rule_id === rule.rule_id : old.order === rule.order),
    );
  for (const rule of newRules) {
    const old = previousOf(rule);
    const label = `Rule ${rule.order} "${rule.name}"`;
    if (!old) {
      changes.push(`Rule ${rule.order} added: ${rule.name}.`);
      continue;
    }
    matched.add(old);
    if (old.name !== rule.name) {
      changes.push(`Rule ${rule.order} renamed from "${old.name}" to "${rule.name}".`);
    }
    if (old.order !== rule.order)
      changes.push(`${label} moved from ${old.order} to ${rule.order}.`);
    if (old.termination_rule !== rule.termination_rule) {
      changes.push(
        rule.termination_rule
          ? `${label} became a termination rule.`
          : `${label} is no longer a termination rule.`,
      );
    }
    if (!sameConditions(old.conditions, rule.conditions)) {
      const counted = (count: number) => (count === 1 ? '1 condition' : `${count} conditions`);
      changes.push(
        old.conditions.length === rule.conditions.length
          ? `${label}: conditions changed.`
          : `${label}: conditions changed (${counted(old.conditions.length)} before, ${counted(rule.conditions.length)} now).`,
      );
    }
  }
  for (const old of oldRules) {
    if (!matched.has(old)) changes.push(`Rule ${old.order} removed: ${old.name}.`);
  }
  return changes;
}
