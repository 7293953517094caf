import { describe, expect, it } from 'vitest';
import {
  isSameModuleDraft,
  moduleDraftOf,
  moduleJsonError,
  moduleNameError,
  validateModuleDraft,
  withModuleJson,
  withTerminationRule,
  type ModuleDraft,
} from './moduleDraft';
import { condition, rule } from './policyFixtures';

const draft = (overrides: Partial<ModuleDraft> = {}): ModuleDraft => ({
  name: 'Affordability',
  lender_id: 2,
  rules: [rule(1, [condition({ order: 1, action_false: 'DECLINE' })])],
  ...overrides,
});

describe('moduleNameError', () => {
  it('accepts 1 to 200 characters', () => {
    expect(moduleNameError('A')).toBeUndefined();
    expect(moduleNameError('x'.repeat(200))).toBeUndefined();
  });
  it("gives the shared schema's message for an empty or too long name", () => {
    expect(moduleNameError('')).toBe('Name is required.');
    expect(moduleNameError('x'.repeat(201))).toBe('Name must be 200 characters or fewer.');
  });
});

describe('validateModuleDraft', () => {
  it('normalises a valid draft as saved: an empty value becomes null', () => {
    const result = validateModuleDraft(
      draft({ rules: [rule(1, [condition({ order: 1, value: '' })])] }),
    );
    expect(result.problems).toEqual([]);
    expect(result.module?.rules[0]?.conditions[0]?.value).toBeNull();
  });
  it("names where each problem is, in the builder's words", () => {
    const result = validateModuleDraft(
      draft({ rules: [rule(1, [condition({ order: 1 }), condition({ order: 2, data_key: '' })])] }),
    );
    expect(result.module).toBeNull();
    expect(result.problems).toEqual(['Rule 1, condition 2: Choose a data key.']);
  });
});

describe('moduleDraftOf', () => {
  it('orders rules and conditions and fills missing GOTO targets with null', () => {
    const { action_true_goto: _dropped, ...withoutGoto } = condition({ order: 1 });
    const saved = draft({
      rules: [rule(2, [condition({ order: 2 }), withoutGoto]), rule(1, [])],
    });
    const result = moduleDraftOf(saved);
    expect(result.rules.map((r) => r.order)).toEqual([1, 2]);
    expect(result.rules[1]?.conditions.map((c) => c.order)).toEqual([1, 2]);
    expect(result.rules[1]?.conditions[0]?.action_true_goto).toBeNull();
  });
});

describe('isSameModuleDraft', () => {
  it('tells a changed draft from the saved one', () => {
    expect(isSameModuleDraft(draft(), draft())).toBe(true);
    expect(isSameModuleDraft(draft(), draft({ name: 'Other' }))).toBe(false);
  });
});

describe('moduleJsonError', () => {
  it('accepts a name and rules', () => {
    expect(moduleJsonError({ name: 'A', rules: [] })).toBeNull();
  });
  it('says what is missing', () => {
    expect(moduleJsonError([])).toBe('The JSON must be an object with a name and rules.');
    expect(moduleJsonError({ rules: [] })).toBe('The module needs a "name" text.');
    expect(moduleJsonError({ name: 'A' })).toBe('The module needs a "rules" list.');
    expect(moduleJsonError({ name: 'A', rules: [{ name: 'R', order: 1 }] })).toBe(
      'Rule 1 needs a name, an order and a list of conditions, each with an order.',
    );
  });
});

describe('withModuleJson', () => {
  it('takes the name and rules from the JSON, keeping the lender', () => {
    const next = withModuleJson(draft(), {
      name: 'From JSON',
      rules: [{ ...rule(1, []), termination_rule: undefined as unknown as boolean }],
    });
    expect(next).toMatchObject({ name: 'From JSON', lender_id: 2 });
    expect(next.rules[0]?.termination_rule).toBe(false);
  });
});

describe('withTerminationRule', () => {
  it('ticks only the rule of that order, leaving the draft it came from as it was', () => {
    const before = draft({ rules: [rule(1, []), rule(2, [])] });
    const next = withTerminationRule(before, 2, true);
    expect(next.rules.map((each) => each.termination_rule)).toEqual([false, true]);
    expect(before.rules[1]?.termination_rule).toBe(false);
    expect(withTerminationRule(next, 2, false)).toEqual(before);
  });
});
