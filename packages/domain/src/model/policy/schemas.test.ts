import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { condition, rule } from './policyFixtures';
import {
  creditPolicyFormSchema,
  creditPolicyInputSchema,
  creditPolicyModuleFormSchema,
  creditPolicyModuleInputSchema,
  policyRuleInputSchema,
  policyStageSchema,
  policyValidationMessages as messages,
  ruleConditionSchema,
} from './schemas';

/** Each issue as `path: message`. */
function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('creditPolicyFormSchema', () => {
  const valid = { name: 'Standard retail', lender_id: '2', regulated: true };
  it('accepts a name and a lender id, giving the id as a number and the name trimmed', () => {
    expect(creditPolicyFormSchema.parse({ ...valid, name: '  Standard retail ' })).toEqual({
      name: 'Standard retail',
      lender_id: 2,
      regulated: true,
    });
    expect(creditPolicyFormSchema.parse({ ...valid, lender_id: 24 }).lender_id).toBe(24);
  });
  it('requires a name of 1 to 200 characters', () => {
    expect(issuesOf(creditPolicyFormSchema, { ...valid, name: '' })).toEqual([
      `name: ${messages.nameRequired}`,
    ]);
    expect(issuesOf(creditPolicyFormSchema, { ...valid, name: '   ' })).toEqual([
      `name: ${messages.nameRequired}`,
    ]);
    expect(issuesOf(creditPolicyFormSchema, { ...valid, name: undefined })).toEqual([
      `name: ${messages.nameRequired}`,
    ]);
    expect(issuesOf(creditPolicyFormSchema, { ...valid, name: 'x'.repeat(200) })).toEqual([]);
    expect(issuesOf(creditPolicyFormSchema, { ...valid, name: 'x'.repeat(201) })).toEqual([
      `name: ${messages.nameTooLong}`,
    ]);
  });
  it('requires a lender id of 1 to 200 characters that is a whole number above 0', () => {
    for (const missing of ['', '  ', null, undefined]) {
      expect(issuesOf(creditPolicyFormSchema, { ...valid, lender_id: missing })).toEqual([
        `lender_id: ${messages.lenderIdRequired}`,
      ]);
    }
    expect(issuesOf(creditPolicyFormSchema, { ...valid, lender_id: '1'.repeat(201) })).toEqual([
      `lender_id: ${messages.lenderIdTooLong}`,
    ]);
    for (const notWhole of ['abc', '2.5', '-4', '0', 0, 3.5, '99999999999']) {
      expect(issuesOf(creditPolicyFormSchema, { ...valid, lender_id: notWhole })).toEqual([
        `lender_id: ${messages.lenderIdNotWhole}`,
      ]);
    }
  });
  it('requires regulated to be chosen', () => {
    expect(issuesOf(creditPolicyFormSchema, { name: 'a', lender_id: 2 })).toHaveLength(1);
  });
});

describe('creditPolicyModuleFormSchema', () => {
  it('accepts a name and a lender', () => {
    expect(creditPolicyModuleFormSchema.parse({ name: 'Affordability', lender_id: 4 })).toEqual({
      name: 'Affordability',
      lender_id: 4,
    });
  });
  it('requires a name of 1 to 200 characters and a lender', () => {
    expect(issuesOf(creditPolicyModuleFormSchema, { name: '', lender_id: null })).toEqual([
      `name: ${messages.nameRequired}`,
      `lender_id: ${messages.lenderRequired}`,
    ]);
    expect(issuesOf(creditPolicyModuleFormSchema, { name: 'x'.repeat(201), lender_id: 2 })).toEqual(
      [`name: ${messages.nameTooLong}`],
    );
  });
});

describe('ruleConditionSchema', () => {
  const valid = condition({ order: 1, action_false: 'DECLINE' });
  it('accepts a condition as the contract has it', () => {
    expect(ruleConditionSchema.parse(valid)).toEqual(valid);
  });
  it('turns an empty or blank value into null and trims the others', () => {
    expect(ruleConditionSchema.parse({ ...valid, value: '' }).value).toBeNull();
    expect(ruleConditionSchema.parse({ ...valid, value: '   ' }).value).toBeNull();
    expect(ruleConditionSchema.parse({ ...valid, value: undefined }).value).toBeNull();
    expect(ruleConditionSchema.parse({ ...valid, value: null }).value).toBeNull();
    expect(ruleConditionSchema.parse({ ...valid, value: ' SW ' }).value).toBe('SW');
  });
  it('limits the value to 1000 characters', () => {
    expect(issuesOf(ruleConditionSchema, { ...valid, value: 'x'.repeat(1001) })).toEqual([
      `value: ${messages.valueTooLong}`,
    ]);
  });
  it('requires a data key', () => {
    expect(issuesOf(ruleConditionSchema, { ...valid, data_provider: '', data_key: '' })).toEqual([
      `data_provider: ${messages.dataKeyRequired}`,
      `data_key: ${messages.dataKeyRequired}`,
    ]);
  });
  it('accepts only the spec’s operators, overrides and actions', () => {
    for (const operator of ['>=', '<=', '==', '!=', 'begins(2)']) {
      expect(issuesOf(ruleConditionSchema, { ...valid, operator })).toEqual([]);
    }
    expect(issuesOf(ruleConditionSchema, { ...valid, operator: '>' })).toHaveLength(1);
    expect(issuesOf(ruleConditionSchema, { ...valid, override: 'YES' })).toHaveLength(1);
    expect(issuesOf(ruleConditionSchema, { ...valid, action_true: 'MAYBE' })).toHaveLength(1);
    for (const action of ['ACTION-CUSTOMER', 'ACCEPT', 'DECLINE', 'REFER', 'ACTION-LENDER', null]) {
      expect(issuesOf(ruleConditionSchema, { ...valid, action_true: action })).toEqual([]);
    }
  });
  it('requires a target for each GOTO', () => {
    expect(
      issuesOf(ruleConditionSchema, {
        ...valid,
        action_true: 'GOTO',
        action_true_goto: null,
        action_false: 'GOTO',
      }),
    ).toEqual([
      `action_true_goto: ${messages.gotoTargetRequired}`,
      `action_false_goto: ${messages.gotoTargetRequired}`,
    ]);
    expect(
      ruleConditionSchema.parse({ ...valid, action_true: 'GOTO', action_true_goto: 3 }),
    ).toMatchObject({ action_true: 'GOTO', action_true_goto: 3 });
  });
  it('drops the target of an action that is not GOTO', () => {
    const parsed = ruleConditionSchema.parse({
      ...valid,
      action_true: 'ACCEPT',
      action_true_goto: 2,
      action_false_goto: undefined,
    });
    expect(parsed.action_true_goto).toBeNull();
    expect(parsed.action_false_goto).toBeNull();
  });
  it('keeps orders and targets within 1 to 10000', () => {
    expect(issuesOf(ruleConditionSchema, { ...valid, order: 0 })).toHaveLength(1);
    expect(
      issuesOf(ruleConditionSchema, { ...valid, action_true: 'GOTO', action_true_goto: 10_001 }),
    ).toHaveLength(1);
  });
});

describe('policyRuleInputSchema', () => {
  const valid = rule(1, [condition({ order: 1 }), condition({ order: 2 })], { rule_id: 7 });
  it('accepts a rule with conditions', () => {
    expect(policyRuleInputSchema.parse(valid)).toEqual(valid);
  });
  it('requires a rule name of 1 to 200 characters', () => {
    expect(issuesOf(policyRuleInputSchema, { ...valid, name: ' ' })).toEqual([
      `name: ${messages.ruleNameRequired}`,
    ]);
    expect(issuesOf(policyRuleInputSchema, { ...valid, name: 'x'.repeat(201) })).toEqual([
      `name: ${messages.ruleNameTooLong}`,
    ]);
  });
  it('requires distinct condition orders', () => {
    const twice = { ...valid, conditions: [condition({ order: 1 }), condition({ order: 1 })] };
    expect(issuesOf(policyRuleInputSchema, twice)).toEqual([
      `conditions.1.order: ${messages.conditionOrdersDistinct}`,
    ]);
  });
  it('reports a condition’s problems under its path', () => {
    const bad = { ...valid, conditions: [condition({ order: 1, action_true: 'GOTO' })] };
    expect(issuesOf(policyRuleInputSchema, bad)).toEqual([
      `conditions.0.action_true_goto: ${messages.gotoTargetRequired}`,
    ]);
  });
});

describe('creditPolicyModuleInputSchema', () => {
  const valid = {
    name: 'Credit history',
    lender_id: 2,
    rules: [rule(1, [condition({ order: 1 })]), rule(2, [])],
  };
  it('accepts a module with rules, and one without', () => {
    expect(creditPolicyModuleInputSchema.parse(valid)).toEqual(valid);
    expect(creditPolicyModuleInputSchema.parse({ ...valid, rules: [] }).rules).toEqual([]);
  });
  it('requires distinct rule orders', () => {
    expect(
      issuesOf(creditPolicyModuleInputSchema, { ...valid, rules: [rule(3, []), rule(3, [])] }),
    ).toEqual([`rules.1.order: ${messages.ruleOrdersDistinct}`]);
  });
  it('requires a name and a lender', () => {
    expect(
      issuesOf(creditPolicyModuleInputSchema, { ...valid, name: '', lender_id: undefined }),
    ).toEqual([`name: ${messages.nameRequired}`, `lender_id: ${messages.lenderRequired}`]);
  });
});

describe('policyStageSchema and creditPolicyInputSchema', () => {
  const stage = { order: 1, hard_search: true, modules: [{ module_id: 3 }, { module_id: 5 }] };
  const valid = { name: 'Policy', lender_id: 2, regulated: false, stages: [stage] };
  it('accepts a policy with stages, and one without', () => {
    expect(creditPolicyInputSchema.parse(valid)).toEqual(valid);
    expect(creditPolicyInputSchema.parse({ ...valid, stages: [] }).stages).toEqual([]);
  });
  it('requires a module to be chosen when one is added', () => {
    expect(issuesOf(policyStageSchema, { ...stage, modules: [{ module_id: null }] })).toEqual([
      `modules.0.module_id: ${messages.moduleRequired}`,
    ]);
  });
  it('allows a module only once in a stage', () => {
    expect(
      issuesOf(policyStageSchema, { ...stage, modules: [{ module_id: 3 }, { module_id: 3 }] }),
    ).toEqual([`modules.1.module_id: ${messages.moduleTwiceInStage}`]);
  });
  it('requires distinct stage orders', () => {
    expect(issuesOf(creditPolicyInputSchema, { ...valid, stages: [stage, stage] })).toEqual([
      `stages.1.order: ${messages.stageOrdersDistinct}`,
    ]);
  });
  it('requires a name and a lender id', () => {
    expect(issuesOf(creditPolicyInputSchema, { ...valid, name: '', lender_id: '' })).toEqual([
      `name: ${messages.nameRequired}`,
      `lender_id: ${messages.lenderIdRequired}`,
    ]);
  });
});
