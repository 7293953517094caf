import { Extension } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import { nextOrderedListType, type OrderedListType } from '@backoffice/domain/model';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    orderedListNumbering: {
      /** The numbered list around the cursor counts in the next style: 1, A, a, I, i. */
      cycleOrderedListNumbering: () => ReturnType;
    };
  }
}

/** The numbered list nearest the cursor, with where it starts; null outside one. */
export function orderedListAround(
  state: EditorState,
): { position: number; type: OrderedListType } | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type.name === 'orderedList') {
      return { position: $from.before(depth), type: (node.attrs.type as OrderedListType) ?? '1' };
    }
  }
  return null;
}

/** The numbering cycler of the toolbar (shown only inside a numbered list). */
export const OrderedListNumbering = Extension.create({
  name: 'orderedListNumbering',

  addCommands() {
    return {
      cycleOrderedListNumbering:
        () =>
        ({ state, tr, dispatch }) => {
          const list = orderedListAround(state);
          if (!list) return false;
          if (dispatch) {
            tr.setNodeAttribute(list.position, 'type', nextOrderedListType(list.type));
          }
          return true;
        },
    };
  },
});
