import type { Editor } from '@tiptap/core';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * A value read from the editor, kept up to date in the animation frame after its transactions.
 * TipTap's `useEditorState` reads it inside every transaction and re-renders there, so a typed
 * character's keypress and input handlers also ran the toolbar's checks and, whenever a pressed
 * state changed, a render of the whole toolbar. Here the reading waits for the next frame (once
 * for all the transactions of that frame) and the component re-renders before that frame is
 * painted, only when `isEqual` says the value changed.
 *
 * Pass `select` and `isEqual` defined outside the component: new ones start the reading again.
 */
export function useEditorStateOnNextFrame<Value>(
  editor: Editor,
  select: (editor: Editor) => Value,
  isEqual: (current: Value, next: Value) => boolean,
): Value {
  const store = useMemo(() => nextFrameStore(editor, select, isEqual), [editor, select, isEqual]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

function nextFrameStore<Value>(
  editor: Editor,
  select: (editor: Editor) => Value,
  isEqual: (current: Value, next: Value) => boolean,
) {
  let value = select(editor);
  let frame: number | null = null;
  const listeners = new Set<() => void>();

  const refresh = () => {
    frame = null;
    if (editor.isDestroyed) return;
    const next = select(editor);
    if (isEqual(value, next)) return;
    value = next;
    listeners.forEach((listener) => listener());
  };
  const schedule = () => {
    frame ??= requestAnimationFrame(refresh);
  };

  return {
    getSnapshot: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      if (listeners.size === 1) {
        editor.on('transaction', schedule);
        // Transactions between reading the first value and subscribing are caught up with.
        schedule();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        editor.off('transaction', schedule);
        if (frame !== null) cancelAnimationFrame(frame);
        frame = null;
      };
    },
  };
}
