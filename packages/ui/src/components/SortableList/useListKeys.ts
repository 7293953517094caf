import { arrayMove } from '@dnd-kit/sortable';
import { useId, useState } from 'react';

export interface ListKeys {
  /** One stable key per item, in the items' order. */
  keys: readonly string[];
  /** Call with the list's own move, so each key follows its item. */
  move: (from: number, to: number) => void;
  /** Call with the list's own append; returns the new item's key. */
  append: () => string;
  /** Call with the list's own removal. */
  remove: (index: number) => void;
}

/**
 * Stable keys for a list whose items have no id of their own (rules and conditions until saved,
 * stages). Keys follow moves, additions and removals made through the returned functions, so
 * React keeps each item's state and focus stays on a moved item's handle; a list replaced from
 * outside (a JSON view, a reload) with another length gets fresh keys.
 */
export function useListKeys(count: number): ListKeys {
  const prefix = useId();
  const [state, setState] = useState(() => ({
    keys: Array.from({ length: count }, (_, index) => `${prefix}${index}`),
    next: count,
  }));
  let current = state;
  if (state.keys.length !== count) {
    current = {
      keys: Array.from({ length: count }, (_, index) => `${prefix}${state.next + index}`),
      next: state.next + count,
    };
    setState(current);
  }
  return {
    keys: current.keys,
    move: (from, to) => setState((s) => ({ ...s, keys: arrayMove(s.keys, from, to) })),
    append: () => {
      const key = `${prefix}${current.next}`;
      setState((s) => ({ keys: [...s.keys, `${prefix}${s.next}`], next: s.next + 1 }));
      return key;
    },
    remove: (index) => setState((s) => ({ ...s, keys: s.keys.filter((_, at) => at !== index) })),
  };
}
