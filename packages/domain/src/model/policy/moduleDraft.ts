import { creditPolicyModuleFormSchema, creditPolicyModuleInputSchema } from './schemas';
import type { PolicyRule } from './types';

/** The spec's limit for policy and module names. */
export const MODULE_NAME_MAX = 200;

/** A module as edited and saved: the contract's CreditPolicyModuleInput. */
export interface ModuleDraft {
  name: string;
  lender_id: number;
  rules: PolicyRule[];
}

/** What the create view receives from the New Module modal. */
export type NewModuleDraft = Pick<ModuleDraft, 'name' | 'lender_id'>;

/** The part of a module the JSON mode edits; the lender is fixed once chosen. */
export type ModuleJson = Pick<ModuleDraft, 'name' | 'rules'>;

/** The shared schema's message for a module name, or undefined when it is fine. */
export function moduleNameError(name: string): string | undefined {
  const result = creditPolicyModuleFormSchema.shape.name.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Where a schema issue is, in the builder's words: "Rule 2, condition 1: Choose a data key." */
function placeOf(path: readonly PropertyKey[]): string {
  const [field, ruleIndex, part, conditionIndex] = path;
  if (field !== 'rules' || typeof ruleIndex !== 'number') return '';
  const rule = `Rule ${ruleIndex + 1}`;
  return part === 'conditions' && typeof conditionIndex === 'number'
    ? `${rule}, condition ${conditionIndex + 1}: `
    : `${rule}: `;
}

/**
 * Checks a draft with the schema the server also applies, and normalises it as saved (trimmed
 * names, an empty condition value as null, no GOTO target without GOTO).
 */
export function validateModuleDraft(
  draft: ModuleDraft,
): { module: ModuleDraft; problems: [] } | { module: null; problems: string[] } {
  const result = creditPolicyModuleInputSchema.safeParse(draft);
  if (result.success) return { module: result.data, problems: [] };
  return {
    module: null,
    problems: [
      ...new Set(result.error.issues.map((issue) => `${placeOf(issue.path)}${issue.message}`)),
    ],
  };
}

/** A saved module as the body of a save: name, lender and rules by order, each keeping its id. */
export function moduleDraftOf(module: ModuleDraft): ModuleDraft {
  return {
    name: module.name,
    lender_id: module.lender_id,
    rules: [...module.rules]
      .sort((a, b) => a.order - b.order)
      .map(({ rule_id, name, order, termination_rule, conditions }) => ({
        rule_id,
        name,
        order,
        termination_rule,
        conditions: [...conditions]
          .sort((a, b) => a.order - b.order)
          .map((condition) => ({
            ...condition,
            action_true_goto: condition.action_true_goto ?? null,
            action_false_goto: condition.action_false_goto ?? null,
          })),
      })),
  };
}

/**
 * The draft with its rule of `ruleOrder` made a termination rule, or an ordinary one again: the
 * Termination Rules mode's tick, which changes the module like any other edit.
 */
export const withTerminationRule = (
  draft: ModuleDraft,
  ruleOrder: number,
  isTermination: boolean,
): ModuleDraft => ({
  ...draft,
  rules: draft.rules.map((rule) =>
    rule.order === ruleOrder ? { ...rule, termination_rule: isTermination } : rule,
  ),
});

/** Two drafts hold the same module (Save stays off until the draft differs from the saved one). */
export const isSameModuleDraft = (a: ModuleDraft, b: ModuleDraft) =>
  JSON.stringify(a) === JSON.stringify(b);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Says what keeps parsed JSON from being a module's name and rules. The server checks every
 * field on save; this catches the shapes the Constructor could not show.
 */
export function moduleJsonError(value: unknown): string | null {
  if (!isRecord(value)) return 'The JSON must be an object with a name and rules.';
  if (typeof value.name !== 'string') return 'The module needs a "name" text.';
  if (!Array.isArray(value.rules)) return 'The module needs a "rules" list.';
  const broken = value.rules.findIndex(
    (rule) =>
      !isRecord(rule) ||
      typeof rule.name !== 'string' ||
      typeof rule.order !== 'number' ||
      !Array.isArray(rule.conditions) ||
      !rule.conditions.every(
        (condition) => isRecord(condition) && typeof condition.order === 'number',
      ),
  );
  return broken >= 0
    ? `Rule ${broken + 1} needs a name, an order and a list of conditions, each with an order.`
    : null;
}

/** Applies JSON that passed `moduleJsonError` to a draft. */
export function withModuleJson(draft: ModuleDraft, json: ModuleJson): ModuleDraft {
  return {
    ...draft,
    name: json.name,
    rules: json.rules.map((rule) => ({
      ...rule,
      termination_rule: rule.termination_rule === true,
    })),
  };
}
