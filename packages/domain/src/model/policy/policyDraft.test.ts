import { describe, expect, it } from 'vitest';
import { policyModule } from './policyFixtures';
import {
  hasPolicyDraftChanges,
  policyDraftOf,
  runnablePolicyOf,
  stageModuleIdsOf,
  validatePolicyDraft,
  type PolicyDraft,
} from './policyDraft';
import { policyValidationMessages } from './schemas';

const draft = (overrides: Partial<PolicyDraft> = {}): PolicyDraft => ({
  name: 'Prime lending',
  lender_id: 7,
  regulated: true,
  stages: [
    { order: 1, hard_search: false, modules: [{ module_id: 11 }, { module_id: 12 }] },
    { order: 2, hard_search: true, modules: [{ module_id: 12 }, { module_id: 13 }] },
  ],
  ...overrides,
});

describe('policyDraftOf', () => {
  it("keeps only the policy's editable fields", () => {
    const saved = { ...draft(), credit_policy_id: 4, version: 3 };
    expect(policyDraftOf(saved)).toEqual(draft());
  });
});

describe('hasPolicyDraftChanges', () => {
  it('is false for a draft equal to the saved policy, whatever else the record holds', () => {
    expect(hasPolicyDraftChanges(draft(), { ...draft(), credit_policy_id: 4 } as PolicyDraft)).toBe(
      false,
    );
  });

  it('is true once a field changes', () => {
    expect(hasPolicyDraftChanges(draft({ regulated: false }), draft())).toBe(true);
  });
});

describe('stageModuleIdsOf', () => {
  it('names each module once, in the order they first appear', () => {
    expect(stageModuleIdsOf(draft())).toEqual([11, 12, 13]);
  });
});

describe('runnablePolicyOf', () => {
  it("resolves the stages' modules, leaving out those not loaded yet", () => {
    const loaded = new Map([
      [11, policyModule(11, [])],
      [13, policyModule(13, [])],
    ]);
    expect(runnablePolicyOf(draft(), loaded)).toEqual({
      stages: [
        { order: 1, hard_search: false, modules: [loaded.get(11)] },
        { order: 2, hard_search: true, modules: [loaded.get(13)] },
      ],
    });
  });
});

describe('validatePolicyDraft', () => {
  it('gives the policy to send when the schema accepts it, its name trimmed', () => {
    const result = validatePolicyDraft(draft({ name: '  Prime lending  ' }));
    expect(result).toEqual({ isValid: true, policy: draft() });
  });

  it("puts the name's message beside the name and the stages' problems in a list", () => {
    const result = validatePolicyDraft(
      draft({
        name: '',
        stages: [
          { order: 1, hard_search: false, modules: [] },
          { order: 1, hard_search: false, modules: [] },
        ],
      }),
    );
    expect(result).toEqual({
      isValid: false,
      nameError: policyValidationMessages.nameRequired,
      stageErrors: [
        { property: 'stages.1.order', message: policyValidationMessages.stageOrdersDistinct },
      ],
    });
  });
});
