import { describe, expect, it } from 'vitest';
import { condition, rule } from './policyFixtures';
import {
  describeModuleChanges,
  describePolicyChanges,
  type PolicySnapshot,
} from './versionChanges';

const names = new Map([
  [7, 'Affordability'],
  [8, 'Fraud screen'],
  [9, 'Credit history'],
]);

const policy = (overrides: Partial<PolicySnapshot> = {}): PolicySnapshot => ({
  name: 'Standard retail',
  regulated: true,
  stages: [
    { order: 1, hard_search: false, modules: [{ module_id: 7 }, { module_id: 8 }] },
    { order: 2, hard_search: true, modules: [] },
  ],
  ...overrides,
});

describe('describePolicyChanges', () => {
  it('says nothing changed for the same snapshot', () => {
    expect(describePolicyChanges(policy(), policy(), names)).toEqual([]);
  });

  it('names added and removed stages by their modules, not their ids', () => {
    const after = policy({
      stages: [
        { order: 1, hard_search: false, modules: [{ module_id: 7 }, { module_id: 8 }] },
        { order: 3, hard_search: false, modules: [{ module_id: 9 }] },
      ],
    });
    expect(describePolicyChanges(policy(), after, names)).toEqual([
      'Stage 2 removed: no modules.',
      'Stage 3 added: Credit history.',
    ]);
  });

  it('reports name, regulated, Hard Search and module changes within a stage', () => {
    const after = policy({
      name: 'Retail 2',
      regulated: false,
      stages: [
        { order: 1, hard_search: true, modules: [{ module_id: 8 }, { module_id: 9 }] },
        { order: 2, hard_search: true, modules: [] },
      ],
    });
    expect(describePolicyChanges(policy(), after, names)).toEqual([
      'Renamed from "Standard retail" to "Retail 2".',
      'Now unregulated.',
      'Stage 1: Hard Search turned on.',
      'Stage 1: Credit history added.',
      'Stage 1: Affordability removed.',
    ]);
  });

  it('reports a new module order, and falls back to the id of an unknown module', () => {
    const after = policy({
      stages: [
        { order: 1, hard_search: false, modules: [{ module_id: 8 }, { module_id: 7 }] },
        { order: 2, hard_search: true, modules: [{ module_id: 40 }] },
      ],
    });
    expect(describePolicyChanges(policy(), after, names)).toEqual([
      'Stage 1: modules reordered to Fraud screen and Affordability.',
      'Stage 2: module 40 added.',
    ]);
  });
});

describe('describeModuleChanges', () => {
  const score = { ...rule(1, [condition({ order: 1 })]), rule_id: 11, name: 'Score' };
  const age = { ...rule(2, [condition({ order: 1 })]), rule_id: 12, name: 'Age' };

  it('follows a rule by its rule_id through a move, a rename and a termination change', () => {
    const after = {
      name: 'Affordability',
      rules: [
        { ...age, order: 1, name: 'Minimum age', termination_rule: true },
        { ...score, order: 2 },
      ],
    };
    expect(describeModuleChanges({ name: 'Affordability', rules: [score, age] }, after)).toEqual([
      'Rule 1 renamed from "Age" to "Minimum age".',
      'Rule 1 "Minimum age" moved from 2 to 1.',
      'Rule 1 "Minimum age" became a termination rule.',
      'Rule 2 "Score" moved from 1 to 2.',
    ]);
  });

  it('reports added and removed rules and changed conditions', () => {
    const after = {
      name: 'Affordability v2',
      rules: [
        {
          ...score,
          conditions: [condition({ order: 1 }), condition({ order: 2, value: '3' })],
        },
        { ...rule(2, []), rule_id: 13, name: 'Income' },
      ],
    };
    expect(describeModuleChanges({ name: 'Affordability', rules: [score, age] }, after)).toEqual([
      'Renamed from "Affordability" to "Affordability v2".',
      'Rule 1 "Score": conditions changed (1 condition before, 2 conditions now).',
      'Rule 2 added: Income.',
      'Rule 2 removed: Age.',
    ]);
  });
});
