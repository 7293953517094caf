import { describe, expect, it } from 'vitest';
import { moveCondition, moveItem } from './ordering';
import { condition } from './policyFixtures';
import type { PolicyCondition } from './types';

const stages = [
  { order: 1, name: 'a' },
  { order: 2, name: 'b' },
  { order: 3, name: 'c' },
  { order: 4, name: 'd' },
];

describe('moveItem', () => {
  it('moves an item down and renumbers 1..n', () => {
    expect(moveItem(stages, 0, 2)).toEqual([
      { order: 1, name: 'b' },
      { order: 2, name: 'c' },
      { order: 3, name: 'a' },
      { order: 4, name: 'd' },
    ]);
  });
  it('moves an item up and renumbers 1..n', () => {
    expect(moveItem(stages, 3, 0).map((stage) => `${stage.order}${stage.name}`)).toEqual([
      '1d',
      '2a',
      '3b',
      '4c',
    ]);
  });
  it('renumbers gaps and duplicates even when nothing moves', () => {
    const gappy = [
      { order: 2, name: 'a' },
      { order: 7, name: 'b' },
      { order: 7, name: 'c' },
    ];
    expect(moveItem(gappy, 1, 1).map((item) => item.order)).toEqual([1, 2, 3]);
  });
  it('keeps every other field and leaves the input unchanged', () => {
    const rules = [
      { order: 1, name: 'first', termination_rule: true, conditions: [] },
      { order: 2, name: 'second', termination_rule: false, conditions: [] },
    ];
    const copy = structuredClone(rules);
    expect(moveItem(rules, 1, 0)).toEqual([
      { order: 1, name: 'second', termination_rule: false, conditions: [] },
      { order: 2, name: 'first', termination_rule: true, conditions: [] },
    ]);
    expect(rules).toEqual(copy);
  });
  it('refuses positions outside the list', () => {
    expect(() => moveItem(stages, 4, 0)).toThrow(RangeError);
    expect(() => moveItem(stages, 0, -1)).toThrow('to (-1) is not a position in a list of 4');
    expect(() => moveItem([], 0, 0)).toThrow(RangeError);
  });
});

/** `key@order→true-target/false-target` for each condition, e.g. `a@1→3/-`. */
const gotoMap = (conditions: PolicyCondition[]) =>
  conditions.map(
    (item) =>
      `${item.data_key}@${item.order}→${item.action_true_goto ?? '-'}/${item.action_false_goto ?? '-'}`,
  );

describe('moveCondition', () => {
  // a@1 true → GOTO 3; b@2 false → GOTO 4; c@3 true → GOTO 2; d@4 has no GOTO.
  const conditions = [
    condition({ order: 1, data_key: 'a', action_true: 'GOTO', action_true_goto: 3 }),
    condition({ order: 2, data_key: 'b', action_false: 'GOTO', action_false_goto: 4 }),
    condition({ order: 3, data_key: 'c', action_true: 'GOTO', action_true_goto: 2 }),
    condition({ order: 4, data_key: 'd', action_true: 'DECLINE' }),
  ];

  it('renumbers conditions 1..n and makes each GOTO follow its target down', () => {
    expect(gotoMap(moveCondition(conditions, 0, 3))).toEqual([
      'b@1→-/3',
      'c@2→1/-',
      'd@3→-/-',
      'a@4→2/-',
    ]);
  });
  it('makes each GOTO follow its target up', () => {
    expect(gotoMap(moveCondition(conditions, 3, 0))).toEqual([
      'd@1→-/-',
      'a@2→4/-',
      'b@3→-/1',
      'c@4→3/-',
    ]);
  });
  it('swaps neighbours, as a keyboard move does', () => {
    expect(gotoMap(moveCondition(conditions, 1, 2))).toEqual([
      'a@1→2/-',
      'c@2→3/-',
      'b@3→-/4',
      'd@4→-/-',
    ]);
  });
  it('keeps GOTOs leading to the same conditions over several moves', () => {
    let current = conditions;
    for (const [from, to] of [
      [0, 3],
      [2, 0],
      [1, 2],
      [3, 1],
    ] as const) {
      current = moveCondition(current, from, to);
    }
    const byKey = new Map(current.map((item) => [item.order, item.data_key]));
    const targets = Object.fromEntries(
      current.map((item) => [
        item.data_key,
        [
          byKey.get(item.action_true_goto ?? 0) ?? null,
          byKey.get(item.action_false_goto ?? 0) ?? null,
        ],
      ]),
    );
    expect(targets).toEqual({
      a: ['c', null],
      b: [null, 'd'],
      c: ['b', null],
      d: [null, null],
    });
    expect(current.map((item) => item.order)).toEqual([1, 2, 3, 4]);
  });
  it('renumbers gapped orders and their GOTOs together', () => {
    const gapped = [
      condition({ order: 10, data_key: 'a', action_true: 'GOTO', action_true_goto: 30 }),
      condition({ order: 20, data_key: 'b' }),
      condition({ order: 30, data_key: 'c', action_false: 'GOTO', action_false_goto: 10 }),
    ];
    expect(gotoMap(moveCondition(gapped, 1, 1))).toEqual(['a@1→3/-', 'b@2→-/-', 'c@3→-/1']);
  });
  it('leaves a GOTO to a condition the rule does not have as it is', () => {
    const missing = [
      condition({ order: 1, data_key: 'a', action_true: 'GOTO', action_true_goto: 9 }),
      condition({ order: 2, data_key: 'b' }),
    ];
    expect(gotoMap(moveCondition(missing, 0, 1))).toEqual(['b@1→-/-', 'a@2→9/-']);
  });
  it('keeps actions and every other field, and leaves the input unchanged', () => {
    const copy = structuredClone(conditions);
    const [first] = moveCondition(conditions, 3, 0);
    expect(first).toEqual({ ...conditions[3], order: 1 });
    expect(conditions).toEqual(copy);
  });
});
