/**
 * Validation of credit policies and modules (spec section 5), shared by the screens (inline
 * errors) and the server. The spec gives no texts for these fields, so the messages are short
 * English named in `policyValidationMessages`. Parsing also normalises: names are trimmed, a
 * lender id typed as text becomes a number, an empty condition value becomes null, and the
 * `*_goto` of an action that is not GOTO becomes null.
 */
import { z } from 'zod';
import { conditionOperators, policyDecisions } from './types';

export const policyValidationMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be 200 characters or fewer.',
  lenderIdRequired: 'Lender id is required.',
  lenderIdTooLong: 'Lender id must be 200 characters or fewer.',
  lenderIdNotWhole: 'Lender id must be a whole number above 0.',
  lenderRequired: 'Lender is required.',
  ruleNameRequired: 'Rule name is required.',
  ruleNameTooLong: 'Rule name must be 200 characters or fewer.',
  dataKeyRequired: 'Choose a data key.',
  valueTooLong: 'Value must be 1000 characters or fewer.',
  gotoTargetRequired: 'GOTO needs a target condition.',
  moduleRequired: 'Choose a module.',
  moduleTwiceInStage: 'A module can be in a stage only once.',
  stageOrdersDistinct: 'Stage orders must be distinct.',
  ruleOrdersDistinct: 'Rule orders must be distinct.',
  conditionOrdersDistinct: 'Condition orders must be distinct.',
} as const;

const messages = policyValidationMessages;
const largestId = 2_147_483_647;

const policyNameSchema = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, messages.nameRequired)
  .max(200, messages.nameTooLong);

/** A lender id as typed (1 to 200 characters of digits) or as a number; parses to the number. */
function lenderIdSchema(requiredMessage: string) {
  return z
    .union([z.string(), z.number(), z.null(), z.undefined()], { error: requiredMessage })
    .transform((value, context) => {
      const text = value == null ? '' : String(value).trim();
      if (text === '') {
        context.addIssue(requiredMessage);
        return z.NEVER;
      }
      if (text.length > 200) {
        context.addIssue(messages.lenderIdTooLong);
        return z.NEVER;
      }
      const id = Number(text);
      if (!/^\d+$/.test(text) || id < 1 || id > largestId) {
        context.addIssue(messages.lenderIdNotWhole);
        return z.NEVER;
      }
      return id;
    });
}

const orderSchema = (largest: number) => z.number().int().min(1).max(largest);

/** Adds `message` at `path` for the second and later items sharing a key. */
function requireDistinct<T>(
  items: readonly T[],
  keyOf: (item: T) => unknown,
  context: z.RefinementCtx,
  message: string,
  path: (index: number) => PropertyKey[],
) {
  const seen = new Set<unknown>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) context.addIssue({ code: 'custom', message, path: path(index) });
    seen.add(key);
  });
}

const conditionActionSchema = z.enum([...policyDecisions, 'GOTO']).nullable();
const gotoTargetSchema = orderSchema(10_000).nullable().optional();

export const ruleConditionSchema = z
  .object({
    order: orderSchema(10_000),
    data_provider: z
      .string({ error: messages.dataKeyRequired })
      .trim()
      .min(1, messages.dataKeyRequired)
      .max(100),
    data_key: z
      .string({ error: messages.dataKeyRequired })
      .trim()
      .min(1, messages.dataKeyRequired)
      .max(100),
    operator: z.enum(conditionOperators),
    value: z
      .string()
      .max(1000, messages.valueTooLong)
      .nullable()
      .optional()
      .transform((value) => (value == null || value.trim() === '' ? null : value.trim())),
    override: z.enum(['TRUE', 'FALSE']),
    action_true: conditionActionSchema,
    action_true_goto: gotoTargetSchema,
    action_false: conditionActionSchema,
    action_false_goto: gotoTargetSchema,
  })
  .superRefine((condition, context) => {
    if (condition.action_true === 'GOTO' && condition.action_true_goto == null) {
      context.addIssue({
        code: 'custom',
        message: messages.gotoTargetRequired,
        path: ['action_true_goto'],
      });
    }
    if (condition.action_false === 'GOTO' && condition.action_false_goto == null) {
      context.addIssue({
        code: 'custom',
        message: messages.gotoTargetRequired,
        path: ['action_false_goto'],
      });
    }
  })
  .transform((condition) => ({
    ...condition,
    action_true_goto:
      condition.action_true === 'GOTO' ? (condition.action_true_goto ?? null) : null,
    action_false_goto:
      condition.action_false === 'GOTO' ? (condition.action_false_goto ?? null) : null,
  }));
export type RuleConditionValues = z.infer<typeof ruleConditionSchema>;

export const policyRuleInputSchema = z
  .object({
    rule_id: z.number().int().min(1).max(largestId).optional(),
    name: z
      .string({ error: messages.ruleNameRequired })
      .trim()
      .min(1, messages.ruleNameRequired)
      .max(200, messages.ruleNameTooLong),
    order: orderSchema(10_000),
    termination_rule: z.boolean(),
    conditions: z.array(ruleConditionSchema).max(200),
  })
  .superRefine((rule, context) => {
    requireDistinct(
      rule.conditions,
      (condition) => condition.order,
      context,
      messages.conditionOrdersDistinct,
      (index) => ['conditions', index, 'order'],
    );
  });
export type PolicyRuleInputValues = z.infer<typeof policyRuleInputSchema>;

/** The New Module modal: a name and a lender chosen from the list. */
export const creditPolicyModuleFormSchema = z.object({
  name: policyNameSchema,
  lender_id: lenderIdSchema(messages.lenderRequired),
});
export type CreditPolicyModuleFormValues = z.infer<typeof creditPolicyModuleFormSchema>;

/** A module as created or saved (Constructor or JSON mode). */
export const creditPolicyModuleInputSchema = z
  .object({
    name: policyNameSchema,
    lender_id: lenderIdSchema(messages.lenderRequired),
    rules: z.array(policyRuleInputSchema).max(500),
  })
  .superRefine((module, context) => {
    requireDistinct(
      module.rules,
      (rule) => rule.order,
      context,
      messages.ruleOrdersDistinct,
      (index) => ['rules', index, 'order'],
    );
  });
export type CreditPolicyModuleInputValues = z.infer<typeof creditPolicyModuleInputSchema>;

export const policyStageSchema = z
  .object({
    order: orderSchema(1000),
    hard_search: z.boolean(),
    modules: z
      .array(
        z.object({
          module_id: z
            .number({ error: messages.moduleRequired })
            .int()
            .min(1, messages.moduleRequired)
            .max(largestId),
        }),
      )
      .max(200),
  })
  .superRefine((stage, context) => {
    requireDistinct(
      stage.modules,
      (module) => module.module_id,
      context,
      messages.moduleTwiceInStage,
      (index) => ['modules', index, 'module_id'],
    );
  });
export type PolicyStageValues = z.infer<typeof policyStageSchema>;

/** The New Credit Policy modal: name, lender id and regulated. */
export const creditPolicyFormSchema = z.object({
  name: policyNameSchema,
  lender_id: lenderIdSchema(messages.lenderIdRequired),
  regulated: z.boolean(),
});
export type CreditPolicyFormValues = z.infer<typeof creditPolicyFormSchema>;

/** A policy as created or saved. */
export const creditPolicyInputSchema = z
  .object({
    name: policyNameSchema,
    lender_id: lenderIdSchema(messages.lenderIdRequired),
    regulated: z.boolean(),
    stages: z.array(policyStageSchema).max(100),
  })
  .superRefine((policy, context) => {
    requireDistinct(
      policy.stages,
      (stage) => stage.order,
      context,
      messages.stageOrdersDistinct,
      (index) => ['stages', index, 'order'],
    );
  });
export type CreditPolicyInputValues = z.infer<typeof creditPolicyInputSchema>;
