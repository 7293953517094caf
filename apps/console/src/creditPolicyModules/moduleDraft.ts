import type { CreditPolicyModule, CreditPolicyModuleInput } from '@backoffice/api-client';
import {
  creditPolicyModuleFormSchema,
  creditPolicyModuleInputSchema,
} from '@backoffice/domain/model';

export const MODULE_NAME_MAX = 200;

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
  draft: CreditPolicyModuleInput,
): { module: CreditPolicyModuleInput; problems: [] } | { module: null; problems: string[] } {
  const result = creditPolicyModuleInputSchema.safeParse(draft);
  if (result.success) return { module: result.data, problems: [] };
  return {
    module: null,
    problems: [
      ...new Set(result.error.issues.map((issue) => `${placeOf(issue.path)}${issue.message}`)),
    ],
  };
}

/** What the create view receives from the New Module modal. */
export interface NewModuleDraft {
  name: string;
  lender_id: number;
}

/** A saved module as the body of a save: name, lender and rules, each rule keeping its id. */
export function inputOf(module: CreditPolicyModule): CreditPolicyModuleInput {
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

/** The part of a module the JSON mode edits; the lender is fixed once chosen. */
export interface ModuleJson {
  name: string;
  rules: CreditPolicyModuleInput['rules'];
}

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
export function withModuleJson(
  draft: CreditPolicyModuleInput,
  json: ModuleJson,
): CreditPolicyModuleInput {
  return {
    ...draft,
    name: json.name,
    rules: json.rules.map((rule) => ({
      ...rule,
      termination_rule: rule.termination_rule === true,
    })),
  };
}
