/**
 * Reordering used by the stage, rule and condition builders (drag or keyboard). Positions are
 * indexes into the list as shown, which is the list sorted by order; the result is renumbered
 * 1..n in its new sequence. The input is never changed.
 */
import type { PolicyCondition } from './types';

/** Moves the item at `from` to `to` and renumbers every `order` 1..n. */
export function moveItem<T extends { order: number }>(
  list: readonly T[],
  from: number,
  to: number,
): T[] {
  return moved(list, from, to).map((item, index) => ({ ...item, order: index + 1 }));
}

/**
 * Moves a condition like `moveItem` and rewrites every `action_true_goto` / `action_false_goto`
 * to its target's new order, so each GOTO still leads to the same condition. A target the list
 * does not have is left as it is (the checks report it).
 */
export function moveCondition(
  conditions: readonly PolicyCondition[],
  from: number,
  to: number,
): PolicyCondition[] {
  const sequence = moved(conditions, from, to);
  const newOrderByOldOrder = new Map(
    sequence.map((condition, index) => [condition.order, index + 1]),
  );
  const retarget = (target: number | null | undefined) =>
    target == null ? target : (newOrderByOldOrder.get(target) ?? target);
  return sequence.map((condition, index) => ({
    ...condition,
    order: index + 1,
    action_true_goto: retarget(condition.action_true_goto),
    action_false_goto: retarget(condition.action_false_goto),
  }));
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  for (const [name, position] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!Number.isInteger(position) || position < 0 || position >= list.length) {
      throw new RangeError(`${name} (${position}) is not a position in a list of ${list.length}`);
    }
  }
  const sequence = [...list];
  const [item] = sequence.splice(from, 1) as [T];
  sequence.splice(to, 0, item);
  return sequence;
}
